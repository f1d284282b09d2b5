// Paying with PayPal: the server creates the PayPal order for an amount it computed,
// then captures it once, however many times and from however many places it is asked.
// See docs/decisions/003-payments.md.
import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { paymentIntents, payments } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, conflict, invalid } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { dollarsToCents, paypalAmount } from "../../lib/money.ts";
import { claimCapture, closeIntent, releaseClaim } from "./capture-claims.server.ts";
import {
  AMOUNT_MISMATCH_REFUNDED,
  CAPTURE_REUSED,
  fulfilIntent,
  ORDER_CREATION_FAILED,
  recordCapture,
} from "./payment-ledger.server.ts";
import type { PaymentIntent, PaymentRequestContext, PreparedPayment } from "./payment-purposes.server.ts";
import type {
  CaptureResultJson,
  CreatePaymentOrder,
  PaymentOrderJson,
  PaypalSetupJson,
} from "./payments.schemas.ts";
import { PAYMENT_CURRENCY } from "./payments.schemas.ts";
import {
  type CreateOrderInput,
  captureOrder,
  createOrder,
  getOrder,
  PAYER_ACTION_NEEDED,
  PAYMENT_DECLINED,
  PAYPAL_UNAVAILABLE,
  PaypalError,
  payerActionUrl,
  paypalBaseUrl,
  paypalClientId,
} from "./paypal-client.server.ts";
import { captureOf, type PaypalOrder } from "./paypal-wire.ts";
import { paymentPurpose } from "./purposes.server.ts";
import { refundNotApplied } from "./refunds.server.ts";

export const TOTAL_CHANGED = "The total has changed. Please review your order.";
export const NOTHING_TO_PAY = "Nothing to pay";
export const CAPTURE_IN_PROGRESS = "This payment is being processed. Please wait a moment.";
const WAIT_FOR_CAPTURE_MS = 25_000;
const WAIT_STEP_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PayPal-Request-Ids are derived from the intent: the id, plus its creation time so that a
// database rebuilt from scratch never replays another database's keys within PayPal's window.
const stamp = (intent: PaymentIntent) => intent.createdAt.getTime().toString(36);
export const createRequestId = (intent: PaymentIntent) => `intent-${intent.id}-${stamp(intent)}-create`;
export const captureRequestId = (intent: PaymentIntent) =>
  `intent-${intent.id}-${stamp(intent)}-capture-${intent.captureAttempt}`;

/**
 * `GET /paypal/setup`: what the checkout needs to show PayPal's button (or the test-mode one).
 * Only configuration: PayPal's buttons need the client id, not a client token (that is for card
 * fields, which the shop does not use), so no PayPal call is made and the button never waits.
 */
export function getPaypalSetup(): PaypalSetupJson {
  return { clientId: paypalClientId(), testMode: env().paymentsTestMode, currency: PAYMENT_CURRENCY };
}

/**
 * `POST /paypal/order`: the purpose computes the amount from server data; a client amount
 * that differs is a 409 and no PayPal order is made.
 */
export async function createPaymentOrder(
  input: CreatePaymentOrder,
  context: PaymentRequestContext,
): Promise<PaymentOrderJson> {
  const prepared = await paymentPurpose(input.purpose).computeAmount(input, context);
  if (!Number.isSafeInteger(prepared.amountCents) || prepared.amountCents < 0) {
    throw new Error(`The ${input.purpose} purpose computed an invalid amount: ${prepared.amountCents}`);
  }
  // A $0 total is not a free pass around payment.
  if (prepared.amountCents === 0) throw invalid(NOTHING_TO_PAY);
  const amount = paypalAmount(prepared.amountCents);
  if (input.amount !== undefined && dollarsToCents(input.amount) !== prepared.amountCents) {
    throw conflict(TOTAL_CHANGED, { amount });
  }
  const [intent] = await db()
    .insert(paymentIntents)
    .values({
      purpose: input.purpose,
      amountCents: prepared.amountCents,
      currency: PAYMENT_CURRENCY,
      customOrderId: prepared.customOrderId ?? null,
      sessionId: prepared.sessionId ?? null,
      buyerSession: context.browserSession,
      userId: prepared.userId ?? null,
      discountCodeId: prepared.discountCodeId ?? null,
      discountCents: prepared.discountCents ?? 0,
      snapshot: prepared.snapshot,
    })
    .returning();
  const customer = input.customer;
  const shipTo = customer ? { name: customer.name, ...customer.shippingAddress } : undefined;
  const order = await createPaypalOrder(intent!, prepared, amount, shipTo);
  return { id: order.id, status: order.status, amount };
}

