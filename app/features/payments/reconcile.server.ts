// Reconciliation: every five minutes, whatever a crash, a lost
// answer or a failed write left half-done is finished. Money PayPal took always ends as an
// order or a refund, never silently kept. Each step is idempotent under the same locks as the
// live path, so it is safe beside live captures and webhooks.
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { paymentIntents, payments } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { registerJob } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { formatUsd } from "../../lib/money.ts";
import { CAPTURE_LEASE_SECONDS } from "./capture-claims.server.ts";
import {
  captureRowOf,
  fulfilIntent,
  lockIntent,
  recordCapture,
  releaseIntent,
  settlePendingPayment,
  updateIntent,
} from "./payment-ledger.server.ts";
import type { PaymentIntent } from "./payment-purposes.server.ts";
import { getCapture, getOrder, PaypalError } from "./paypal-client.server.ts";
import { captureOf } from "./paypal-wire.ts";
import { refundNotApplied, sendRefund } from "./refunds.server.ts";

export const RECONCILE_JOB = "payments.reconcile";
const BATCH = 50;
/** A paid intent whose order still cannot be written after this long is refunded. */
export const REFUND_UNFULFILLED_AFTER_HOURS = 24;
/** An intent left `created` this long is checked with PayPal (its capture answer may be lost). */
export const STALE_INTENT_MINUTES = 15;
/** PayPal's approval lapses after about three hours; an intent this old is closed. */
export const ABANDON_INTENT_HOURS = 72;
export const PENDING_CHECK_MINUTES = 60;
const PENDING_REFUND_RETRY_MINUTES = 2;

export interface ReconcileReport {
  fulfilled: number;
  refunded: number;
  refundsRetried: number;
  recovered: number;
  closed: number;
  settled: number;
  failed: number;
}

const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Refunds a capture never applied (its ledger row says why), counted in the report. */
async function refundQuietly(paymentId: number, report: ReconcileReport) {
  if (await refundNotApplied(paymentId)) report.refunded++;
  else report.failed++;
}

/** 1. Recorded payments without their order: create it; after a day of failures, refund. */
async function fulfilRecorded(report: ReconcileReport) {
  const rows = await db()
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.status, ["captured", "pending"]), isNull(paymentIntents.fulfilledAt)))
    .limit(BATCH);
  for (const { id } of rows) {
    try {
      const done = await db().transaction((tx) => fulfilIntent(tx, id));
      if (done.kind === "not_applied") await refundQuietly(done.paymentId, report);
      else report.fulfilled++;
    } catch (err) {
      report.failed++;
      logger().error({ err, intentId: id }, "reconciliation could not create what a payment pays for");
      await giveUpIfTooOld(id, report);
    }
  }
}

async function giveUpIfTooOld(intentId: number, report: ReconcileReport) {
  const paymentId = await db().transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId);
    const payment = await captureRowOf(tx, intentId);
    if (intent.fulfilledAt || !payment || payment.status !== "completed") return null;
    if (payment.createdAt > ago(REFUND_UNFULFILLED_AFTER_HOURS * HOUR)) return null;
    await releaseIntent(tx, intent);
    await updateIntent(tx, intentId, {
      status: "failed",
      lastError: "Refunded: the order could not be created",
    });
    // Never applied to an order, so it counts toward none (its refund follows it).
    await tx
      .update(payments)
      .set({
        applied: false,
        note: `The order could not be created, so this payment of ${formatUsd(payment.amountCents)} was refunded to you.`,
      })
      .where(eq(payments.id, payment.id));
    return payment.id;
  });
  if (paymentId !== null) await refundQuietly(paymentId, report);
}

/** 2. Money kept on a failed intent (a mismatched capture whose refund did not go through). */
async function refundFailedIntents(report: ReconcileReport) {
  const rows = await db()
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentIntents, eq(paymentIntents.id, payments.paymentIntentId))
    .where(
      and(
        eq(paymentIntents.status, "failed"),
        ne(payments.kind, "refund"),
        eq(payments.status, "completed"),
        // A refund PayPal failed or cancelled is the owner's to look at, not retried forever.
        sql`not exists (select 1 from payments r where r.refund_of_payment_id = ${payments.id} and r.status in ('pending', 'failed'))`,
      ),
    )
    .limit(BATCH);
  for (const { id } of rows) await refundQuietly(id, report);
}

/**
 * 3. Refund calls whose answer was lost or that PayPal was still processing: sent again with
 * the same request id. Refunds PayPal answered PENDING are read back (GET) less often.
 */
