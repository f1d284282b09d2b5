// The ledger's core, shared by the capture call, webhooks and reconciliation: a PayPal capture
// is written down first (one row per capture id, one capture per intent), then turned into what
// it pays for in a step of its own that can fail and be retried. Every step runs under the
// intent's row lock and moves state only from where it expects it, so a late or repeated event
// changes nothing. See docs/decisions/003-payments.md.
import { and, eq, ne } from "drizzle-orm";
import { paymentIntents, payments } from "../../../db/schema.ts";
import type { Tx } from "../../lib/db.server.ts";
import { AppError, conflict, isUniqueViolation, notFound } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { dollarsToCents } from "../../lib/money.ts";
import { redeemDiscountCode, releaseDiscountCode } from "../discounts/index.server.ts";
import {
  CaptureNotApplied,
  type FulfilResult,
  ledgerKind,
  type Payment,
  type PaymentIntent,
} from "./payment-purposes.server.ts";
import type { CaptureResultJson } from "./payments.schemas.ts";
import { PAYMENT_DECLINED } from "./paypal-client.server.ts";
import type { PaypalCapture } from "./paypal-wire.ts";
import { paymentPurpose } from "./purposes.server.ts";

export const PAYMENT_NOT_FOUND = "Payment not found";
export const CAPTURE_REUSED = "This payment was already used for another purchase";
export const AMOUNT_MISMATCH_REFUNDED =
  "The payment did not match your order total, so it was refunded. Please try again.";
export const ORDER_CREATION_FAILED = "Payment successful but failed to create order. Please contact support.";
export const PAYMENT_CLOSED = "This payment can no longer be completed. Please start again.";

export type CaptureOutcome = "completed" | "pending" | "declined" | "mismatch";

export interface RecordedCapture {
  intent: PaymentIntent;
  payment: Payment;
  outcome: CaptureOutcome;
}

export async function lockIntent(tx: Tx, intentId: number): Promise<PaymentIntent> {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for("update");
  if (!intent) throw notFound(PAYMENT_NOT_FOUND);
  return intent;
}

/** The intent's capture row (its refunds aside); an intent is paid at most once (unique index). */
export async function captureRowOf(tx: Tx, intentId: number): Promise<Payment | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.paymentIntentId, intentId), ne(payments.kind, "refund")));
  return row;
}

export async function updateIntent(
  tx: Tx,
  intentId: number,
  set: Partial<typeof paymentIntents.$inferInsert>,
) {
  const [row] = await tx.update(paymentIntents).set(set).where(eq(paymentIntents.id, intentId)).returning();
  return row!;
}

/**
 * Gives back what the intent took for its capture when nothing was bought with it (it failed,
 * or a definite refusal ended its capture call): the discount use, and what its purpose held
 * (a cart's units). Call it after any savepoint rolled back, so the rollback cannot undo it.
 */
export async function releaseIntent(tx: Tx, intent: PaymentIntent): Promise<void> {
  await paymentPurpose(intent.purpose).releaseHold?.(tx, intent);
  if (intent.discountCodeId === null || !intent.discountRedeemed) return;
  await releaseDiscountCode(tx, intent.discountCodeId);
  await updateIntent(tx, intent.id, { discountRedeemed: false });
}

/** The error a closed intent answers with, the same on every replay. */
export function closedIntentError(intent: PaymentIntent): AppError {
  if (intent.lastError === PAYMENT_DECLINED) {
    return new AppError("payment_failed", PAYMENT_DECLINED, { issue: "DECLINED" });
  }
  return conflict(intent.status === "failed" && intent.lastError ? intent.lastError : PAYMENT_CLOSED);
}

/**
 * A capture that arrived without the usual claim (recovered after a crash, or after the intent
 * was given up) still counts its discount use; the buyer has paid the discounted total, so the
 * order is honoured even past the code's limit, and that is logged.
 */
async function redeemLateDiscount(tx: Tx, intent: PaymentIntent): Promise<void> {
  if (intent.discountCodeId === null || intent.discountRedeemed) return;
  const redeemed = await redeemDiscountCode(tx, intent.discountCodeId);
  if (!redeemed)
    logger().warn({ intentId: intent.id }, "discount honoured past its limit: the buyer already paid");
  await updateIntent(tx, intent.id, { discountRedeemed: redeemed });
}

function statusOf(capture: PaypalCapture): "completed" | "pending" | "declined" {
  if (capture.status === "PENDING") return "pending";
  if (capture.status === "DECLINED" || capture.status === "FAILED") return "declined";
  return "completed";
}

