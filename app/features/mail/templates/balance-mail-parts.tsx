import { Hr, Section } from "@react-email/components";
import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS } from "./mail-layout.tsx";
import { MailLine } from "./mail-parts.tsx";

// What the balance e-mails share ("balance link", "balance paid"): the order in a line or
// three and its money, the balance-payment page's payment summary.
const cents = z.number().int().min(0);

export const balanceMailFields = {
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  quantity: z.number().int().positive(),
  size: z.string().min(1),
  plating: z.string().min(1),
  totalCents: cents,
  depositPaidCents: cents,
  balanceCents: cents,
};

export interface BalanceMailFigures {
  quantity: number;
  size: string;
  plating: string;
  totalCents: number;
  depositPaidCents: number;
  balanceCents: number;
}

/** The pins, the order total, the deposit already paid and the balance (due, or now paid). */
export function BalanceSummary({ data, balanceLabel }: { data: BalanceMailFigures; balanceLabel: string }) {
  return (
    <Section>
      <MailLine label="Quantity" value={`${data.quantity} pins`} />
      <MailLine label="Size" value={data.size} />
      <MailLine label="Plating" value={data.plating} />
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      <MailLine label="Total order value" value={formatUsd(data.totalCents)} />
      <MailLine label="Deposit paid" value={formatUsd(-data.depositPaidCents)} />
      <MailLine label={balanceLabel} value={formatUsd(data.balanceCents)} strong />
    </Section>
  );
}
