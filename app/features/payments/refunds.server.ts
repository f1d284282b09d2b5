// Refunds. A refund is written into the ledger as `pending` before PayPal is asked, with a
// random PayPal-Request-Id kept on the row, so every retry sends the same id and the total of
// pending and completed refunds can never exceed the capture. Only PayPal's COMPLETED counts.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { payments } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { conflict, notFound } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { centsToDollars, dollarsToCents, paypalAmount } from "../../lib/money.ts";
import { queueMail } from "../mail/index.server.ts";
import { lockIntent, PAYMENT_NOT_FOUND } from "./payment-ledger.server.ts";
import type { Payment } from "./payment-purposes.server.ts";
import type { RefundJson } from "./payments.schemas.ts";
import { getRefund, PaypalError, refundCapture } from "./paypal-client.server.ts";
import { IN_PROGRESS_ISSUES } from "./paypal-errors.server.ts";
import type { PaypalRefund } from "./paypal-wire.ts";
import { paymentPurpose } from "./purposes.server.ts";

export const REFUND_IN_PROGRESS = "A refund of this payment is still being processed";
export const REFUND_TOO_LARGE = "The refund is larger than what is left of the payment";
export const NOT_REFUNDABLE = "Only a completed payment can be refunded";
export const REFUND_PROCESSING = "PayPal is still processing this refund; it will be checked again shortly";
export const REFUND_PENDING = "PayPal accepted the refund and will complete it later";
const refundNotDone = (status: string) =>
  `PayPal did not complete this refund (${status}): the money was not returned`;

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

/** The admin who asked for a refund, kept on its ledger row; none when PayPal or a job did. */
const requestedBy = (row: Payment): number | null =>
  typeof row.raw?.byUserId === "number" ? row.raw.byUserId : null;

/** Whether the owner asked for the refunded order's units to go back on the shelf. */
const restockAsked = (row: Payment): boolean => row.raw?.restock === true;

/**
 * Marks the capture refunded once nothing is left, and tells its purpose, which notes it (with
 * the owner's reason and who asked) in the order's history and names the customer, who is
 * e-mailed the amount and the reason. A capture never applied changes nothing on its order: the
 * purpose only notes its refund and names whom to e-mail.
 */
async function applyRefund(tx: Tx, captured: Payment, refund: Payment): Promise<void> {
  const amountCents = refund.amountCents;
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
  const handler = paymentPurpose(intent.purpose);
  // A capture never applied is its purpose's business no longer, but the buyer is still told
  // why the money went back (its ledger row says why it could not be applied).
  const reason = captured.applied ? refund.note : (captured.note ?? refund.note);
  const notice = captured.applied
    ? await handler.onRefunded?.(tx, intent, current!, {
        amountCents,
        fully,
        reason,
        byUserId: requestedBy(refund),
        restock: restockAsked(refund),
      })
    : await handler.onNotAppliedRefunded?.(tx, intent, current!, { amountCents, reason });
  if (!notice) return;
  await queueMail(tx, {
    to: notice.email,
    template: "payment-refunded",
    data: {
      orderId: notice.orderId,
      orderKind: notice.orderKind,
      customerName: notice.customerName,
      amountCents,
      reason,
      url: notice.url,
    },
  });
}

/**
 * A refund row of a capture: under the same orders and intent, and applied only when the
 * capture was (the refund of a capture never applied counts nowhere either).
 */
const refundRowOf = (captured: Payment, amountCents: number) => ({
  kind: "refund" as const,
  providerOrderId: captured.providerOrderId,
  refundOfPaymentId: captured.id,
  amountCents,
  currency: captured.currency,
  orderId: captured.orderId,
  customOrderId: captured.customOrderId,
  paymentIntentId: captured.paymentIntentId,
  applied: captured.applied,
});

/**
 * An admin's refund in the audit log, under the order it pays back. It is the owner's decision,
 * logged with the pending ledger row it starts, before PayPal is asked: the ledger row then
 * shows whether PayPal completed it.
 */
async function auditRefund(tx: Tx, captured: Payment, refund: Payment, restock: boolean) {
  const entity = captured.orderId
    ? ({ entity: "order", entityId: captured.orderId } as const)
    : captured.customOrderId
      ? ({ entity: "custom_order", entityId: captured.customOrderId } as const)
      : ({ entity: "payment", entityId: captured.id } as const);
  await recordAudit(tx, {
    action: "refund.create",
    ...entity,
    after: {
      paymentId: captured.id,
      paymentKind: captured.kind,
      refundId: refund.id,
      amount: centsToDollars(refund.amountCents),
      reason: refund.note,
      ...(restock ? { restock } : {}),
    },
  });
}

