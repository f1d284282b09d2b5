// PayPal's webhook (docs/product-rules.md#paypal-webhooks). Each delivery is verified
// with PayPal, stored once by its event id, and applied in the same transaction, so a duplicate
// sent 70 ms later waits for the first and then finds it done. Every handler moves state only
// from where it expects it, so an event arriving out of order changes nothing it should not.
import { eq } from "drizzle-orm";
import { paymentIntents, payments, webhookEvents } from "../../../db/schema.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { AppError, invalid } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import {
  lockIntent,
  recordCapture,
  releaseIntent,
  settlePendingPayment,
  tryFulfil,
  updateIntent,
} from "./payment-ledger.server.ts";
import { verifyWebhookSignature } from "./paypal-client.server.ts";
import {
  type PaypalCapture,
  PaypalCaptureSchema,
  PaypalRefundSchema,
  type PaypalWebhookEvent,
  PaypalWebhookEventSchema,
} from "./paypal-wire.ts";
import { recordPaypalRefund, refundNotApplied } from "./refunds.server.ts";

export const INVALID_SIGNATURE = "Invalid webhook signature";

export interface WebhookOutcome {
  duplicate: boolean;
}

/** Our intent for a capture PayPal reports: by its PayPal order id, then by our `custom_id`. */
async function intentFor(tx: Tx, capture: PaypalCapture): Promise<number | null> {
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  if (orderId) {
    const [row] = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, orderId));
    if (row) return row.id;
  }
  if (capture.custom_id && /^\d{1,9}$/.test(capture.custom_id)) {
    const [row] = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, Number(capture.custom_id)));
    if (row) return row.id;
  }
  return null;
}

/** PAYMENT.CAPTURE.COMPLETED / PENDING / DENIED / DECLINED: answers payment ids to refund. */
async function applyCaptureEvent(tx: Tx, event: PaypalWebhookEvent): Promise<number[]> {
  const parsed = PaypalCaptureSchema.safeParse(event.resource);
  if (!parsed.success) {
    logger().warn({ eventId: event.id, type: event.event_type }, "capture event without a usable capture");
    return [];
  }
  const capture = parsed.data;
  const [payment] = await tx.select().from(payments).where(eq(payments.providerCaptureId, capture.id));
  if (payment) {
    if (capture.status === "COMPLETED") return settlePendingPayment(tx, payment, "completed", capture);
    if (capture.status === "DECLINED" || capture.status === "FAILED") {
      return settlePendingPayment(tx, payment, "declined", capture);
    }
    return [];
  }
  // A capture we never recorded (the capture call's answer was lost): repair from PayPal's word.
  const intentId = await intentFor(tx, capture);
  if (intentId === null) {
    logger().info({ eventId: event.id, captureId: capture.id }, "capture event for no intent of ours");
    return [];
  }
  const recorded = await recordCapture(tx, intentId, capture);
  if (recorded.outcome === "mismatch" && recorded.payment.status === "completed")
    return [recorded.payment.id];
  if (recorded.outcome === "completed" || recorded.outcome === "pending") {
    const notApplied = await tryFulfil(tx, intentId);
    if (notApplied !== null) return [notApplied];
  }
  return [];
}

/** PAYMENT.CAPTURE.REFUNDED / REVERSED: the refund's `up` link names the capture. */
async function applyRefundEvent(tx: Tx, event: PaypalWebhookEvent): Promise<void> {
  const parsed = PaypalRefundSchema.safeParse(event.resource);
  const up = parsed.success ? parsed.data.links.find((l) => l.rel === "up")?.href : undefined;
  const captureId = up?.split("/").at(-1);
  if (!parsed.success || !captureId) {
    logger().warn({ eventId: event.id }, "refund event without a capture link");
    return;
  }
  await recordPaypalRefund(tx, captureId, parsed.data);
}

/** CHECKOUT.PAYMENT-APPROVAL.REVERSED: the approval lapsed before capture; the intent closes. */
async function applyApprovalReversed(tx: Tx, event: PaypalWebhookEvent): Promise<void> {
  const orderId = event.resource.order_id ?? event.resource.id;
  if (typeof orderId !== "string") return;
  const [row] = await tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(eq(paymentIntents.providerOrderId, orderId));
  if (!row) return;
  const intent = await lockIntent(tx, row.id);
  if (intent.status !== "created") return;
  await releaseIntent(tx, intent);
  await updateIntent(tx, intent.id, {
    status: "cancelled",
    lastError: "PayPal reversed the approval before capture",
  });
}

async function applyEvent(tx: Tx, event: PaypalWebhookEvent): Promise<number[]> {
  switch (event.event_type) {
    case "PAYMENT.CAPTURE.COMPLETED":
    case "PAYMENT.CAPTURE.PENDING":
    case "PAYMENT.CAPTURE.DENIED":
    case "PAYMENT.CAPTURE.DECLINED":
      return applyCaptureEvent(tx, event);
    case "PAYMENT.CAPTURE.REFUNDED":
    case "PAYMENT.CAPTURE.REVERSED":
      await applyRefundEvent(tx, event);
      return [];
    case "CHECKOUT.PAYMENT-APPROVAL.REVERSED":
      await applyApprovalReversed(tx, event);
      return [];
    default:
      return [];
  }
}

/**
 * `POST /api/paypal/webhook`. A forged, edited or foreign event is a 400 with no state change;
 * PayPal being unreachable is a 503, so PayPal delivers again later.
 */
export async function handlePaypalWebhook(headers: Headers, rawBody: string): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw invalid("The webhook body is not valid JSON");
  }
  const parsed = PaypalWebhookEventSchema.safeParse(json);
  if (!parsed.success) throw invalid("The webhook body is not a PayPal event");
  if (!(await verifyWebhookSignature(headers, rawBody))) {
    logger().warn(
      { eventId: parsed.data.id, type: parsed.data.event_type },
      "webhook refused: bad signature",
    );
    throw new AppError("invalid", INVALID_SIGNATURE);
  }
  const event = parsed.data;
  const outcome = await db().transaction(async (tx) => {
    const [stored] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, eventType: event.event_type, payload: json as Record<string, unknown> })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!stored) return { duplicate: true, refunds: [] as number[] };
    const refunds = await applyEvent(tx, event);
    await tx.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, event.id));
    return { duplicate: false, refunds };
  });
  // A capture whose amount differs from the order, or that could not be applied to it.
  for (const paymentId of outcome.refunds) await refundNotApplied(paymentId);
  if (outcome.duplicate) logger().info({ eventId: event.id }, "duplicate webhook ignored");
  return { duplicate: outcome.duplicate };
}
