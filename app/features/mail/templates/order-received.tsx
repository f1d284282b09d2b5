import { Text } from "@react-email/components";
import { type CustomOrderMail, CustomOrderMailSchema, CustomOrderSummary } from "./custom-order-parts.tsx";
import { MAIL_COLORS, MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// The order-received e-mail: the 10% deposit is paid, and
// the mockup follows within 24 hours.
export const orderReceivedSubject = (data: CustomOrderMail, shop: { name: string }) =>
  `We received your order #${data.orderId} - ${shop.name}`;

export function OrderReceived({ data, shop }: MailProps<CustomOrderMail>) {
  return (
    <MailLayout
      shop={shop}
      preview={`Order #${data.orderId}: your 10% deposit is paid. Mockup within 24 hours.`}
    >
      <MailHeading>{`Thank you! Order #${data.orderId} is received`}</MailHeading>
      <MailText>{`Hi ${data.customerName},`}</MailText>
      <MailText>
        {`Your 10% deposit is paid and your custom pins are in our hands. You will receive a mockup of your design within 24 hours. Once you approve it, we will send you a link to pay the balance and your pins go into production.`}
      </MailText>
      <CustomOrderSummary data={data} />
      <MailButton href={data.url}>Track your order</MailButton>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", margin: "0 0 14px" }}>
        {`PayPal payment ${data.paymentId}`}
      </Text>
    </MailLayout>
  );
}

export const orderReceived = defineMailTemplate({
  schema: CustomOrderMailSchema,
  subject: orderReceivedSubject,
  Component: OrderReceived,
});
