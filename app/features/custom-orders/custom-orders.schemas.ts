import { z } from "zod";
import type { MoneyJson } from "../payments/index.ts";
import { type CustomOptions, validateCustomOptions } from "../pricing/index.ts";
import { QuoteAddressSchema } from "../shipping-tax/shipping-tax.schemas.ts";
import type { CustomOrderStatus } from "./order-status.ts";

// The custom-order calls (docs/product-rules.md#api-calls), shared by the builder, the checkout
// and the server. Strict: an unknown field (`status: "balance_paid"`) is a 400. Money figures are
// accepted only to be compared with the server's.

import { MISSING_INFORMATION } from "./custom-order-messages.ts";
import { inHandsProblem } from "./in-hands-date.ts";

export { MISSING_INFORMATION, ORDER_NOT_FOUND, PRICES_CHANGED } from "./custom-order-messages.ts";

/** A client's dollar figure, as a number or a numeric string; checked against the server's. */
const clientFigure = z.union([z.number(), z.string().max(32)]).nullish();

/**
 * The builder's option fields as a call carries them: the pricing engine checks them
 * (validateCustomOptions), so its messages are the answer, not zod's.
 */
export const OPTION_FIELDS = {
  quantity: z.unknown(),
  size: z.unknown(),
  plating: z.unknown(),
  pinBack: z.unknown(),
  packaging: z.unknown(),
  rushOrder: z.unknown(),
} satisfies Record<keyof CustomOptions, z.ZodUnknown>;

const PrepareOrderFieldsSchema = z.strictObject({
  ...OPTION_FIELDS,
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
  /** Optional: the day the pins are needed by, YYYY-MM-DD, not in the past (in-hands-date.ts). */
  inHandsDate: z.unknown().optional(),
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
  const inHandsDate = data.inHandsDate ?? null;
  const dateProblem = inHandsDate === null ? null : inHandsProblem(inHandsDate, new Date());
  if (!checked.ok || dateProblem) {
    const problems = checked.ok ? [] : checked.problems;
    for (const problem of problems) {
      ctx.issues.push({ code: "custom", message: problem.message, path: [problem.field], input: data });
    }
    if (dateProblem)
      ctx.issues.push({ code: "custom", message: dateProblem, path: ["inHandsDate"], input: data });
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
    inHandsDate: inHandsDate as string | null,
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

/**
 * Shipping and sales tax of a custom order, fixed when its deposit was paid (0 before, and for
 * orders from before shipping and tax; docs/product-rules.md#shipping-and-tax).
 */
export interface CustomOrderShippingTax {
  shippingAmount: number;
  taxAmount: number;
  /** The part of `taxAmount` the deposit carried. */
  depositTax: number;
  /** totalPrice + shippingAmount + taxAmount: what the whole order costs. */
  grandTotal: number;
}

/** A custom order as the API answers it. */
export interface CustomOrderJson extends CustomOrderFigures, CustomOrderShippingTax {
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
  /** The day the customer needs the pins by (YYYY-MM-DD), if they gave one. */
  inHandsDate: string | null;
  /**
   * The owner's signed adjustment in `totalPrice`, approved with a re-quoted mockup, and its
   * reason (docs/decisions/019-requote-at-the-proof.md); 0 and null without one.
   */
  adjustmentAmount: number;
  adjustmentReason: string | null;
  createdAt: string;
  /**
   * The order's money view (docs/product-rules.md#money): what was charged and refunded, the
   * net paid and the balance still due. `depositAmount` and `remainingBalance` are the figures
   * fixed when the order was prepared.
   */
  money: MoneyJson;
}

/**
 * The answer of `prepare`: the order and the checkout token that lets this browser read and pay
 * it without signing in (`?token=` on `GET /api/custom-orders/{id}`, `checkoutToken` on the
 * deposit's `POST /paypal/order`).
 */
export interface PreparedOrderJson extends CustomOrderJson {
  checkoutToken: string;
}

/**
 * `POST /api/custom-orders/{id}/quote`: a prepared order's shipping and tax to the address typed
 * so far, read with the checkout token the prepare call gave (or as the signed-in owner).
 */
export const CustomOrderQuoteRequestSchema = z.strictObject({
  checkoutToken: z.string().min(16).max(200).optional(),
  shippingAddress: QuoteAddressSchema,
});
export type CustomOrderQuoteRequest = z.infer<typeof CustomOrderQuoteRequestSchema>;

/**
 * The deposit checkout's figures in dollars: the pins (`totalPrice`), shipping, tax and their
 * `total`; the deposit on the pins, its tax share, what the deposit charges now (`depositDue`)
 * and what is left for after the mockup (`balanceDue`).
 */
export interface CustomOrderQuoteJson {
  totalPrice: number;
  shipping: number;
  tax: number;
  total: number;
  depositAmount: number;
  depositTax: number;
  depositDue: number;
  balanceDue: number;
}

/** `GET /api/custom-orders` for an admin: newest first, this many a page. */
export const ADMIN_PAGE_SIZE = 50;
