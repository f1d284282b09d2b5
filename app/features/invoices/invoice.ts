// An order's invoice (and receipt) as figures: what was bought, what it came to, what was paid
// and refunded, and what is still due. Built by one pure function from what the order records,
// so the PDF, its tests and anything else that states an invoice read the same numbers. Money is
// integer cents; dates are ISO strings, formatted where they are shown.
import type { ShippingAddressJson } from "../orders/index.ts";
import { countsAs, moneyFromLedger } from "../payments/index.ts";

export const INVOICE_ORDER_KINDS = ["regular", "custom"] as const;
export type InvoiceOrderKind = (typeof INVOICE_ORDER_KINDS)[number];

/** Where the order ships: the address as the orders feature records it. */
export type InvoiceAddress = ShippingAddressJson;

/** One thing bought: a pin, or the custom order's pins, or its rush fee. */
export interface InvoiceLineInput {
  description: string;
  /** Smaller lines under the description (a custom order's options). */
  details: string[];
  quantity: number;
  unitCents: number;
}

/** One row of the order's payments ledger. */
export interface InvoiceLedgerRow {
  kind: string;
  status: string;
  applied: boolean;
  amountCents: number;
  at: string;
  /** PayPal's capture or refund id. */
  reference: string | null;
}

/** What the order records, as the invoice needs it. */
export interface InvoiceSource {
  kind: InvoiceOrderKind;
  orderId: number;
  placedAt: string;
  /** The order's status (`cancelled` ends any balance due) and its label for people. */
  status: string;
  statusLabel: string;
  customer: { name: string; email: string };
  shipTo: InvoiceAddress | null;
  lines: InvoiceLineInput[];
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  taxCents: number;
  /** The total the order was sold at, as recorded. */
  totalCents: number;
  ledger: InvoiceLedgerRow[];
}

export interface InvoiceLine extends InvoiceLineInput {
  amountCents: number;
}

/** A payment (positive) or a refund (negative), as the invoice lists it. */
export interface InvoicePayment {
  label: string;
  at: string;
  reference: string | null;
  amountCents: number;
}

/** Where the order stands: paid in full, money still due, or cancelled. */
export type InvoiceStanding = "paid" | "due" | "cancelled";

export interface Invoice {
  number: string;
  fileName: string;
  kind: InvoiceOrderKind;
  orderId: number;
  /** "Order #12" or "Custom order #12": how the shop's pages and e-mails name the order. */
  orderLabel: string;
  /** The invoice is dated the day the order was placed. */
  date: string;
  statusLabel: string;
  customer: { name: string; email: string };
  shipTo: InvoiceAddress | null;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  taxCents: number;
  /**
   * What the recorded total differs from its parts by; 0 for every order the shop makes, but an
   * invoice states the total the customer was charged, and says so when the parts do not add up.
   */
  adjustmentCents: number;
  totalCents: number;
  payments: InvoicePayment[];
  paidCents: number;
  refundedCents: number;
  netPaidCents: number;
  balanceDueCents: number;
  standing: InvoiceStanding;
}

const PAYMENT_LABELS: Record<string, string> = {
  cart: "Payment",
  deposit: "Deposit",
  balance: "Balance payment",
  refund: "Refund",
};

/** "R00042" for order 42, "C00042" for custom order 42: the two kinds number their orders apart. */
export function invoiceNumber(kind: InvoiceOrderKind, orderId: number): string {
  return `${kind === "custom" ? "C" : "R"}${String(orderId).padStart(5, "0")}`;
}

export const invoiceFileName = (kind: InvoiceOrderKind, orderId: number) =>
  `invoice-${invoiceNumber(kind, orderId)}.pdf`;

export const orderLabel = (kind: InvoiceOrderKind, orderId: number) =>
  `${kind === "custom" ? "Custom order" : "Order"} #${orderId}`;

/**
 * The invoice's figures: lines, subtotal, discount, shipping and tax to the total; the
 * payments and refunds the order's money view counts, newest last; and the balance due.
 */
export function buildInvoice(source: InvoiceSource): Invoice {
  const lines = source.lines.map((line) => ({ ...line, amountCents: line.quantity * line.unitCents }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const partsCents = subtotalCents - source.discountCents + source.shippingCents + source.taxCents;
  const counted = source.ledger
    .filter((row) => {
      const as = countsAs(row);
      return as === "charge" || as === "refund";
    })
    .sort((a, b) => a.at.localeCompare(b.at));
  const money = moneyFromLedger(source, counted);
  const cancelled = source.status === "cancelled";
  return {
    number: invoiceNumber(source.kind, source.orderId),
    fileName: invoiceFileName(source.kind, source.orderId),
    kind: source.kind,
    orderId: source.orderId,
    orderLabel: orderLabel(source.kind, source.orderId),
    date: source.placedAt,
    statusLabel: source.statusLabel,
    customer: source.customer,
    shipTo: source.shipTo,
    lines,
    subtotalCents,
    discountCents: source.discountCents,
    discountCode: source.discountCode,
    shippingCents: source.shippingCents,
    taxCents: source.taxCents,
    adjustmentCents: source.totalCents - partsCents,
    totalCents: source.totalCents,
    payments: counted.map((row) => ({
      label: PAYMENT_LABELS[row.kind] ?? "Payment",
      at: row.at,
      reference: row.reference,
      amountCents: row.kind === "refund" ? -row.amountCents : row.amountCents,
    })),
    paidCents: money.chargedCents,
    refundedCents: money.refundedCents,
    netPaidCents: money.netPaidCents,
    balanceDueCents: money.balanceDueCents,
    standing: cancelled ? "cancelled" : money.balanceDueCents > 0 ? "due" : "paid",
  };
}
