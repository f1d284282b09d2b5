import { Text } from "@react-email/components";
import { z } from "zod";
import { BalanceSummary, balanceMailFields } from "./balance-mail-parts.tsx";
import { MAIL_COLORS, MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// The balance-paid e-mail, to the customer ("Payment Successful!": the order now proceeds
// to production; tracking information follows on shipping, delivery in 2-3 weeks).
export const BalanceReceivedDataSchema = z.strictObject({
  ...balanceMailFields,
  paymentId: z.string().min(1),
  url: z.url(),
});
export type BalanceReceivedData = z.infer<typeof BalanceReceivedDataSchema>;

export const balanceReceivedSubject = (data: BalanceReceivedData, shop: { name: string }) =>
  `Balance received for order #${data.orderId} - ${shop.name}`;

export function BalanceReceived({ data, shop }: MailProps<BalanceReceivedData>) {
  return (
    <MailLayout shop={shop} preview={`Order #${data.orderId} is paid in full and goes into production.`}>
      <MailHeading>{`Thank you! Order #${data.orderId} is paid in full`}</MailHeading>
      <MailText>{`Hi ${data.customerName},`}</MailText>
      <MailText>
        {
          "Your balance has been paid. Your order will now proceed to production. We will e-mail you the tracking information when your pins ship; the estimated delivery is 2-3 weeks."
        }
      </MailText>
      <BalanceSummary data={data} balanceLabel="Balance paid" />
      <MailButton href={data.url}>View your order</MailButton>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", margin: "0 0 14px" }}>
        {`PayPal payment ${data.paymentId}`}
      </Text>
    </MailLayout>
  );
}

export const balanceReceived = defineMailTemplate({
  schema: BalanceReceivedDataSchema,
  subject: balanceReceivedSubject,
  Component: BalanceReceived,
});
