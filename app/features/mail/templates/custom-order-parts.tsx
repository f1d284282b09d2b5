import { Column, Hr, Row, Section, Text } from "@react-email/components";
import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS } from "./mail-layout.tsx";

// What both custom-order e-mails show (the customer's "order received" and the owner's "new
// order"): the options as labels and the engine's figures in cents.
const cents = z.number().int().min(0);

export const customOrderMailFields = {
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  quantity: z.number().int().positive(),
  size: z.string().min(1),
  plating: z.string().min(1),
  pinBack: z.string().min(1),
  packaging: z.array(z.string().min(1)).min(1),
  rushOrder: z.boolean(),
  pricePerPinCents: cents,
  subtotalCents: cents,
  rushFeeCents: cents,
  discountCents: cents,
  discountCode: z.string().nullable(),
  totalCents: cents,
  depositCents: cents,
  balanceCents: cents,
  paymentId: z.string().min(1),
  url: z.url(),
};

export const CustomOrderMailSchema = z.strictObject(customOrderMailFields);
export type CustomOrderMail = z.infer<typeof CustomOrderMailSchema>;

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

/** The pins ordered and the money: total, deposit paid, balance due after the mockup. */
export function CustomOrderSummary({ data }: { data: CustomOrderMail }) {
  return (
    <Section>
      <Line label="Quantity" value={`${data.quantity} pins`} />
      <Line label="Size" value={data.size} />
      <Line label="Plating" value={data.plating} />
      <Line label="Pin back" value={data.pinBack} />
      <Line label="Packaging" value={data.packaging.join(", ")} />
      <Line label="Delivery" value={data.rushOrder ? "Rush (2-3 weeks)" : "Standard (3-4 weeks)"} />
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      <Line
        label={`${data.quantity} × ${formatUsd(data.pricePerPinCents)}`}
        value={formatUsd(data.subtotalCents)}
      />
      {data.rushFeeCents > 0 ? <Line label="Rush order" value={formatUsd(data.rushFeeCents)} /> : null}
      {data.discountCents > 0 ? (
        <Line
          label={`Discount${data.discountCode ? ` (${data.discountCode})` : ""}`}
          value={formatUsd(-data.discountCents)}
        />
      ) : null}
      <Line label="Order total" value={formatUsd(data.totalCents)} strong />
      <Line label="10% deposit paid" value={formatUsd(-data.depositCents)} />
      <Line label="Balance due after mockup approval" value={formatUsd(data.balanceCents)} strong />
    </Section>
  );
}
