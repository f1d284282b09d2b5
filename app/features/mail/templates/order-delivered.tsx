import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailHeading, MailOrderPageButton, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const OrderDeliveredDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  url: z.url(),
});
export type OrderDeliveredData = z.infer<typeof OrderDeliveredDataSchema>;

// A regular order's last step: the admin marked it delivered.
export const orderDeliveredSubject = (data: OrderDeliveredData, shop: { name: string }) =>
  `Your ${shop.name} order #${data.orderId} has been delivered`;

export function OrderDelivered({ data, shop }: MailProps<OrderDeliveredData>) {
  return (
    <MailLayout shop={shop} preview={`Order #${data.orderId} has been delivered`}>
      <MailHeading>Your order has been delivered</MailHeading>
      <MailText>Hi {data.customerName},</MailText>
      <MailText>
        Order #{data.orderId} has been delivered. We hope you enjoy your pins on the course. If anything is
        not right, just reply to this e-mail.
      </MailText>
      <MailOrderPageButton href={data.url} />
    </MailLayout>
  );
}

export const orderDelivered = defineMailTemplate({
  schema: OrderDeliveredDataSchema,
  subject: orderDeliveredSubject,
  Component: OrderDelivered,
});
