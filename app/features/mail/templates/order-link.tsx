import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailHeading, MailOrderPageButton, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// Track Order's "find my order": someone gave this order's number with the e-mail it was
// placed with, and the private link goes to that e-mail only, never to the page that asked.

export const OrderLinkDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  kind: z.enum(["custom", "regular"]),
  customerName: z.string().min(1),
  url: z.url(),
});
export type OrderLinkData = z.infer<typeof OrderLinkDataSchema>;

export const orderLinkSubject = (data: OrderLinkData, shop: { name: string }) =>
  `Your link to order #${data.orderId} - ${shop.name}`;

export function OrderLink({ data, shop }: MailProps<OrderLinkData>) {
  const what = data.kind === "custom" ? "custom pin order" : "order";
  return (
    <MailLayout shop={shop} preview={`The private link to your ${what} #${data.orderId}`}>
      <MailHeading>{`Your ${what} #${data.orderId}`}</MailHeading>
      <MailText>{`Hi ${data.customerName},`}</MailText>
      <MailText>
        {`You asked for your order on our Track Order page. The button below opens order #${data.orderId}, where you can follow it from payment to delivery, no account needed.`}
      </MailText>
      <MailOrderPageButton href={data.url} />
      <MailText>
        If you did not ask for this, you can ignore this e-mail: nobody else was sent the link.
      </MailText>
    </MailLayout>
  );
}

export const orderLink = defineMailTemplate({
  schema: OrderLinkDataSchema,
  subject: orderLinkSubject,
  Component: OrderLink,
});