/** The pending ledger row of a refund, written before PayPal is asked (its request id with it). */
async function insertPendingRefund(
  tx: Tx,
  captured: Payment,
  cents: number,
  { reason, byUserId, restock = false }: { reason?: string; byUserId?: number; restock?: boolean },
): Promise<Payment> {
  const [inserted] = await tx
    .insert(payments)
    .values({
      ...refundRowOf(captured, cents),
      status: "pending",
      providerRequestId: `refund-${randomUUID()}`,
      note: reason || null,
      raw:
        reason || byUserId || restock
          ? {
              ...(reason ? { reason } : {}),
              ...(byUserId ? { byUserId } : {}),
              ...(restock ? { restock } : {}),
            }
          : null,
    })
    .returning();
  return inserted!;
}

/**
 * Starts, in the caller's transaction, refunds of `cents` in all from the custom order's applied
 * captures PayPal completed, oldest first, each within what is left of it. The caller holds the
 * order's row lock and, once its transaction commits, sends them with `sendStartedRefunds`; one
 * that cannot be sent then is retried by reconciliation with the same request id, so the money
 * goes back once. Answers the refund rows' ids (none when nothing is left to refund).
 */
export async function startOrderRefund(
  tx: Tx,
  ref: { customOrderId: number },
  cents: number,
  reason: string,
): Promise<number[]> {
  const captures = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.customOrderId, ref.customOrderId),
        inArray(payments.kind, ["deposit", "balance"]),
        eq(payments.applied, true),
        eq(payments.status, "completed"),
      ),
    )
    .orderBy(payments.id);
  const ids: number[] = [];
  let rest = cents;
  for (const { id } of captures) {
    if (rest <= 0) break;
    const captured = await lockCaptured(tx, id);
    if (captured.status !== "completed" || !captured.providerCaptureId) continue;
    const { completed, pending } = await refundTotals(tx, captured.id);
    const take = Math.min(rest, captured.amountCents - completed - pending);
    if (take <= 0) continue;
    ids.push((await insertPendingRefund(tx, captured, take, { reason })).id);
    rest -= take;
  }
  if (rest > 0) logger().error({ ...ref, cents, rest }, "not enough completed payment to refund");
  return ids;
}

/** Sends refunds started in a committed transaction; a failure is logged and left to reconciliation. */
export async function sendStartedRefunds(ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      await sendRefund(id);
    } catch (err) {
      logger().error({ err, refundId: id }, "refund not sent: reconciliation will retry");
    }
  }
}

/**
 * Starts a refund of a completed payment: all that is left without `amountCents`. `byUserId`
 * is the admin who asked, so the order's history names them; `restock` returns a cart order's
 * units to stock once the refund completes.
 */
export async function refundPayment(
  paymentId: number,
  amountCents?: number,
  reason?: string,
  byUserId?: number,
  restock = false,
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
    const inserted = await insertPendingRefund(tx, captured, cents, { reason, byUserId, restock });
    await auditRefund(tx, captured, inserted, restock);
    return inserted;
  });
  logger().info({ paymentId, refundId: row.id, amountCents: row.amountCents, reason }, "refund started");
  return sendRefund(row.id);
}

/** Why a capture never applied is refunded, when its row does not say. */
const NOT_APPLIED_REASON = "The payment could not be applied to the order, so it was refunded to you.";

/**
 * Refunds in full a capture that was never applied to its order (a second deposit, a payment
 * for a cancelled order, an amount that did not match), with the reason its ledger row gives.
 * Every path that finds one (the capture call, a webhook, reconciliation) calls this once its
 * own transaction is committed, so the refund never waits on, or rolls back with, that
 * transaction. A refund that cannot start now (PayPal down, a refund already in flight) is
 * logged and left to reconciliation; the ledger's checks make a second start refund nothing.
 * Answers whether PayPal was asked without an error.
 */
export async function refundNotApplied(paymentId: number): Promise<boolean> {
  try {
    const [row] = await db().select({ note: payments.note }).from(payments).where(eq(payments.id, paymentId));
    await refundPayment(paymentId, undefined, row?.note || NOT_APPLIED_REASON);
    return true;
  } catch (err) {
    logger().error({ err, paymentId }, "refund of a capture not applied failed: reconciliation will retry");
    return false;
  }
}

/**
 * Asks PayPal about a pending refund row. A row PayPal has not answered yet is sent (again) with
 * the request id stored with it, so a retry after a timeout can never refund twice; a row PayPal
 * answered PENDING is read back by its refund id. A definite refusal fails the row; a request
 * PayPal is still processing stays pending for reconciliation.
 */