function outcomeOf(intent: PaymentIntent, payment: Payment): CaptureOutcome {
  if (payment.status === "declined") return "declined";
  if (intent.status === "failed") return "mismatch";
  return payment.status === "pending" ? "pending" : "completed";
}

/**
 * Writes a capture PayPal reported (capture answer, webhook or reconciliation) into the ledger.
 * The same capture again is a no-op; a capture id already used by another intent is refused.
 * A capture whose amount or currency differs from the intent's is recorded as taken, and the
 * intent fails: the caller refunds it.
 */
export async function recordCapture(
  tx: Tx,
  intentId: number,
  capture: PaypalCapture,
): Promise<RecordedCapture> {
  const intent = await lockIntent(tx, intentId);
  const [known] = await tx.select().from(payments).where(eq(payments.providerCaptureId, capture.id));
  const existing = known ?? (await captureRowOf(tx, intent.id));
  if (existing) {
    if (existing.paymentIntentId !== intent.id || existing.providerCaptureId !== capture.id) {
      logger().error(
        { intentId, captureId: capture.id, paymentId: existing.id },
        "capture id reused or second capture",
      );
      throw conflict(CAPTURE_REUSED);
    }
    return { intent, payment: existing, outcome: outcomeOf(intent, existing) };
  }
  if (capture.custom_id !== undefined && capture.custom_id !== String(intent.id)) {
    logger().error(
      { intentId, customId: capture.custom_id, captureId: capture.id },
      "capture belongs to another intent",
    );
    throw conflict(CAPTURE_REUSED);
  }
  const capturedCents = dollarsToCents(capture.amount.value);
  const matches = capture.amount.currency_code === intent.currency && capturedCents === intent.amountCents;
  const status = statusOf(capture);
  let payment: Payment;
  try {
    [payment] = (await tx
      .insert(payments)
      .values({
        kind: ledgerKind(intent.purpose),
        status,
        providerOrderId: intent.providerOrderId,
        providerCaptureId: capture.id,
        amountCents: capturedCents ?? 0,
        currency: capture.amount.currency_code,
        customOrderId: intent.customOrderId,
        paymentIntentId: intent.id,
        // A capture that does not match its intent is refunded and never counts toward the order.
        applied: matches,
        ...(matches ? {} : { note: AMOUNT_MISMATCH_REFUNDED }),
        raw: capture as unknown as Record<string, unknown>,
      })
      .returning()) as [Payment];
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    logger().error({ intentId, captureId: capture.id }, "capture id already in the ledger");
    throw conflict(CAPTURE_REUSED);
  }
  const outcome: CaptureOutcome = status === "declined" ? "declined" : matches ? status : "mismatch";
  if (outcome === "mismatch") {
    logger().error(
      { intentId, captureId: capture.id, expected: intent.amountCents, got: capture.amount },
      "captured amount or currency differs from the intent: refunding",
    );
  }
  const closed = outcome === "declined" || outcome === "mismatch";
  if (closed) await releaseIntent(tx, intent);
  else await redeemLateDiscount(tx, intent);
  const updated = await updateIntent(tx, intent.id, {
    captureStartedAt: null,
    status: closed ? "failed" : outcome === "pending" ? "pending" : "captured",
    lastError:
      outcome === "declined" ? PAYMENT_DECLINED : outcome === "mismatch" ? AMOUNT_MISMATCH_REFUNDED : null,
  });
  return { intent: updated, payment, outcome };
}

function resultOf(payment: Payment, refs: FulfilResult): CaptureResultJson {
  return {
    status: payment.status === "pending" ? "PENDING" : "COMPLETED",
    ...(refs.orderId ? { orderId: refs.orderId } : {}),
    ...(refs.customOrderId ? { customOrderId: refs.customOrderId } : {}),
    ...(refs.viewUrl ? { viewUrl: refs.viewUrl } : {}),
  };
}

/** What `fulfilIntent` answers: the result, or the capture it could not apply. */
export type Fulfilment =
  | { kind: "fulfilled"; result: CaptureResultJson }
  | { kind: "not_applied"; paymentId: number; message: string };

/**
 * Keeps a capture its purpose could not apply as taken but not applied: counted nowhere, its
 * intent failed with the buyer's message (a replayed capture answers it again), the discount use
 * given back. The caller refunds it at once; reconciliation refunds it if the caller could not.
 */
