// `POST /api/balance-payment/{token}/complete`: the page's confirmation of what
// the balance capture did. The `balance` purpose does the work when PayPal's capture is
// recorded; this reads the ledger and answers the order, the same every time. Given a PayPal
// order the capture call never reached (its answer was lost), it captures it, idempotently.
import { and, eq, isNull, or } from "drizzle-orm";
import { paymentIntents, payments } from "../../../../db/schema.ts";
import { db } from "../../../lib/db.server.ts";
import { AppError, conflict, notFound } from "../../../lib/errors.server.ts";
import type { PaymentIntent } from "../../payments/index.server.ts";
import {
  capturePaymentOrder,
  finishCapture,
  PAYMENT_DECLINED,
  PAYMENT_NOT_FOUND,
} from "../../payments/index.server.ts";
import { findCustomOrder } from "../custom-orders.server.ts";
import {
  PAYMENT_NOT_USD,
  PAYMENT_OTHER_ORDER,
  PAYMENT_REFUNDED,
  PAYMENT_UNDER_REVIEW,
} from "../deposit/index.server.ts";
import { findIssuedOrderLink } from "../order-links.server.ts";
import { balanceFigures, toBalancePaymentJson } from "./balance-figures.server.ts";
import {
  BALANCE_LINK_NOT_FOUND,
  BALANCE_PAYMENT_NOT_APPLIED,
  type BalancePaymentJson,
  type CompleteBalancePayment,
} from "./balance-payment.schemas.ts";
import { BalanceSnapshotSchema } from "./balance-purpose.server.ts";

/** The balance link an intent was created with. */
const linkOf = (intent: PaymentIntent) => BalanceSnapshotSchema.safeParse(intent.snapshot).data?.linkId;

/** The ledger's balance row (and its intent) for a PayPal capture id or PayPal order id. */
async function findBalancePayment(providerId: string) {
  const [row] = await db()
    .select({ payment: payments, intent: paymentIntents })
    .from(payments)
    .innerJoin(paymentIntents, eq(paymentIntents.id, payments.paymentIntentId))
    .where(
      and(
        eq(payments.kind, "balance"),
        isNull(payments.refundOfPaymentId),
        or(eq(payments.providerCaptureId, providerId), eq(payments.providerOrderId, providerId)),
      ),
    )
    .orderBy(payments.id)
    .limit(1);
  return row;
}

async function findBalanceIntent(providerOrderId: string) {
  const [intent] = await db()
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.purpose, "balance")))
    .limit(1);
  return intent;
}

/**
 * Answers the balance-payment record once this link's payment is applied. A spent or replaced
 * link confirms only the payment it made; anything else about it is the unknown link's 404.
 */
export async function confirmBalancePayment(
  token: string,
  input: CompleteBalancePayment,
): Promise<BalancePaymentJson> {
  const link = await findIssuedOrderLink(token, "balance");
  if (!link) throw notFound(BALANCE_LINK_NOT_FOUND);
  const providerId = input.balancePaymentId;
  let found = await findBalancePayment(providerId);
  if (!found) {
    const intent = await findBalanceIntent(providerId);
    if (intent && linkOf(intent) === link.id) {
      await capturePaymentOrder(providerId);
      found = await findBalancePayment(providerId);
    }
  }
  if (!found || linkOf(found.intent) !== link.id) {
    if (link.revokedAt !== null) throw notFound(BALANCE_LINK_NOT_FOUND);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    throw conflict(PAYMENT_OTHER_ORDER);
  }
  const { payment, intent } = found;
  if (payment.currency !== "USD") throw conflict(PAYMENT_NOT_USD);
  if (payment.status === "pending") throw conflict(PAYMENT_UNDER_REVIEW);
  if (payment.status === "declined" || payment.status === "failed") {
    throw new AppError("payment_failed", PAYMENT_DECLINED, { issue: "DECLINED" });
  }
  if (payment.status === "refunded") throw conflict(PAYMENT_REFUNDED);
  if (intent.fulfilledAt === null) {
    // Paid, but the order was not moved yet (its write failed): the step reconciliation runs.
    const finished = await finishCapture(intent.id);
    if (finished.message) throw conflict(finished.message);
  }
  const order = (await findCustomOrder(link.customOrderId))?.order;
  if (!order || order.balancePaymentId !== payment.providerCaptureId) {
    throw conflict(BALANCE_PAYMENT_NOT_APPLIED);
  }
  return toBalancePaymentJson(order, await balanceFigures(order));
}
