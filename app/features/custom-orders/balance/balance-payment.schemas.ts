import { z } from "zod";
import type { MoneyJson } from "../../payments/index.ts";
import type { CustomOrderStatus } from "../order-status.ts";

// The balance payment by link (the balance-payment record of docs/product-rules.md#records).
// Browser-safe: the page and the server share the record's shape, the messages and the rules of
// which statuses count as paid.

export const BALANCE_LINK_NOT_FOUND = "Payment link not found";
/** A balance link past its life (docs/product-rules.md#links): how to get a new one. */
export const BALANCE_LINK_EXPIRED =
  "This payment link has expired. Contact us and we will send you a new link for your order.";
/** The history's notes for the admin's link actions. */
export const BALANCE_LINK_SENT_NOTE = "New balance-payment link e-mailed to the customer";
export const BALANCE_LINK_REPLACED_NOTE = "Balance link replaced";
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
  /** The pins, after the discount. */
  totalPrice: number;
  /** Shipping and sales tax, fixed when the deposit was paid (docs/product-rules.md#shipping-and-tax). */
  shippingAmount: number;
  taxAmount: number;
  /** totalPrice + shippingAmount + taxAmount. */
  grandTotal: number;
  /** The deposit the ledger holds for the order (with its share of the tax). */
  depositAmount: number;
  /** What is left to pay: the money view's balance due (docs/product-rules.md#money). */
  remainingBalance: number;
  /** The order's money view: charged, refunded, net paid, balance due. */
  money: MoneyJson;
}

/** `POST /api/balance-payment/{token}/complete`: PayPal's order id or the capture id. */
export const CompleteBalancePaymentSchema = z.strictObject({
  balancePaymentId: z
    .string({ error: "Payment not found" })
    .regex(/^[A-Za-z0-9-]{1,64}$/, "Payment not found"),
});
export type CompleteBalancePayment = z.infer<typeof CompleteBalancePaymentSchema>;

/**
 * `POST /api/custom-orders/{id}/generate-balance-link` (admin): the live link, and whether this
 * call e-mailed it (only a link just made is sent). `replace-balance-link` answers the same shape.
 */
export interface BalanceLinkJson {
  balancePaymentUrl: string;
  emailed: boolean;
}
