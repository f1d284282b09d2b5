// What a payment pays for is a purpose (cart, deposit, balance). The payment machinery —
// PayPal calls, idempotency, the ledger, webhooks, reconciliation — is one; each purpose plugs
// in how its amount is computed and what a captured payment turns into. These are the types a
// purpose implements; purposes.server.ts lists which feature owns each one.
import type { paymentIntents, payments } from "../../../db/schema.ts";
import type { Tx } from "../../lib/db.server.ts";
import { formatUsd } from "../../lib/money.ts";
import type { CartOwner } from "../cart/index.server.ts";
import type { PaymentPurpose } from "./payment-kinds.ts";
import type { CreatePaymentOrder } from "./payments.schemas.ts";
import type { PaymentBreakdown } from "./paypal-breakdown.ts";

export type PaymentIntent = typeof paymentIntents.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/** Who is paying, as the request shows it; the service never sees Hono. */
export interface PaymentRequestContext {
  userId: number | null;
  /** The cart's owner (the account, or the X-Session-Id); throws 400 when there is neither. */
  cartOwner: () => CartOwner;
  /** The browser's X-Session-Id when it sent one: the intent records it as its buyer. */
  browserSession: string | null;
}

/** What the server computed from its own data; the only amount PayPal ever sees. */
export interface PreparedPayment {
  amountCents: number;
  /** What the amount is made of (items, discount, shipping, tax); it must add up to it. */
  breakdown?: PaymentBreakdown;
  /** Shown to the buyer at PayPal (at most 127 characters). */
  description: string;
  /**
   * Everything the captured payment turns into, fixed now: lines, prices, customer, address.
   * With a discount, `discountCode` (the code as stored) explains a refusal at capture.
   */
  snapshot: Record<string, unknown>;
  customOrderId?: number | null;
  userId?: number | null;
  sessionId?: string | null;
  /** The code this payment consumes; its use is counted atomically before capture. */
  discountCodeId?: number | null;
  discountCents?: number;
}

/**
 * Thrown by a purpose's `onCaptured` when the money cannot be applied to what it pays for (a
 * second deposit, a payment for a cancelled order, a balance of an order already paid). Its
 * message is what the buyer reads, in plain words and with the amount. The capture is kept in
 * the ledger as taken but not applied, counted nowhere, and refunded at once
 * (docs/product-rules.md#money).
 */
export class CaptureNotApplied extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CaptureNotApplied";
  }
}

/** What the buyer reads when a payment reaches an order that was cancelled meanwhile. */
export const cancelledOrderRefund = (payment: Payment) =>
  `This order was cancelled, so this payment of ${formatUsd(payment.amountCents)} was refunded to you.`;

/** Whom a refund is told to, and about which order. */
export interface RefundNotice {
  email: string;
  customerName: string;
  orderId: number;
  orderKind: "custom" | "regular";
  /** The order's page for the customer. */
  url: string;
}

/** The records a captured payment created or advanced. */
export interface FulfilResult {
  orderId?: number | null;
  customOrderId?: number | null;
  /**
   * The private order page of a guest buyer (no account to find the order in), when the
   * purpose made one (for its e-mail, say). It reaches only the browser that created the
   * payment; `buyerViewUrl` makes one when this is absent.
   */
  viewUrl?: string;
}

export interface PaymentPurposeHandler {
  /** Computes the amount from server data; throws AppError (409 stale, 400 bad input). */
  computeAmount(input: CreatePaymentOrder, context: PaymentRequestContext): Promise<PreparedPayment>;
  /**
   * A fresh private link to what a guest's fulfilled intent paid for, answered to the browser
   * that created the payment when its capture call finds the work done (by PayPal's webhook,
   * reconciliation, or an earlier call); undefined when there is nothing to link to.
   */
  buyerViewUrl?(tx: Tx, intent: PaymentIntent): Promise<string | undefined>;
  /**
   * Creates what the recorded payment pays for, inside the caller's transaction. Called once
   * per intent (the caller holds the intent's lock and marks it fulfilled); `payment.status` is
   * `completed`, or `pending` when PayPal is still reviewing the capture (nothing may ship).
   */
  onCaptured(tx: Tx, intent: PaymentIntent, payment: Payment): Promise<FulfilResult>;
  /**
   * Runs when the capture lease is taken, under the intent's lock and before PayPal is asked to
   * capture: answers why the payment must not be taken (the last units went to another buyer),
   * and the intent fails with that message, nothing charged. Null lets the capture go ahead.
   */
  beforeCapture?(tx: Tx, intent: PaymentIntent): Promise<string | null>;
  /**
   * Gives back what `beforeCapture` held, when nothing will be bought under it: the intent
   * failed or was closed, or a definite refusal (a declined card) ended its capture call, so
   * a new call must hold afresh. Runs under the intent's lock, after any savepoint rolled back.
   */
  releaseHold?(tx: Tx, intent: PaymentIntent): Promise<void>;
  /**
   * A pending payment completed (PAYMENT.CAPTURE.COMPLETED) after it was fulfilled. Throws
   * `CaptureNotApplied` when the order can no longer take it (cancelled while PayPal reviewed
   * the payment): the capture is then kept as not applied and refunded at once.
   */
  onCompleted?(tx: Tx, intent: PaymentIntent, payment: Payment): Promise<void>;
  /** A pending payment was denied after it was fulfilled; the discount use is given back by the caller. */
  onDeclined?(tx: Tx, intent: PaymentIntent, payment: Payment): Promise<void>;
  /**
   * A refund of this payment completed; `fully` when nothing of it is left, `reason` as the
   * owner gave it, `byUserId` the admin who asked for it (null when PayPal or a job did).
   * Answers whom to e-mail about it: every refund is told to the customer.
   */
  onRefunded?(
    tx: Tx,
    intent: PaymentIntent,
    payment: Payment,
    refund: {
      amountCents: number;
      fully: boolean;
      reason: string | null;
      byUserId: number | null;
      /** The owner asked for the order's units to go back on the shelf. */
      restock: boolean;
    },
  ): Promise<RefundNotice | undefined>;
  /**
   * The refund of a capture never applied to the order completed (`reason`: why it could not
   * be applied, in the buyer's words). The order is not changed, only its history notes the
   * refund. Answers whom to e-mail about it, when there is an order to name.
   */
  onNotAppliedRefunded?(
    tx: Tx,
    intent: PaymentIntent,
    payment: Payment,
    refund: { amountCents: number; reason: string | null },
  ): Promise<RefundNotice | undefined>;
}

/**
 * The history note of a refund: "Deposit refunded $20.00 (in full)", and the owner's reason
 * after it when one was given ("…: goodwill for the delay").
 */
export function refundNote(
  label: string,
  refund: { amountCents: number; fully: boolean; reason: string | null },
) {
  const full = refund.fully ? " (in full)" : "";
  return `${label} ${formatUsd(refund.amountCents)}${full}${refund.reason ? `: ${refund.reason}` : ""}`;
}

/** A ledger row's kind for a purpose: the same word (payments.kind). */
export const ledgerKind = (purpose: PaymentPurpose) => purpose;

/** The history note of the refund of a capture never applied: "Refunded $50.00, a payment …". */
export const notAppliedRefundNote = (refund: { amountCents: number }) =>
  `Refunded ${formatUsd(refund.amountCents)}, a payment that could not be applied to this order`;
