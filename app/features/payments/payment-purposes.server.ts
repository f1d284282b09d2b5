// What a payment pays for is a purpose (cart, deposit, balance). The payment machinery —
// PayPal calls, idempotency, the ledger, webhooks, reconciliation — is one; each purpose plugs
// in how its amount is computed and what a captured payment turns into. These are the types a
// purpose implements; purposes.server.ts lists which feature owns each one.
import type { paymentIntents, payments } from "../../../db/schema.ts";
import type { Tx } from "../../lib/db.server.ts";
import type { CartOwner } from "../cart/index.server.ts";
import type { PaymentPurpose } from "./payment-kinds.ts";
import type { CreatePaymentOrder } from "./payments.schemas.ts";

export type PaymentIntent = typeof paymentIntents.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/** Who is paying, as the request shows it; the service never sees Hono. */
export interface PaymentRequestContext {
  userId: number | null;
  /** The cart's owner (the account, or the X-Session-Id); throws 400 when there is neither. */
  cartOwner: () => CartOwner;
}

/** What the server computed from its own data; the only amount PayPal ever sees. */
export interface PreparedPayment {
  amountCents: number;
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

/** The records a captured payment created or advanced. */
export interface FulfilResult {
  orderId?: number | null;
  customOrderId?: number | null;
}

export interface PaymentPurposeHandler {
  /** Computes the amount from server data; throws AppError (409 stale, 400 bad input). */
  computeAmount(input: CreatePaymentOrder, context: PaymentRequestContext): Promise<PreparedPayment>;
  /**
   * Creates what the recorded payment pays for, inside the caller's transaction. Called once
   * per intent (the caller holds the intent's lock and marks it fulfilled); `payment.status` is
   * `completed`, or `pending` when PayPal is still reviewing the capture (nothing may ship).
   */
  onCaptured(tx: Tx, intent: PaymentIntent, payment: Payment): Promise<FulfilResult>;
  /** A pending payment completed (PAYMENT.CAPTURE.COMPLETED) after it was fulfilled. */
  onCompleted?(tx: Tx, intent: PaymentIntent, payment: Payment): Promise<void>;
  /** A pending payment was denied after it was fulfilled; the discount use is given back by the caller. */
  onDeclined?(tx: Tx, intent: PaymentIntent, payment: Payment): Promise<void>;
  /** A refund of this payment completed; `fully` when nothing of it is left. */
  onRefunded?(
    tx: Tx,
    intent: PaymentIntent,
    payment: Payment,
    refund: { amountCents: number; fully: boolean },
  ): Promise<void>;
}

/** A ledger row's kind for a purpose: the same word (payments.kind). */
export const ledgerKind = (purpose: PaymentPurpose) => purpose;
