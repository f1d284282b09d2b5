import { Hr, Section, Text } from "@react-email/components";
import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS, MailLayout } from "./mail-layout.tsx";
import { MailHeading, MailLine, MailOrderPageButton, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

const cents = z.number().int().min(0);

export const OrderReceiptDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  items: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        quantity: z.number().int().positive(),
        unitPriceCents: cents,
      }),
    )
    .min(1),
  subtotalCents: cents,
  discountCents: cents,
  discountCode: z.string().nullable(),
  // Receipts queued before shipping and tax existed carry neither.
  shippingCents: cents.default(0),
  taxCents: cents.default(0),
  totalCents: cents,
  shippingAddress: z.strictObject({
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  paymentId: z.string().min(1),
  url: z.url(),
});
export type OrderReceiptData = z.infer<typeof OrderReceiptDataSchema>;

// "Thank you for your purchase!" after a regular order is paid (the receipt).
export const orderReceiptSubject = (data: OrderReceiptData, shop: { name: string }) =>
  `Thank you for your purchase! ${shop.name} order #${data.orderId}`;

export function OrderReceipt({ data, shop }: MailProps<OrderReceiptData>) {
  const a = data.shippingAddress;
  return (
    <MailLayout shop={shop} preview={`Receipt for order #${data.orderId}: ${formatUsd(data.totalCents)}`}>
      <MailHeading>Thank you for your purchase!</MailHeading>
      <MailText>Hi {data.customerName},</MailText>
      <MailText>
        We received your payment for order #{data.orderId}. We will e-mail you again when it ships.
      </MailText>
      <Section>
        {data.items.map((item) => (
          <MailLine
            key={item.name}
            label={`${item.quantity} × ${item.name}`}
            value={formatUsd(item.unitPriceCents * item.quantity)}
          />
        ))}
        <Hr style={{ borderColor: MAIL_COLORS.border }} />
        <MailLine label="Subtotal" value={formatUsd(data.subtotalCents)} />
        {data.discountCents > 0 ? (
          <MailLine
            label={`Discount${data.discountCode ? ` (${data.discountCode})` : ""}`}
            value={formatUsd(-data.discountCents)}
          />
        ) : null}
        {data.shippingCents > 0 ? <MailLine label="Shipping" value={formatUsd(data.shippingCents)} /> : null}
        {data.taxCents > 0 ? <MailLine label="Sales tax" value={formatUsd(data.taxCents)} /> : null}
        <MailLine label="Total paid" value={formatUsd(data.totalCents)} strong />
      </Section>
      <MailText>
        Shipping to: {a.line1}
        {a.line2 ? `, ${a.line2}` : ""}, {a.city}, {a.state} {a.postalCode}, {a.country}
      </MailText>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", margin: "0 0 14px" }}>
        PayPal payment {data.paymentId}
      </Text>
      <MailOrderPageButton href={data.url} label="Track your order" />
    </MailLayout>
  );
}

export const orderReceipt = defineMailTemplate({
  schema: OrderReceiptDataSchema,
  subject: orderReceiptSubject,
  Component: OrderReceipt,
});
