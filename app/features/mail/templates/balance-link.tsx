import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { BalanceSummary, balanceMailFields } from "./balance-mail-parts.tsx";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// The balance-link e-mail: the design is approved; the customer pays the rest by the private link
// and keeps the link to the order's page.
export const BalanceLinkDataSchema = z.strictObject({
  ...balanceMailFields,
  payUrl: z.url(),
  orderUrl: z.url(),
  /** When the owner re-quoted at the proof: the total before, and the reason of the adjustment. */
  previousTotalCents: z.number().int().min(0).optional(),
  requoteReason: z.string().max(200).nullish(),
});
export type BalanceLinkData = z.infer<typeof BalanceLinkDataSchema>;

export const balanceLinkSubject = (data: BalanceLinkData, shop: { name: string }) =>
  `Your design is approved: pay the balance for order #${data.orderId} - ${shop.name}`;

export function BalanceLink({ data, shop }: MailProps<BalanceLinkData>) {
  return (
    <MailLayout
      shop={shop}
      preview={`Order #${data.orderId} is approved. Pay the balance to start production.`}
    >
      <MailHeading>{`Order #${data.orderId}: your design is approved`}</MailHeading>
      <MailText>{`Hi ${data.customerName},`}</MailText>
      <MailText>
        {
          "Your design has been approved! Complete your payment to start production. Once the balance is paid, your pins go into production and arrive in an estimated 2-3 weeks."
        }
      </MailText>
      {data.previousTotalCents === undefined ? null : (
        <MailText>
          {`You approved the new price with the design: ${formatUsd(
            data.totalCents + data.shippingCents + data.taxCents,
          )} (was ${formatUsd(data.previousTotalCents)}).${data.requoteReason ? ` Reason: ${data.requoteReason}` : ""}`}
        </MailText>
      )}
      <BalanceSummary data={data} balanceLabel="Remaining balance" />
      <MailButton href={data.payUrl}>Pay the balance</MailButton>
      <MailText>
        {"This payment link is private: anyone who has it can pay for this order, so please do not share it."}
      </MailText>
      <MailButton href={data.orderUrl}>View your order</MailButton>
    </MailLayout>
  );
}

export const balanceLink = defineMailTemplate({
  schema: BalanceLinkDataSchema,
  subject: balanceLinkSubject,
  Component: BalanceLink,
});
