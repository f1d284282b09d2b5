import { z } from "zod";
import { CustomOrderSummary, customOrderMailFields } from "./custom-order-parts.tsx";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// To the shop owner when a deposit is paid: a mockup is due within 24 hours.
export const NewOrderDataSchema = z.strictObject({
  ...customOrderMailFields,
  customerEmail: z.email(),
  logoUrl: z.url().nullable(),
  logoFileName: z.string().nullable(),
  shippingAddress: z.string().min(1),
});
export type NewOrderData = z.infer<typeof NewOrderDataSchema>;

export const newOrderSubject = (data: NewOrderData) =>
  `New custom order #${data.orderId}: ${data.quantity} pins, deposit paid${data.rushOrder ? " (RUSH)" : ""}`;

export function NewOrder({ data, shop }: MailProps<NewOrderData>) {
  return (
    <MailLayout shop={shop} preview={`${data.customerName} paid the deposit for ${data.quantity} pins.`}>
      <MailHeading>{`New custom order #${data.orderId}`}</MailHeading>
      <MailText>
        {`${data.customerName} (${data.customerEmail}) paid the 10% deposit. The mockup is promised within ${data.rushOrder ? "12" : "24"} hours.`}
      </MailText>
      <CustomOrderSummary data={data} />
      <MailText>{`Ship to: ${data.shippingAddress}`}</MailText>
      {data.logoUrl ? (
        <MailButton
          href={data.logoUrl}
        >{`Download the artwork${data.logoFileName ? ` (${data.logoFileName})` : ""}`}</MailButton>
      ) : null}
      <MailButton href={data.url}>Open the order</MailButton>
    </MailLayout>
  );
}

export const newOrder = defineMailTemplate({
  schema: NewOrderDataSchema,
  subject: newOrderSubject,
  Component: NewOrder,
});
