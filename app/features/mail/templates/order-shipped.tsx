import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailHeading, MailOrderPageButton, MailText, MailTracking } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const OrderShippedDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  trackingNumber: z.string().min(1),
  trackingUrl: z.url().nullable(),
  url: z.url(),
});
export type OrderShippedData = z.infer<typeof OrderShippedDataSchema>;

// The shipped e-mail, with the tracking information the balance page promises.
export const orderShippedSubject = (data: OrderShippedData, shop: { name: string }) =>
  `Your ${shop.name} order #${data.orderId} has shipped`;

export function OrderShipped({ data, shop }: MailProps<OrderShippedData>) {
  return (
    <MailLayout shop={shop} preview={`Order #${data.orderId} is on its way: ${data.trackingNumber}`}>
      <MailHeading>Your order is on its way</MailHeading>
      <MailText>Hi {data.customerName},</MailText>
      <MailTracking
        lead={`Order #${data.orderId} has shipped.`}
        number={data.trackingNumber}
        url={data.trackingUrl}
      />
      <MailOrderPageButton href={data.url} label="Track your order" />
    </MailLayout>
  );
}

export const orderShipped = defineMailTemplate({
  schema: OrderShippedDataSchema,
  subject: orderShippedSubject,
  Component: OrderShipped,
});
