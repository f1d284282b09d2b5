import { z } from "zod";
import { CountryCodeSchema, knowsUsState, US_STATE_NEEDED } from "../shipping-tax/index.ts";
import { PAYMENT_PURPOSES } from "./payment-kinds.ts";

// The payment calls (docs/product-rules.md#api-calls), shared by the checkout's forms and the
// server. Strict: a client price, total or discount amount is refused, never used.

export const PAYMENT_CURRENCY = "USD";
/** Ids are PostgreSQL `integer`s. */
const MAX_ID = 2_147_483_647;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ShippingAddressSchema = z
  .strictObject({
    line1: required("Street address", 200),
    line2: z.string().trim().max(200, "Address line 2 must be at most 200 characters").optional(),
    city: required("City", 100),
    state: required("State", 100),
    postalCode: z
      .string({ error: "Postal code is required" })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/, "Enter a valid postal code"),
    country: CountryCodeSchema,
  })
  // Shipping and sales tax follow a US address's state, so it must be one ("CA" or "California").
  .refine(knowsUsState, { message: US_STATE_NEEDED, path: ["state"] });
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const PaymentCustomerSchema = z.strictObject({
  name: required("Name", 120),
  email: z.email("Enter a valid email address").max(254),
  shippingAddress: ShippingAddressSchema,
});
export type PaymentCustomer = z.infer<typeof PaymentCustomerSchema>;

/**
 * `POST /paypal/order`. `amount` is only compared with the server's own figure (a difference
 * is a 409), never charged.
 */
export const CreatePaymentOrderSchema = z.strictObject({
  amount: z.union([z.string().max(32), z.number()]).optional(),
  currency: z.literal(PAYMENT_CURRENCY, { error: "Payments are taken in USD only" }),
  intent: z.literal("CAPTURE", { error: "Only intent CAPTURE is supported" }),
  purpose: z.enum(PAYMENT_PURPOSES, { error: "Choose what this payment is for: cart, deposit or balance" }),
  customOrderId: z.number().int().positive().max(MAX_ID).optional(),
  balanceToken: z.string().min(16).max(200).optional(),
  /** `deposit`: the checkout token `POST /api/custom-orders/prepare` gave this browser. */
  checkoutToken: z.string().min(16).max(200).optional(),
  discountCode: z.string().max(64).nullish(),
  customer: PaymentCustomerSchema.optional(),
});
export type CreatePaymentOrder = z.infer<typeof CreatePaymentOrderSchema>;

/** PayPal order ids are short upper-case tokens; anything else cannot name one of ours. */
export const PaypalOrderIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export interface PaymentOrderJson {
  /** PayPal's order id, what PayPal's button expects from createOrder. */
  id: string;
  status: string;
  /** The server's amount in PayPal's format, "42.00". */
  amount: string;
}

export interface CaptureResultJson {
  status: "COMPLETED" | "PENDING";
  orderId?: number | null;
  customOrderId?: number | null;
  /** A guest buyer's private order page, in the answer of the capture that made the order only. */
  viewUrl?: string;
  /** Set only when the payment was taken but what it pays for could not be written yet. */
  message?: string;
}

export interface PaypalSetupJson {
  clientId: string;
  testMode: boolean;
  currency: typeof PAYMENT_CURRENCY;
}

/** `POST /api/payments/{id}/refund` (admin): the whole remainder without `amount`. */
export const RefundPaymentSchema = z.strictObject({
  amount: z.union([z.string().max(32), z.number()]).optional(),
  reason: z.string().trim().max(500).optional(),
  /** A cart order's units go back on the shelf when the refund completes (the owner chooses). */
  restock: z.boolean({ error: "Restock must be true or false" }).default(false),
});
export type RefundPaymentInput = z.infer<typeof RefundPaymentSchema>;

export interface RefundJson {
  id: number;
  paymentId: number;
  status: "pending" | "completed" | "failed";
  amount: number;
  providerRefundId: string | null;
  /** Why the refund is not done yet, or why it failed, in the owner's words. */
  message?: string;
}

/**
 * An order's money, in dollars, as every answer shows it (docs/product-rules.md#money): what
 * was charged, what was refunded, the net paid, and the balance still due (never raised by a
 * refund; 0 for a cancelled order).
 */
export interface MoneyJson {
  charged: number;
  refunded: number;
  netPaid: number;
  balanceDue: number;
}