async function markNotApplied(tx: Tx, intent: PaymentIntent, payment: Payment, message: string) {
  await tx
    .update(payments)
    .set({ applied: false, note: message, customOrderId: intent.customOrderId, orderId: intent.orderId })
    .where(eq(payments.id, payment.id));
  await releaseIntent(tx, intent);
  await updateIntent(tx, intent.id, { status: "failed", captureStartedAt: null, lastError: message });
  logger().warn({ intentId: intent.id, paymentId: payment.id }, "capture not applied: refunding it");
}

/**
 * Creates what a recorded payment pays for, once: the purpose's `onCaptured` runs under the
 * intent's lock and the intent is marked fulfilled in the same transaction. A capture the
 * purpose cannot apply is marked so, in this transaction, and answered as `not_applied`.
 */
export async function fulfilIntent(tx: Tx, intentId: number): Promise<Fulfilment> {
  const intent = await lockIntent(tx, intentId);
  const payment = await captureRowOf(tx, intent.id);
  if (!payment || intent.status === "failed" || intent.status === "cancelled")
    throw closedIntentError(intent);
  if (intent.fulfilledAt) return { kind: "fulfilled", result: resultOf(payment, intent) };
  let refs: FulfilResult;
  try {
    refs = await tx.transaction((sp) => paymentPurpose(intent.purpose).onCaptured(sp, intent, payment));
  } catch (err) {
    if (!(err instanceof CaptureNotApplied)) throw err;
    await markNotApplied(tx, intent, payment, err.message);
    return { kind: "not_applied", paymentId: payment.id, message: err.message };
  }
  const orderId = refs.orderId ?? intent.orderId;
  const customOrderId = refs.customOrderId ?? intent.customOrderId;
  await updateIntent(tx, intent.id, { fulfilledAt: new Date(), orderId, customOrderId, lastError: null });
  await tx.update(payments).set({ orderId, customOrderId }).where(eq(payments.id, payment.id));
  return {
    kind: "fulfilled",
    result: resultOf(payment, { orderId, customOrderId, viewUrl: refs.viewUrl }),
  };
}

/**
 * Inside a caller's transaction: a failure rolls back to a savepoint and is left to
 * reconciliation. Answers the id of a completed capture that could not be applied, for the
 * caller to refund once its transaction is committed (reconciliation refunds it otherwise).
 */
export async function tryFulfil(tx: Tx, intentId: number): Promise<number | null> {
  try {
    const done = await tx.transaction((sp) => fulfilIntent(sp, intentId));
    if (done.kind === "fulfilled") return null;
    const [row] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, done.paymentId));
    return row?.status === "completed" ? done.paymentId : null;
  } catch (err) {
    logger().error({ err, intentId }, "payment recorded, fulfilment failed: reconciliation will retry");
    return null;
  }
}

/**
 * A pending capture settled (webhook or reconciliation). Only `pending` moves; answers the
 * payment ids whose money must now be refunded (a settled capture of a failed intent, or one
 * its purpose could not apply), for the caller to refund with `refundNotApplied` once its
 * transaction is committed.
 */
export async function settlePendingPayment(
  tx: Tx,
  payment: Payment,
  outcome: "completed" | "declined",
  raw: Record<string, unknown>,
): Promise<number[]> {
  const intent = await lockIntent(tx, payment.paymentIntentId!);
  const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
  if (current?.status !== "pending") return [];
  const [settled] = await tx
    .update(payments)
    .set({ status: outcome, raw })
    .where(eq(payments.id, current.id))
    .returning();
  const handler = paymentPurpose(intent.purpose);
  if (outcome === "declined") {
    await releaseIntent(tx, intent);
    const failed = await updateIntent(tx, intent.id, { status: "failed", lastError: PAYMENT_DECLINED });
    if (intent.fulfilledAt) await handler.onDeclined?.(tx, failed, settled!);
    return [];
  }
  if (intent.status === "failed") return [current.id];
  const captured = await updateIntent(tx, intent.id, { status: "captured" });
  if (intent.fulfilledAt) {
    // The order may have changed while PayPal reviewed the payment (cancelled, say): a capture
    // its purpose can no longer apply is kept as not applied and refunded, like one at capture.
    try {
      await tx.transaction(async (sp) => {
        await handler.onCompleted?.(sp, captured, settled!);
      });
    } catch (err) {
      if (!(err instanceof CaptureNotApplied)) throw err;
      await markNotApplied(tx, captured, settled!, err.message);
      return [current.id];
    }
    return [];
  }
  const notApplied = await tryFulfil(tx, intent.id);
  return notApplied === null ? [] : [notApplied];
}