async function createPaypalOrder(
  intent: PaymentIntent,
  { description, breakdown }: Pick<PreparedPayment, "description" | "breakdown">,
  amount: string,
  shipTo: CreateOrderInput["shipTo"],
): Promise<PaypalOrder> {
  const fail = async (lastError: string) => {
    await db()
      .update(paymentIntents)
      .set({ status: "failed", lastError })
      .where(eq(paymentIntents.id, intent.id));
  };
  let order: PaypalOrder;
  try {
    order = await createOrder({
      amountCents: intent.amountCents,
      currency: PAYMENT_CURRENCY,
      customId: String(intent.id),
      invoiceId: `intent-${intent.id}-${stamp(intent)}`,
      description,
      breakdown,
      requestId: createRequestId(intent),
      shipTo,
    });
  } catch (err) {
    await fail(err instanceof Error ? err.message : String(err));
    throw err;
  }
  const unit = order.purchase_units[0];
  const echoed = unit?.amount;
  if (
    (echoed && (echoed.value !== amount || echoed.currency_code !== PAYMENT_CURRENCY)) ||
    (unit?.custom_id ?? String(intent.id)) !== String(intent.id)
  ) {
    logger().error(
      { intentId: intent.id, paypalOrderId: order.id, echoed },
      "PayPal order does not match the intent",
    );
    await fail("PayPal answered a different order");
    throw new AppError("unavailable", PAYPAL_UNAVAILABLE);
  }
  await db()
    .update(paymentIntents)
    .set({ providerOrderId: order.id })
    .where(eq(paymentIntents.id, intent.id));
  return order;
}

/** Asks PayPal to capture; an order captured under an older request id is read back instead. */
async function capturePaypalOrder(intent: PaymentIntent): Promise<PaypalOrder> {
  const id = intent.providerOrderId!;
  try {
    return await captureOrder(id, captureRequestId(intent));
  } catch (err) {
    if (err instanceof PaypalError && err.issue === "ORDER_ALREADY_CAPTURED") return getOrder(id);
    throw err;
  }
}

