import { z } from "zod";
import { type CustomOptions, validateCustomOptions } from "../pricing/index.ts";
import type { CustomOrderStatus } from "./order-status.ts";

// The custom-order calls (docs/product-rules.md#api-calls), shared by the builder, the checkout
// and the server. Strict: an unknown field (`status: "balance_paid"`) is a 400. Money figures are
// accepted only to be compared with the server's.

import { MISSING_INFORMATION } from "./custom-order-messages.ts";

export { MISSING_INFORMATION, ORDER_NOT_FOUND, PRICES_CHANGED } from "./custom-order-messages.ts";

/** A client's dollar figure, as a number or a numeric string; checked against the server's. */
const clientFigure = z.union([z.number(), z.string().max(32)]).nullish();

/** The option fields are checked by the pricing engine, so its messages are the answer. */
const PrepareOrderFieldsSchema = z.strictObject({
  quantity: z.unknown(),
  size: z.unknown(),
  plating: z.unknown(),
  pinBack: z.unknown(),
  packaging: z.unknown(),
  rushOrder: z.unknown(),
  rushOrderFee: clientFigure,
  pricePerPin: clientFigure,
  totalPrice: clientFigure,
  depositAmount: clientFigure,
  remainingBalance: clientFigure,
  customerName: z
    .string({ error: MISSING_INFORMATION })
    .trim()
    .min(1, MISSING_INFORMATION)
    .max(120, "Name must be at most 120 characters"),
  customerEmail: z
    .string({ error: MISSING_INFORMATION })
    .trim()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
  promoCode: z.string().max(64, "This promo code is not valid for your order.").nullish(),
  discountAmount: clientFigure,
});

/** The figures a client may send with a prepared order; each one that is sent must match. */
export const CLIENT_FIGURES = [
  "pricePerPin",
  "rushOrderFee",
  "totalPrice",
  "depositAmount",
  "remainingBalance",
  "discountAmount",
] as const;
export type ClientFigure = (typeof CLIENT_FIGURES)[number];

/**
 * The prepared custom order, `orderData` of `POST /api/custom-orders/prepare`
 * (docs/product-rules.md#records).
 */
export const PrepareOrderDataSchema = PrepareOrderFieldsSchema.transform((data, ctx) => {
  const checked = validateCustomOptions(data);
  if (!checked.ok) {
    for (const problem of checked.problems) {
      ctx.issues.push({ code: "custom", message: problem.message, path: [problem.field], input: data });
    }
    return z.NEVER;
  }
  const promoCode = data.promoCode?.trim() || null;
  const figures: Partial<Record<ClientFigure, number | string>> = {};
  for (const name of CLIENT_FIGURES) {
    const value = data[name];
    if (value !== undefined && value !== null) figures[name] = value;
  }
  return {
    options: checked.options,
    customerName: data.customerName,
    customerEmail: data.customerEmail,
    promoCode,
    figures,
  };
});
export type PrepareOrderData = z.output<typeof PrepareOrderDataSchema>;
export type PrepareOrderInput = z.input<typeof PrepareOrderFieldsSchema>;

/**
 * `POST /api/custom-orders`: confirms what the deposit capture did. Only the order's
 * id (and the checkout token the prepare call gave) are read from `orderData`; the rest of the
 * prepared object the checkout holds is ignored, never written.
 */
export const ConfirmDepositSchema = z.strictObject({
  orderData: z.looseObject({
    id: z.number({ error: "Order not found" }).int().positive().max(2_147_483_647),
    checkoutToken: z.string().max(200).optional(),
  }),
  depositPaymentId: z
    .string({ error: "Payment not found" })
    .regex(/^[A-Za-z0-9-]{1,64}$/, "Payment not found"),
});
export type ConfirmDeposit = z.infer<typeof ConfirmDepositSchema>;

/** The money of a custom order in dollars, as the API's records show it. */
export interface CustomOrderFigures {
  pricePerPin: number;
  rushOrderFee: number;
  totalPrice: number;
  depositAmount: number;
  remainingBalance: number;
  discountAmount: number;
}

/** A custom order as the API answers it. */
export interface CustomOrderJson extends CustomOrderFigures {
  id: number;
  quantity: number;
  size: CustomOptions["size"];
  plating: CustomOptions["plating"];
  pinBack: CustomOptions["pinBack"];
  /** Comma-joined, as in the prepared custom order. */
  packaging: string;
  rushOrder: boolean;
  customerName: string;
  customerEmail: string;
  promoCode: string | null;
  logoUrl: string | null;
  logoFileName: string | null;
  status: CustomOrderStatus;
  depositPaymentId: string | null;
  balancePaymentId: string | null;
  /** Set by the admin when the pins ship (`PUT /api/custom-orders/{id}/tracking`). */
  trackingNumber: string | null;
  trackingUrl: string | null;
  createdAt: string;
}

/**
 * The answer of `prepare`: the order and the checkout token that lets this browser read and pay
 * it without signing in (`?token=` on `GET /api/custom-orders/{id}`, `checkoutToken` on the
 * deposit's `POST /paypal/order`).
 */
export interface PreparedOrderJson extends CustomOrderJson {
  checkoutToken: string;
}

/** `GET /api/custom-orders` for an admin: newest first, this many a page. */
export const ADMIN_PAGE_SIZE = 50;
