import { Link } from "@react-email/components";
import { z } from "zod";
import { inlineLinkStyle, MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
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
      <MailText>
        Order #{data.orderId} has shipped. Your tracking number is <strong>{data.trackingNumber}</strong>.
      </MailText>
      {data.trackingUrl ? (
        <MailText>
          Follow the parcel with the carrier:{" "}
          <Link href={data.trackingUrl} style={{ ...inlineLinkStyle, wordBreak: "break-all" }}>
            {data.trackingUrl}
          </Link>
        </MailText>
      ) : null}
      <MailButton href={data.url}>Track your order</MailButton>
    </MailLayout>
  );
}

export const orderShipped = defineMailTemplate({
  schema: OrderShippedDataSchema,
  subject: orderShippedSubject,
  Component: OrderShipped,
});
