// An order's ledger rows with their dates and PayPal ids, in cents: what a document that lists
// the order's payments and refunds (an invoice) reads. Which rows count is the money view's rule
// (money-rule.ts); this only reads them.
import { asc, eq } from "drizzle-orm";
import { payments } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";

export interface LedgerEntry {
  kind: string;
  status: string;
  applied: boolean;
  amountCents: number;
  createdAt: Date;
  /** PayPal's capture id (a payment) or refund id (a refund). */
  reference: string | null;
}

/** The order's ledger, oldest first. */
export async function listLedgerEntries(
  ref: { customOrderId: number } | { orderId: number },
  tx: Executor = db(),
): Promise<LedgerEntry[]> {
  const of =
    "orderId" in ref ? eq(payments.orderId, ref.orderId) : eq(payments.customOrderId, ref.customOrderId);
  const rows = await tx
    .select({
      kind: payments.kind,
      status: payments.status,
      applied: payments.applied,
      amountCents: payments.amountCents,
      createdAt: payments.createdAt,
      captureId: payments.providerCaptureId,
      refundId: payments.providerRefundId,
      orderId: payments.providerOrderId,
    })
    .from(payments)
    .where(of)
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map(({ captureId, refundId, orderId, ...row }) => ({
    ...row,
    reference: (row.kind === "refund" ? refundId : captureId) ?? orderId,
  }));
}
