// `POST /api/custom-orders`: the checkout's confirmation of what the deposit
// capture did. The deposit purpose (deposit-purpose.server.ts) does the work when PayPal's
// capture is recorded; this only reads the ledger and answers the order, so it is idempotent.
import { and, eq, isNull, or } from "drizzle-orm";
import { payments } from "../../../../db/schema.ts";
import { db } from "../../../lib/db.server.ts";
import { AppError, conflict, notFound } from "../../../lib/errors.server.ts";
import { finishCapture, PAYMENT_DECLINED, PAYMENT_NOT_FOUND } from "../../payments/index.server.ts";
import type { ConfirmDeposit, CustomOrderJson } from "../custom-orders.schemas.ts";
import { customOrderJson, findViewableOrder, type OrderViewer } from "../custom-orders.server.ts";

export const PAYMENT_OTHER_ORDER = "This payment does not belong to this order";
export const PAYMENT_UNDER_REVIEW =
  "PayPal is still reviewing this payment. We will e-mail you once it completes.";
export const PAYMENT_NOT_USD = "This payment was not made in USD";
export const PAYMENT_AMOUNT_DIFFERS = "This payment does not match the deposit of this order";
export const PAYMENT_REFUNDED = "This payment was refunded";

/**
 * The ledger's deposit row for a PayPal capture id or PayPal order id (read only:
 * docs/product-rules.md#payments-ledger).
 */
async function findDepositPayment(providerId: string) {
  const [payment] = await db()
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, "deposit"),
        isNull(payments.refundOfPaymentId),
        or(eq(payments.providerCaptureId, providerId), eq(payments.providerOrderId, providerId)),
      ),
    )
    .orderBy(payments.id)
    .limit(1);
  return payment;
}

/**
 * Answers the order whose deposit this PayPal capture (or PayPal order) paid. It changes nothing
 * unless the recorded, completed USD deposit of this very order is still waiting to be applied;
 * every call answers the same order.
 */
export async function confirmDeposit(viewer: OrderViewer, input: ConfirmDeposit): Promise<CustomOrderJson> {
  const id = input.orderData.id;
  const token = viewer.token ?? input.orderData.checkoutToken;
  const { order } = await findViewableOrder({ ...viewer, token }, id);
  const payment = await findDepositPayment(input.depositPaymentId);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  if (payment.customOrderId !== order.id) throw conflict(PAYMENT_OTHER_ORDER);
  if (payment.currency !== "USD") throw conflict(PAYMENT_NOT_USD);
  if (payment.status === "pending") throw conflict(PAYMENT_UNDER_REVIEW);
  if (payment.status === "declined" || payment.status === "failed") {
    throw new AppError("payment_failed", PAYMENT_DECLINED, { issue: "DECLINED" });
  }
  if (payment.status === "refunded") throw conflict(PAYMENT_REFUNDED);
  if (order.status === "pending" && payment.paymentIntentId !== null) {
    // Paid, but the order was not moved yet (its write failed): the same step reconciliation runs.
    const finished = await finishCapture(payment.paymentIntentId);
    if (finished.message) throw conflict(finished.message);
  }
  const current = await findViewableOrder({ ...viewer, token }, id);
  if (current.order.depositPaymentId !== payment.providerCaptureId) throw conflict(PAYMENT_OTHER_ORDER);
  // The deposit charges its share of the tax too, fixed on the order once it was applied.
  const { depositCents, depositTaxCents } = current.order;
  if (payment.amountCents !== depositCents + depositTaxCents) throw conflict(PAYMENT_AMOUNT_DIFFERS);
  return customOrderJson(current);
}
