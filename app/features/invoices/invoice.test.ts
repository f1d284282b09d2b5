import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildInvoice,
  type InvoiceLedgerRow,
  type InvoiceSource,
  invoiceFileName,
  invoiceNumber,
} from "./invoice.ts";

const row = (over: Partial<InvoiceLedgerRow>): InvoiceLedgerRow => ({
  kind: "cart",
  status: "completed",
  applied: true,
  amountCents: 0,
  at: "2026-11-20T10:00:00.000Z",
  reference: null,
  ...over,
});

function cartOrder(over: Partial<InvoiceSource> = {}): InvoiceSource {
  return {
    kind: "regular",
    orderId: 42,
    placedAt: "2026-11-20T10:00:00.000Z",
    status: "processing",
    statusLabel: "Processing",
    customer: { name: "Ada Lovelace", email: "ada@example.com" },
    shipTo: null,
    lines: [
      { description: "Links Flag", details: [], quantity: 2, unitCents: 1250 },
      { description: "Crossed Clubs", details: [], quantity: 1, unitCents: 999 },
    ],
    discountCents: 350,
    discountCode: "SAVE10",
    shippingCents: 595,
    taxCents: 287,
    totalCents: 2500 + 999 - 350 + 595 + 287,
    ledger: [row({ amountCents: 4031, reference: "CAP-1" })],
    ...over,
  };
}

describe("buildInvoice", () => {
  it("adds the lines, then takes the discount off and adds shipping and tax to the total", () => {
    const invoice = buildInvoice(cartOrder());
    expect(invoice.lines.map((l) => l.amountCents)).toEqual([2500, 999]);
    expect(invoice.subtotalCents).toBe(3499);
    expect(invoice).toMatchObject({
      discountCents: 350,
      shippingCents: 595,
      taxCents: 287,
      totalCents: 4031,
      adjustmentCents: 0,
      number: "R00042",
      fileName: "invoice-R00042.pdf",
      orderLabel: "Order #42",
    });
  });

  it("lists payments and refunds by date; net paid is payments less refunds; nothing due once paid", () => {
    const invoice = buildInvoice(
      cartOrder({
        ledger: [
          row({ kind: "refund", amountCents: 1000, at: "2026-11-22T09:00:00.000Z", reference: "REF-1" }),
          row({ amountCents: 4031, at: "2026-11-20T10:00:00.000Z", reference: "CAP-1" }),
        ],
      }),
    );
    expect(invoice.payments).toEqual([
      { label: "Payment", at: "2026-11-20T10:00:00.000Z", reference: "CAP-1", amountCents: 4031 },
      { label: "Refund", at: "2026-11-22T09:00:00.000Z", reference: "REF-1", amountCents: -1000 },
    ]);
    expect(invoice).toMatchObject({ paidCents: 4031, refundedCents: 1000, netPaidCents: 3031 });
    // A refund is never money owed.
    expect(invoice).toMatchObject({ balanceDueCents: 0, standing: "paid" });
  });

  it("a custom order with only its deposit paid owes the rest", () => {
    const invoice = buildInvoice({
      ...cartOrder(),
      kind: "custom",
      orderId: 7,
      status: "deposit_paid",
      lines: [
        { description: "Custom pins", details: ["Gold plating"], quantity: 100, unitCents: 525 },
        { description: "Rush order", details: [], quantity: 1, unitCents: 10_000 },
      ],
      discountCents: 0,
      discountCode: null,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 62_500,
      ledger: [row({ kind: "deposit", amountCents: 6250 })],
    });
    expect(invoice).toMatchObject({
      number: "C00007",
      orderLabel: "Custom order #7",
      subtotalCents: 62_500,
      totalCents: 62_500,
      paidCents: 6250,
      balanceDueCents: 56_250,
      standing: "due",
    });
    expect(invoice.payments).toEqual([expect.objectContaining({ label: "Deposit", amountCents: 6250 })]);
  });

  it("leaves out what the money view does not count: pending, declined and unapplied captures", () => {
    const invoice = buildInvoice(
      cartOrder({
        ledger: [
          row({ amountCents: 4031 }),
          row({ amountCents: 4031, applied: false, reference: "SECOND" }),
          row({ kind: "refund", amountCents: 4031, applied: false }),
          row({ amountCents: 500, status: "pending" }),
          row({ amountCents: 500, status: "declined" }),
          row({ kind: "refund", amountCents: 300, status: "pending" }),
        ],
      }),
    );
    expect(invoice.payments).toHaveLength(1);
    expect(invoice).toMatchObject({ paidCents: 4031, refundedCents: 0, netPaidCents: 4031 });
  });

  it("a cancelled order owes nothing, whatever was paid", () => {
    const invoice = buildInvoice(cartOrder({ status: "cancelled", statusLabel: "Cancelled", ledger: [] }));
    expect(invoice).toMatchObject({ balanceDueCents: 0, standing: "cancelled" });
  });

  it("states the recorded total and the difference when the parts do not add up to it", () => {
    const invoice = buildInvoice(cartOrder({ totalCents: 4000 }));
    expect(invoice).toMatchObject({ totalCents: 4000, adjustmentCents: -31 });
  });

  it("always adds up: subtotal − discount + shipping + tax + adjustment = total; balance = total − paid", () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), unitCents: cents }), {
          minLength: 1,
          maxLength: 40,
        }),
        cents,
        cents,
        cents,
        fc.array(fc.record({ refund: fc.boolean(), amountCents: cents }), { maxLength: 6 }),
        (lines, discountCents, shippingCents, taxCents, moves) => {
          const subtotal = lines.reduce((s, l) => s + l.quantity * l.unitCents, 0);
          const totalCents = Math.max(0, subtotal - discountCents) + shippingCents + taxCents;
          const invoice = buildInvoice(
            cartOrder({
              lines: lines.map((l) => ({ ...l, description: "Pin", details: [] })),
              discountCents,
              shippingCents,
              taxCents,
              totalCents,
              ledger: moves.map((m) =>
                row({ kind: m.refund ? "refund" : "cart", amountCents: m.amountCents }),
              ),
            }),
          );
          const { subtotalCents: s, adjustmentCents: adj } = invoice;
          expect(s - invoice.discountCents + invoice.shippingCents + invoice.taxCents + adj).toBe(totalCents);
          const listed = invoice.payments.reduce((sum, p) => sum + p.amountCents, 0);
          expect(listed).toBe(invoice.netPaidCents);
          expect(invoice.netPaidCents).toBe(invoice.paidCents - invoice.refundedCents);
          expect(invoice.balanceDueCents).toBe(Math.max(0, totalCents - invoice.paidCents));
        },
      ),
    );
  });
});

describe("invoice numbers", () => {
  it("tell the two kinds of order apart", () => {
    expect(invoiceNumber("regular", 5)).not.toBe(invoiceNumber("custom", 5));
    expect(invoiceNumber("custom", 1_234_567)).toBe("C1234567");
    expect(invoiceFileName("custom", 12)).toBe("invoice-C00012.pdf");
  });
});
