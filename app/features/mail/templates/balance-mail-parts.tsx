import { Column, Hr, Row, Section, Text } from "@react-email/components";
import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS } from "./mail-layout.tsx";

// What the balance e-mails share (D8: "balance link", "balance paid"): the order in a line or
// three and its money, the balance-payment page's payment summary (spec section 2).
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

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = { color: MAIL_COLORS.ink, fontSize: "14px", margin: "4px 0", fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

/** The pins, the order total, the deposit already paid and the balance (due, or now paid). */
export function BalanceSummary({ data, balanceLabel }: { data: BalanceMailFigures; balanceLabel: string }) {
  return (
    <Section>
      <Line label="Quantity" value={`${data.quantity} pins`} />
      <Line label="Size" value={data.size} />
      <Line label="Plating" value={data.plating} />
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      <Line label="Total order value" value={formatUsd(data.totalCents)} />
      <Line label="Deposit paid" value={formatUsd(-data.depositPaidCents)} />
      <Line label={balanceLabel} value={formatUsd(data.balanceCents)} strong />
    </Section>
  );
}
