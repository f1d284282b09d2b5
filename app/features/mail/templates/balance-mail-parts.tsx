import { Hr, Section } from "@react-email/components";
import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS } from "./mail-layout.tsx";
import { MailLine } from "./mail-parts.tsx";

// What the balance e-mails share ("balance link", "balance paid"): the order in a line or
// three and its money (pins, shipping, sales tax, deposit paid, balance), the balance-payment
// page's payment summary.
const cents = z.number().int().min(0);

export const balanceMailFields = {
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  quantity: z.number().int().positive(),
  size: z.string().min(1),
  plating: z.string().min(1),
  totalCents: cents,
  // E-mails queued before shipping and tax existed carry none.
  shippingCents: cents.default(0),
  taxCents: cents.default(0),
  depositPaidCents: cents,
  balanceCents: cents,
};

export interface BalanceMailFigures {
  quantity: number;
  size: string;
  plating: string;
  /** The pins, after the discount. */
  totalCents: number;
  shippingCents: number;
  taxCents: number;
  depositPaidCents: number;
  balanceCents: number;
}

/** The pins, shipping, tax, the order total, the deposit already paid and the balance (due, or now paid). */
export function BalanceSummary({ data, balanceLabel }: { data: BalanceMailFigures; balanceLabel: string }) {
  return (
    <Section>
      <MailLine label="Quantity" value={`${data.quantity} pins`} />
      <MailLine label="Size" value={data.size} />
      <MailLine label="Plating" value={data.plating} />
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      {data.shippingCents > 0 || data.taxCents > 0 ? (
        <>
          <MailLine label="Pins" value={formatUsd(data.totalCents)} />
          <MailLine
            label="Shipping"
            value={data.shippingCents > 0 ? formatUsd(data.shippingCents) : "Free"}
          />
          {data.taxCents > 0 ? <MailLine label="Sales tax" value={formatUsd(data.taxCents)} /> : null}
        </>
      ) : null}
      <MailLine
        label="Total order value"
        value={formatUsd(data.totalCents + data.shippingCents + data.taxCents)}
      />
      <MailLine label="Deposit paid" value={formatUsd(-data.depositPaidCents)} />
      <MailLine label={balanceLabel} value={formatUsd(data.balanceCents)} strong />
    </Section>
  );
}
