// Refunds. A refund is written into the ledger as `pending`
// before PayPal is asked, so its PayPal-Request-Id (`refund-{row id}`) is stable across
// retries, and the total of pending and completed refunds can never exceed the capture.
import { and, eq, inArray, sql } from "drizzle-orm";
import { payments } from "../../../db/schema.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { conflict, notFound } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { centsToDollars, dollarsToCents, paypalAmount } from "../../lib/money.ts";
import { lockIntent, PAYMENT_NOT_FOUND } from "./payment-ledger.server.ts";
import type { Payment } from "./payment-purposes.server.ts";
import type { RefundJson } from "./payments.schemas.ts";
import { PaypalError, refundCapture } from "./paypal-client.server.ts";
import type { PaypalRefund } from "./paypal-wire.ts";
import { paymentPurpose } from "./purposes.server.ts";

export const REFUND_IN_PROGRESS = "A refund of this payment is still being processed";
export const REFUND_TOO_LARGE = "The refund is larger than what is left of the payment";
export const NOT_REFUNDABLE = "Only a completed payment can be refunded";

function toRefundJson(row: Payment): RefundJson {
  return {
    id: row.id,
    paymentId: row.refundOfPaymentId!,
    status: row.status === "completed" ? "completed" : row.status === "pending" ? "pending" : "failed",
    amount: centsToDollars(row.amountCents),
    providerRefundId: row.providerRefundId,
  };
}

