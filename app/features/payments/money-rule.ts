// The rule of an order's money view, on the ledger rows themselves: what was charged, refunded,
// paid net, and what is still due (docs/product-rules.md#money). Browser-safe and pure, so the
// server's view (money-view.server.ts) and a document built from the same rows (an invoice)
// apply one rule and cannot disagree.

export interface MoneyView {
  /** Applied captures PayPal completed (a pending capture is not counted until it completes). */
  chargedCents: number;
  /** Refunds PayPal completed, of applied captures. */
  refundedCents: number;
  /** charged − refunded. */
  netPaidCents: number;
  /** max(0, total − charged) for a live order, 0 for a cancelled one: a refund never adds to it. */
  balanceDueCents: number;
  /** Of the charge, what the deposits took (custom orders). */
  depositCents: number;
  /**
   * Applied captures PayPal is still reviewing: not charged yet, but money the order will hold
   * if PayPal completes them (cancelling an order names it).
   */
  pendingCents: number;
}

/** One row of the payments ledger, as far as the money view reads it. */
export interface LedgerFigure {
  kind: string;
  status: string;
  amountCents: number;
  /** False for a capture that was never applied to the order (refunded at once) and its refunds. */
  applied: boolean;
}

/** How a ledger row counts in the view: a charge, a refund, pending, or not at all. */
export function countsAs(row: LedgerFigure): "charge" | "refund" | "pending" | null {
  if (!row.applied) return null;
  if (row.kind === "refund") return row.status === "completed" ? "refund" : null;
  if (row.status === "pending") return "pending";
  return row.status === "completed" || row.status === "refunded" ? "charge" : null;
}

/** The view of an order (its total and status) from its ledger rows. */
export function moneyFromLedger(
  order: { totalCents: number; status: string },
  rows: LedgerFigure[],
): MoneyView {
  const sums = { chargedCents: 0, refundedCents: 0, depositCents: 0, pendingCents: 0 };
  for (const row of rows) {
    const counted = countsAs(row);
    if (counted === "refund") sums.refundedCents += row.amountCents;
    else if (counted === "pending") sums.pendingCents += row.amountCents;
    else if (counted === "charge") {
      sums.chargedCents += row.amountCents;
      if (row.kind === "deposit") sums.depositCents += row.amountCents;
    }
  }
  const live = order.status !== "cancelled";
  return {
    ...sums,
    netPaidCents: sums.chargedCents - sums.refundedCents,
    balanceDueCents: live ? Math.max(0, order.totalCents - sums.chargedCents) : 0,
  };
}