/** PayPal's own page where the buyer finishes the payment, if it is PayPal's (or the emulator's). */
function trustedPayerActionUrl(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    const paypal =
      url.protocol === "https:" && (url.hostname === "paypal.com" || url.hostname.endsWith(".paypal.com"));
    return paypal || url.origin === new URL(paypalBaseUrl()).origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PAYER_ACTION_REQUIRED: not a decline. The buyer must go back to PayPal (3-D Secure, another
 * funding source); the order's `payer-action` link says where.
 */
async function payerAction(intent: PaymentIntent): Promise<AppError> {
  const order = await getOrder(intent.providerOrderId!).catch(() => undefined);
  const url = trustedPayerActionUrl(order && payerActionUrl(order));
  return new AppError("payment_failed", PAYER_ACTION_NEEDED, {
    issue: "PAYER_ACTION_REQUIRED",
    ...(url ? { payerActionUrl: url } : {}),
  });
}

async function runCapture(intent: PaymentIntent): Promise<CaptureResultJson> {
  let order: PaypalOrder;
  try {
    order = await capturePaypalOrder(intent);
  } catch (err) {
    // A capture PayPal is still completing (ORDER_COMPLETION_IN_PROGRESS after every retry) is
    // uncertain: the lease is given back with the same request id, the buyer is told it is being
    // processed, and a retry or reconciliation reads the final answer.
    await releaseClaim(intent, err instanceof PaypalError && !err.uncertain ? err : null);
    if (err instanceof PaypalError && err.issue === "PAYER_ACTION_REQUIRED") throw await payerAction(intent);
    throw err;
  }
  const capture = captureOf(order);
  if (!capture || order.id !== intent.providerOrderId) {
    logger().error(
      { intentId: intent.id, paypalOrderId: order.id },
      "PayPal capture answer without a capture",
    );
    await releaseClaim(intent, null);
    throw new AppError("unavailable", PAYPAL_UNAVAILABLE);
  }
  let recorded: Awaited<ReturnType<typeof recordCapture>>;
  try {
    recorded = await db().transaction((tx) => recordCapture(tx, intent.id, capture));
  } catch (err) {
    if (err instanceof AppError && err.message === CAPTURE_REUSED) await closeIntent(intent, CAPTURE_REUSED);
    else await releaseClaim(intent, null);
    throw err;
  }
  if (recorded.outcome === "declined") {
    throw new AppError("payment_failed", PAYMENT_DECLINED, { issue: "DECLINED" });
  }
  if (recorded.outcome === "mismatch") {
    await refundNotApplied(recorded.payment.id);
    throw conflict(AMOUNT_MISMATCH_REFUNDED);
  }
  return finishCapture(intent.id);
}

/**
 * Turns the recorded payment into its order, retrying once. If both tries fail, the payment
 * stays recorded and reconciliation creates the order later; the buyer is told.
 */
export async function finishCapture(intentId: number): Promise<CaptureResultJson> {
  let lastError: unknown;
  for (let tries = 0; tries < 2; tries++) {
    try {
      const done = await db().transaction((tx) => fulfilIntent(tx, intentId));
      if (done.kind === "fulfilled") return done.result;
      await refundNotApplied(done.paymentId);
      // The buyer's page shows the message: what happened, and that the money went back.
      throw conflict(done.message, { refunded: true });
    } catch (err) {
      if (err instanceof AppError) throw err;
      lastError = err;
      logger().error({ err, intentId, tries }, "payment recorded, but what it pays for could not be written");
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  await db()
    .update(paymentIntents)
    .set({ lastError: message.slice(0, 1000) })
    .where(eq(paymentIntents.id, intentId));
  const [payment] = await db()
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.paymentIntentId, intentId), isNull(payments.refundOfPaymentId)));
  return {
    status: payment?.status === "pending" ? "PENDING" : "COMPLETED",
    orderId: null,
    message: ORDER_CREATION_FAILED,
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the capture call comes from the browser that created the payment (in constant time). */
const isBuyer = (recorded: string | null, browserSession: string | null) =>
  recorded !== null && browserSession !== null && timingSafeEqual(digest(recorded), digest(browserSession));

/**
 * A guest's private order link goes only to the browser that created the payment, and once:
 * the PayPal order id in the capture's address is no secret (it is in PayPal's pages and the
 * browser's history), and the first to complete the capture may be another caller, PayPal's
 * webhook or reconciliation. The buyer's browser gets the link in the first answer it is given
 * once the order is made and paid, whoever made it (a fresh link when this call did not);
 * replays, and anyone else, get the answer without it. The receipt e-mail carries it too.
 */
async function answerFor(
  providerOrderId: string,
  result: CaptureResultJson,
  browserSession: string | null,
): Promise<CaptureResultJson> {
  const { viewUrl, ...answer } = result;
  if (answer.message || browserSession === null) return answer;
  if (viewUrl === undefined && answer.status !== "COMPLETED") return answer;
  return db().transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, providerOrderId));
    if (!intent?.fulfilledAt || intent.userId !== null || !isBuyer(intent.buyerSession, browserSession))
      return answer;
    // Of concurrent calls from the buyer's browser, the one that marks the intent answers the link.
    const [first] = await tx
      .update(paymentIntents)
      .set({ buyerLinkAt: new Date() })
      .where(and(eq(paymentIntents.id, intent.id), isNull(paymentIntents.buyerLinkAt)))
      .returning({ id: paymentIntents.id });
    if (!first) return answer;
    const link = viewUrl ?? (await paymentPurpose(intent.purpose).buyerViewUrl?.(tx, intent));
    return link ? { ...answer, viewUrl: link } : answer;
  });
}

/**
 * `POST /paypal/order/{id}/capture`: idempotent. Twenty concurrent calls make one PayPal
 * capture and one order; the others wait for it and answer the same result. A guest's private
 * link is answered only to `browserSession` of the payment's creator.
 */
export async function capturePaymentOrder(
  providerOrderId: string,
  browserSession: string | null = null,
): Promise<CaptureResultJson> {
  return answerFor(providerOrderId, await captureOnce(providerOrderId), browserSession);
}

async function captureOnce(providerOrderId: string): Promise<CaptureResultJson> {
  const deadline = Date.now() + WAIT_FOR_CAPTURE_MS;
  for (;;) {
    const claim = await claimCapture(providerOrderId);
    if (claim.kind === "settled") return finishCapture(claim.intent.id);
    if (claim.kind === "claimed") return runCapture(claim.intent);
    if (Date.now() > deadline) throw conflict(CAPTURE_IN_PROGRESS);
    await sleep(WAIT_STEP_MS);
  }
}
