import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MailLayout } from "./mail-layout.tsx";
import { MailHeading, MailOrderPageButton, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const PaymentRefundedDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  /** "custom" for a custom pin order, "regular" for a cart order. */
  orderKind: z.enum(["custom", "regular"]),
  customerName: z.string().min(1),
  amountCents: z.number().int().positive(),
  /** The reason the owner gave, when one was given. */
  reason: z.string().min(1).nullable(),
  url: z.url(),
});
export type PaymentRefundedData = z.infer<typeof PaymentRefundedDataSchema>;

// Every refund tells the customer the amount and, when the owner gave one, the reason
// (docs/product-rules.md#money).
export const paymentRefundedSubject = (data: PaymentRefundedData, shop: { name: string }) =>
  `${shop.name} refunded ${formatUsd(data.amountCents)} for order #${data.orderId}`;

export function PaymentRefunded({ data, shop }: MailProps<PaymentRefundedData>) {
  const what = data.orderKind === "custom" ? "custom pin order" : "order";
  return (
    <MailLayout shop={shop} preview={`A refund of ${formatUsd(data.amountCents)} for order #${data.orderId}`}>
      <MailHeading>We refunded you {formatUsd(data.amountCents)}</MailHeading>
      <MailText>Hi {data.customerName},</MailText>
      <MailText>
        We refunded {formatUsd(data.amountCents)} of your payment for {what} #{data.orderId} to your PayPal
        account. PayPal will confirm the refund separately.
      </MailText>
      {data.reason ? <MailText>Reason: {data.reason}</MailText> : null}
      <MailOrderPageButton href={data.url} />
    </MailLayout>
  );
}

export const paymentRefunded = defineMailTemplate({
  schema: PaymentRefundedDataSchema,
  subject: paymentRefundedSubject,
  Component: PaymentRefunded,
});