export async function sendRefund(refundRowId: number): Promise<RefundJson> {
  const [row] = await db().select().from(payments).where(eq(payments.id, refundRowId));
  if (row?.kind !== "refund" || row.refundOfPaymentId === null) throw notFound(PAYMENT_NOT_FOUND);
  if (row.status !== "pending") return toRefundJson(row);
  const [captured] = await db().select().from(payments).where(eq(payments.id, row.refundOfPaymentId));
  let refund: PaypalRefund;
  try {
    refund = row.providerRefundId
      ? await getRefund(row.providerRefundId)
      : await refundCapture(
          captured!.providerCaptureId!,
          row.amountCents,
          row.providerRequestId ?? `refund-${row.id}`,
          row.currency,
        );
  } catch (err) {
    if (err instanceof PaypalError && err.uncertain && err.issue && IN_PROGRESS_ISSUES.has(err.issue)) {
      logger().warn({ refundId: row.id, issue: err.issue }, "refund still in progress at PayPal");
      return { ...toRefundJson(row), message: REFUND_PROCESSING };
    }
    if (err instanceof PaypalError && !err.uncertain && !row.providerRefundId) {
      await db()
        .update(payments)
        .set({ status: "failed", raw: { ...row.raw, error: err.message, issue: err.issue ?? null } })
        .where(and(eq(payments.id, row.id), eq(payments.status, "pending")));
    }
    throw err;
  }
  return db().transaction((tx) => applyRefundAnswer(tx, row.id, refund));
}

/**
 * Moves a pending refund row by PayPal's refund status: COMPLETED counts as refunded, PENDING
 * waits (a webhook or reconciliation reads it again), FAILED and CANCELLED never count and the
 * row shows the owner that the money did not go back.
 */
async function applyRefundAnswer(tx: Tx, refundRowId: number, refund: PaypalRefund): Promise<RefundJson> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, refundRowId));
  const captured = await lockCaptured(tx, row!.refundOfPaymentId!);
  const [current] = await tx.select().from(payments).where(eq(payments.id, refundRowId)).for("update");
  if (current!.status !== "pending") return toRefundJson(current!);
  const raw = { ...current!.raw, refund };
  if (refund.status === "PENDING") {
    const [waiting] = await tx
      .update(payments)
      .set({ providerRefundId: refund.id, raw, updatedAt: new Date() })
      .where(eq(payments.id, refundRowId))
      .returning();
    logger().info(
      { refundId: refundRowId, reason: refund.status_details?.reason },
      "refund pending at PayPal",
    );
    return { ...toRefundJson(waiting!), message: REFUND_PENDING };
  }
  if (refund.status === "FAILED" || refund.status === "CANCELLED") {
    const [failed] = await tx
      .update(payments)
      .set({ status: "failed", providerRefundId: refund.id, raw: { ...raw, error: refund.status } })
      .where(eq(payments.id, refundRowId))
      .returning();
    logger().error(
      { refundId: refundRowId, paymentId: captured.id, status: refund.status },
      "PayPal did not complete a refund: the money was not returned",
    );
    return { ...toRefundJson(failed!), message: refundNotDone(refund.status) };
  }
  const [done] = await tx
    .update(payments)
    .set({ status: "completed", providerRefundId: refund.id, raw })
    .where(eq(payments.id, refundRowId))
    .returning();
  await applyRefund(tx, captured, done!);
  return toRefundJson(done!);
}

/**
 * A refund event (PAYMENT.CAPTURE.REFUNDED and the like): idempotent by PayPal's refund id, and
 * decided by the refund's own status. It settles our own pending refund (one PayPal answered
 * PENDING, or a call whose answer we lost) or records a refund made at PayPal.
 */
export async function recordPaypalRefund(tx: Tx, captureId: string, refund: PaypalRefund): Promise<void> {
  const [known] = await tx.select().from(payments).where(eq(payments.providerRefundId, refund.id));
  if (known) {
    if (known.status === "pending") await applyRefundAnswer(tx, known.id, refund);
    return;
  }
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
        eq(payments.status, "pending"),
        isNull(payments.providerRefundId),
        eq(payments.amountCents, cents),
      ),
    )
    .limit(1)
    .for("update");
  if (ours) {
    await applyRefundAnswer(tx, ours.id, refund);
    return;
  }
  if (refund.status === "FAILED" || refund.status === "CANCELLED") {
    logger().warn(
      { captureId, refundId: refund.id, status: refund.status },
      "a refund made at PayPal did not go through",
    );
    return;
  }
  const [made] = await tx
    .insert(payments)
    .values({
      ...refundRowOf(captured, cents),
      status: refund.status === "PENDING" ? "pending" : "completed",
      providerRefundId: refund.id,
      raw: { refund, source: "paypal" },
    })
    .returning();
  if (refund.status === "COMPLETED") await applyRefund(tx, captured, made!);
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
    applied: r.applied,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}
