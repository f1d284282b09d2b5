import { z } from "zod";
import { BalanceSummary, balanceMailFields } from "./balance-mail-parts.tsx";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// To the shop owner when a balance is paid: the order is paid in full and can go into
// production.
export const BalancePaidDataSchema = z.strictObject({
  ...balanceMailFields,
  customerEmail: z.email(),
  paymentId: z.string().min(1),
  url: z.url(),
});
export type BalancePaidData = z.infer<typeof BalancePaidDataSchema>;

export const balancePaidSubject = (data: BalancePaidData) =>
  `Balance paid: custom order #${data.orderId} is ready for production`;

export function BalancePaid({ data, shop }: MailProps<BalancePaidData>) {
  return (
    <MailLayout shop={shop} preview={`${data.customerName} paid the balance of order #${data.orderId}.`}>
      <MailHeading>{`Custom order #${data.orderId} is paid in full`}</MailHeading>
      <MailText>
        {`${data.customerName} (${data.customerEmail}) paid the balance with PayPal (payment ${data.paymentId}). The order can go into production.`}
      </MailText>
      <BalanceSummary data={data} balanceLabel="Balance paid" />
      <MailButton href={data.url}>Open the order</MailButton>
    </MailLayout>
  );
}

export const balancePaid = defineMailTemplate({
  schema: BalancePaidDataSchema,
  subject: balancePaidSubject,
  Component: BalancePaid,
});
