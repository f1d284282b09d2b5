import { z } from "zod";
import type { CustomOrderStatus } from "../order-status.ts";

// The balance payment by link (the balance-payment record of docs/product-rules.md#records).
// Browser-safe: the page and the server share the record's shape, the messages and the rules of
// which statuses count as paid.

export const BALANCE_LINK_NOT_FOUND = "Payment link not found";
export const BALANCE_NOT_APPROVED = "This order cannot be paid yet: its design has not been approved.";
export const BALANCE_ALREADY_PAID = "The balance for this order has already been paid.";
export const NO_BALANCE_DUE = "This order has no balance due.";
export const BALANCE_UNDER_REVIEW =
  "PayPal is still reviewing a balance payment for this order. We will e-mail you once it completes.";
export const BALANCE_NO_PROMO = "Promo codes apply when the order is placed, not to the balance.";
export const BALANCE_PAYMENT_NOT_APPLIED =
  "This payment was not applied to this order. Please contact support.";

/** `balance_paid` and every later step mean the balance is paid (Payment Complete). */
export const BALANCE_PAID_STATUSES = [
  "balance_paid",
  "in_production",
  "shipped",
  "delivered",
] as const satisfies readonly CustomOrderStatus[];

export const isBalancePaidStatus = (status: string): boolean =>
  (BALANCE_PAID_STATUSES as readonly string[]).includes(status);

/**
 * `GET /api/balance-payment/{token}`: the balance-payment record (docs/product-rules.md#records),
 * dollars as numbers.
 */
export interface BalancePaymentJson {
  id: number;
  customerName: string;
  quantity: number;
  size: string;
  plating: string;
  status: CustomOrderStatus;
  logoUrl: string | null;
  totalPrice: number;
  /** The deposit the ledger holds for the order. */
  depositAmount: number;
  /** What is left to pay: the total less everything the ledger says was paid. */
  remainingBalance: number;
}

/** `POST /api/balance-payment/{token}/complete`: PayPal's order id or the capture id. */
export const CompleteBalancePaymentSchema = z.strictObject({
  balancePaymentId: z
    .string({ error: "Payment not found" })
    .regex(/^[A-Za-z0-9-]{1,64}$/, "Payment not found"),
});
export type CompleteBalancePayment = z.infer<typeof CompleteBalancePaymentSchema>;

/** `POST /api/custom-orders/{id}/generate-balance-link` (admin). */
export interface BalanceLinkJson {
  balancePaymentUrl: string;
}