async function retryPendingRefunds(report: ReconcileReport) {
  const rows = await db()
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.kind, "refund"),
        eq(payments.status, "pending"),
        or(
          and(
            isNull(payments.providerRefundId),
            lt(payments.updatedAt, ago(PENDING_REFUND_RETRY_MINUTES * MINUTE)),
          ),
          and(
            isNotNull(payments.providerRefundId),
            lt(payments.updatedAt, ago(PENDING_CHECK_MINUTES * MINUTE)),
          ),
        ),
      ),
    )
    .limit(BATCH);
  for (const { id } of rows) {
    try {
      await sendRefund(id);
      report.refundsRetried++;
    } catch (err) {
      report.failed++;
      logger().warn({ err, refundId: id }, "pending refund still not confirmed");
    }
  }
}

async function closeIntent(intent: PaymentIntent, lastError: string, report: ReconcileReport) {
  await db().transaction(async (tx) => {
    const current = await lockIntent(tx, intent.id);
    if (current.status !== "created") return;
    await releaseIntent(tx, current);
    await updateIntent(tx, intent.id, { status: "cancelled", lastError });
  });
  report.closed++;
}

/** 4. Intents still `created` after a while: PayPal may have captured them (lost answer, crash). */
async function recoverStaleIntents(report: ReconcileReport) {
  const stale = await db()
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, "created"),
        isNotNull(paymentIntents.providerOrderId),
        lt(paymentIntents.updatedAt, ago(STALE_INTENT_MINUTES * MINUTE)),
        or(
          isNull(paymentIntents.captureStartedAt),
          lt(paymentIntents.captureStartedAt, ago(CAPTURE_LEASE_SECONDS * 1000)),
        ),
      ),
    )
    .orderBy(paymentIntents.updatedAt)
    .limit(BATCH);
  for (const intent of stale) {
    try {
      await recoverIntent(intent, report);
    } catch (err) {
      report.failed++;
      logger().warn({ err, intentId: intent.id }, "could not check a stale payment with PayPal");
    }
  }
}

async function recoverIntent(intent: PaymentIntent, report: ReconcileReport) {
  let order: Awaited<ReturnType<typeof getOrder>>;
  try {
    order = await getOrder(intent.providerOrderId!);
  } catch (err) {
    if (err instanceof PaypalError && err.code === "not_found")
      return closeIntent(intent, "PayPal no longer knows this order", report);
    throw err;
  }
  const capture = captureOf(order);
  if (capture) {
    const recorded = await db().transaction((tx) => recordCapture(tx, intent.id, capture));
    report.recovered++;
    logger().warn(
      { intentId: intent.id, captureId: capture.id },
      "recovered a capture whose answer was lost",
    );
    if (recorded.outcome === "mismatch") await refundQuietly(recorded.payment.id, report);
    if (recorded.outcome === "completed" || recorded.outcome === "pending") {
      const done = await db().transaction((tx) => fulfilIntent(tx, intent.id));
      if (done.kind === "not_applied") await refundQuietly(done.paymentId, report);
      else report.fulfilled++;
    }
    return;
  }
  if (order.status === "VOIDED" || intent.createdAt < ago(ABANDON_INTENT_HOURS * HOUR)) {
    return closeIntent(intent, "The buyer did not complete the payment", report);
  }
  await db().update(paymentIntents).set({ updatedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
}

/** 5. Captures PayPal is still reviewing: asked again, in case their webhook never came. */
async function checkPendingCaptures(report: ReconcileReport) {
  const rows = await db()
    .select()
    .from(payments)
    .where(
      and(
        ne(payments.kind, "refund"),
        eq(payments.status, "pending"),
        isNotNull(payments.providerCaptureId),
        lt(payments.updatedAt, ago(PENDING_CHECK_MINUTES * MINUTE)),
      ),
    )
    .limit(BATCH);
  for (const payment of rows) {
    try {
      const capture = await getCapture(payment.providerCaptureId!);
      const outcome =
        capture.status === "PENDING"
          ? null
          : capture.status === "DECLINED" || capture.status === "FAILED"
            ? "declined"
            : "completed";
      if (!outcome) {
        await db().update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, payment.id));
        continue;
      }
      const refunds = await db().transaction((tx) => settlePendingPayment(tx, payment, outcome, capture));
      report.settled++;
      for (const id of refunds) await refundQuietly(id, report);
    } catch (err) {
      report.failed++;
      logger().warn({ err, paymentId: payment.id }, "could not check a pending capture");
    }
  }
}

export async function reconcilePayments(): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    fulfilled: 0,
    refunded: 0,
    refundsRetried: 0,
    recovered: 0,
    closed: 0,
    settled: 0,
    failed: 0,
  };
  await fulfilRecorded(report);
  await refundFailedIntents(report);
  await retryPendingRefunds(report);
  await recoverStaleIntents(report);
  await checkPendingCaptures(report);
  const changed = Object.values(report).some((n) => n > 0);
  if (changed) logger().info({ report }, "payments reconciled");
  return report;
}

registerJob(
  RECONCILE_JOB,
  async () => {
    await reconcilePayments();
  },
  { retryLimit: 0, expireInSeconds: 600, schedule: { cron: "*/5 * * * *" } },
);
