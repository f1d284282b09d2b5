import { Hr, Section } from "@react-email/components";
import { z } from "zod";
import { formatCalendarDate } from "../../../lib/calendar-days.ts";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS } from "./mail-layout.tsx";
import { MailLine } from "./mail-parts.tsx";

// What both custom-order e-mails show (the customer's "order received" and the owner's "new
// order"): the options as labels, the engine's figures in cents, and the shipping and sales tax
// the deposit fixed (the deposit carries its share of the tax, the balance the rest).
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
  // E-mails queued before shipping and tax existed carry none.
  shippingCents: cents.default(0),
  taxCents: cents.default(0),
  depositTaxCents: cents.default(0),
  paymentId: z.string().min(1),
  url: z.url(),
  /** The day the customer needs the pins by (YYYY-MM-DD), if they gave one. */
  inHandsDate: z.iso.date().nullable().default(null),
};

export const CustomOrderMailSchema = z.strictObject(customOrderMailFields);
export type CustomOrderMail = z.infer<typeof CustomOrderMailSchema>;

/** The pins ordered and the money: total with shipping and tax, deposit paid, balance due after the mockup. */
export function CustomOrderSummary({ data }: { data: CustomOrderMail }) {
  const grandTotal = data.totalCents + data.shippingCents + data.taxCents;
  const depositPaid = data.depositCents + data.depositTaxCents;
  const depositLabel =
    data.depositTaxCents > 0
      ? `10% deposit paid (incl. ${formatUsd(data.depositTaxCents)} sales tax)`
      : "10% deposit paid";
  return (
    <Section>
      <MailLine label="Quantity" value={`${data.quantity} pins`} />
      <MailLine label="Size" value={data.size} />
      <MailLine label="Plating" value={data.plating} />
      <MailLine label="Pin back" value={data.pinBack} />
      <MailLine label="Packaging" value={data.packaging.join(", ")} />
      <MailLine label="Delivery" value={data.rushOrder ? "Rush (2-3 weeks)" : "Standard (3-4 weeks)"} />
      {data.inHandsDate ? (
        <MailLine label="In hands by" value={formatCalendarDate(data.inHandsDate)} />
      ) : null}
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      <MailLine
        label={`${data.quantity} × ${formatUsd(data.pricePerPinCents)}`}
        value={formatUsd(data.subtotalCents)}
      />
      {data.rushFeeCents > 0 ? <MailLine label="Rush order" value={formatUsd(data.rushFeeCents)} /> : null}
      {data.discountCents > 0 ? (
        <MailLine
          label={`Discount${data.discountCode ? ` (${data.discountCode})` : ""}`}
          value={formatUsd(-data.discountCents)}
        />
      ) : null}
      <MailLine label="Shipping" value={data.shippingCents > 0 ? formatUsd(data.shippingCents) : "Free"} />
      {data.taxCents > 0 ? <MailLine label="Sales tax" value={formatUsd(data.taxCents)} /> : null}
      <MailLine label="Order total" value={formatUsd(grandTotal)} strong />
      <MailLine label={depositLabel} value={formatUsd(-depositPaid)} />
      <MailLine
        label="Balance due after mockup approval"
        value={formatUsd(grandTotal - depositPaid)}
        strong
      />
    </Section>
  );
}