async function refundTotals(tx: Tx, paymentId: number) {
  const [totals] = await tx
    .select({
      completed: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'completed'), 0)::int`,
      pending: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'pending'), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.refundOfPaymentId, paymentId), eq(payments.kind, "refund")));
  return { completed: Number(totals?.completed ?? 0), pending: Number(totals?.pending ?? 0) };
}

/** Locks the intent, then the captured payment (always in that order, as every payment step). */
async function lockCaptured(tx: Tx, paymentId: number): Promise<Payment> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!row || row.kind === "refund") throw notFound(PAYMENT_NOT_FOUND);
  if (row.paymentIntentId !== null) await lockIntent(tx, row.paymentIntentId);
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return locked!;
}

/** Marks the capture refunded once nothing is left, and tells its purpose. */
async function applyRefund(tx: Tx, captured: Payment, amountCents: number): Promise<void> {
  const { completed } = await refundTotals(tx, captured.id);
  const fully = completed >= captured.amountCents;
  if (completed > captured.amountCents) {
    logger().error({ paymentId: captured.id, completed }, "refunds exceed the capture");
  }
  const [current] = fully
    ? await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, captured.id)).returning()
    : [captured];
  if (captured.paymentIntentId === null) return;
  const intent = await lockIntent(tx, captured.paymentIntentId);
  await paymentPurpose(intent.purpose).onRefunded?.(tx, intent, current!, { amountCents, fully });
}

/** Starts a refund of a completed payment: all that is left without `amountCents`. */
export async function refundPayment(
  paymentId: number,
  amountCents?: number,
  reason?: string,
): Promise<RefundJson> {
  const row = await db().transaction(async (tx) => {
    const captured = await lockCaptured(tx, paymentId);
    if (captured.status !== "completed" || !captured.providerCaptureId) throw conflict(NOT_REFUNDABLE);
    const { completed, pending } = await refundTotals(tx, captured.id);
    if (pending > 0) throw conflict(REFUND_IN_PROGRESS);
    const left = captured.amountCents - completed;
    const cents = amountCents ?? left;
    if (cents <= 0 || cents > left)
      throw conflict(REFUND_TOO_LARGE, { left: paypalAmount(Math.max(0, left)) });
    const [inserted] = await tx
      .insert(payments)
      .values({
        kind: "refund",
        status: "pending",
        providerOrderId: captured.providerOrderId,
        refundOfPaymentId: captured.id,
        amountCents: cents,
        currency: captured.currency,
        orderId: captured.orderId,
        customOrderId: captured.customOrderId,
        paymentIntentId: captured.paymentIntentId,
        raw: reason ? { reason } : null,
      })
      .returning();
    return inserted!;
  });
  logger().info({ paymentId, refundId: row.id, amountCents: row.amountCents, reason }, "refund started");
  return sendRefund(row.id);
}

/**
 * Asks PayPal for a pending refund row; the same row always sends the same request id, so a
 * retry after a timeout can never refund twice. A definite refusal fails the row.
 */
export async function sendRefund(refundRowId: number): Promise<RefundJson> {
  const [row] = await db().select().from(payments).where(eq(payments.id, refundRowId));
  if (row?.kind !== "refund" || row.refundOfPaymentId === null) throw notFound(PAYMENT_NOT_FOUND);
  if (row.status !== "pending") return toRefundJson(row);
  const [captured] = await db().select().from(payments).where(eq(payments.id, row.refundOfPaymentId));
  let refund: PaypalRefund;
  try {
    refund = await refundCapture(
      captured!.providerCaptureId!,
      row.amountCents,
      `refund-${row.id}`,
      row.currency,
    );
  } catch (err) {
    if (err instanceof PaypalError && !err.uncertain) {
      await db()
        .update(payments)
        .set({ status: "failed", raw: { ...row.raw, error: err.message, issue: err.issue ?? null } })
        .where(and(eq(payments.id, row.id), eq(payments.status, "pending")));
    }
    throw err;
  }
  return db().transaction((tx) => completeRefund(tx, row.id, refund));
}

async function completeRefund(tx: Tx, refundRowId: number, refund: PaypalRefund): Promise<RefundJson> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, refundRowId));
  const captured = await lockCaptured(tx, row!.refundOfPaymentId!);
  const [current] = await tx.select().from(payments).where(eq(payments.id, refundRowId)).for("update");
  if (current!.status === "completed") return toRefundJson(current!);
  const [done] = await tx
    .update(payments)
    .set({ status: "completed", providerRefundId: refund.id, raw: { ...current!.raw, refund } })
    .where(eq(payments.id, refundRowId))
    .returning();
  await applyRefund(tx, captured, done!.amountCents);
  return toRefundJson(done!);
}

/**
 * PAYMENT.CAPTURE.REFUNDED: idempotent by PayPal's refund id. It completes our own pending
 * refund of that amount (a call whose answer we lost) or records a refund made at PayPal.
 */
export async function recordPaypalRefund(tx: Tx, captureId: string, refund: PaypalRefund): Promise<void> {
  const [known] = await tx.select().from(payments).where(eq(payments.providerRefundId, refund.id));
  if (known) return;
  const [row] = await tx.select().from(payments).where(eq(payments.providerCaptureId, captureId));
  if (!row) return;
  const captured = await lockCaptured(tx, row.id);
  const cents = refund.amount ? dollarsToCents(refund.amount.value) : null;
  if (cents === null || cents <= 0) {
    logger().error({ captureId, refundId: refund.id }, "refund event without a usable amount");
    return;
  }
  const [ours] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.refundOfPaymentId, captured.id),
        eq(payments.kind, "refund"),
        inArray(payments.status, ["pending"]),
        eq(payments.amountCents, cents),
      ),
    )
    .limit(1)
    .for("update");
  if (ours) {
    await tx
      .update(payments)
      .set({ status: "completed", providerRefundId: refund.id, raw: { ...ours.raw, refund } })
      .where(eq(payments.id, ours.id));
  } else {
    await tx.insert(payments).values({
      kind: "refund",
      status: "completed",
      providerOrderId: captured.providerOrderId,
      providerRefundId: refund.id,
      refundOfPaymentId: captured.id,
      amountCents: cents,
      currency: captured.currency,
      orderId: captured.orderId,
      customOrderId: captured.customOrderId,
      paymentIntentId: captured.paymentIntentId,
      raw: { refund, source: "paypal" },
    });
  }
  await applyRefund(tx, captured, cents);
}

/** The admin's view of one order's ledger rows. */
export async function listPayments(filter: { orderId?: number; customOrderId?: number }) {
  const where = filter.orderId
    ? eq(payments.orderId, filter.orderId)
    : filter.customOrderId
      ? eq(payments.customOrderId, filter.customOrderId)
      : undefined;
  if (!where) return [];
  const rows = await db().select().from(payments).where(where).orderBy(payments.id);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    amount: centsToDollars(r.amountCents),
    currency: r.currency,
    providerOrderId: r.providerOrderId,
    providerCaptureId: r.providerCaptureId,
    providerRefundId: r.providerRefundId,
    refundOfPaymentId: r.refundOfPaymentId,
    createdAt: r.createdAt.toISOString(),
  }));
}
