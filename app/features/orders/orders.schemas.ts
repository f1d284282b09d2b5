import { z } from "zod";
import type { MoneyJson } from "../payments/index.ts";
import { ORDER_STATUSES, type OrderStatus } from "./order-status.ts";

// The regular-order records (docs/product-rules.md#records) and the admin's list query, shared by the
// server, the track page and the admin dashboard.

export const ORDER_NOT_FOUND = "Order not found";
export const NOT_ARCHIVED = "This order is not archived.";

/** `GET /api/orders` for an admin: newest first, this many a page. */
export const ORDERS_PAGE_SIZE = 50;

/** A yes-or-no switch of an admin list's query, such as `?archived=true`. */
export const listFlag = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === "true");

export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** `true` lists the archived orders instead of the live ones. */
  archived: listFlag("archived"),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

/** One line of `items`: the pin's name, how many, and its unit price in dollars. */
export const OrderItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});
export type OrderItemJson = z.infer<typeof OrderItemSchema>;

/** A regular order as the API answers it; money in dollars. */
export interface OrderJson {
  id: number;
  customerName: string;
  customerEmail: string;
  createdAt: string;
  subtotal: number;
  discountAmount: number;
  /** Shipping and sales tax charged with the order (0 when none). */
  shippingAmount: number;
  taxAmount: number;
  totalAmount: number;
  status: OrderStatus;
  /** A JSON string of `OrderItemJson[]`, as the regular-order record has it. */
  items: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The order's money view (docs/product-rules.md#money). */
  money: MoneyJson;
}

/** The lines of an order's `items` string; an unreadable string reads as no lines. */
export function parseOrderItems(items: string): OrderItemJson[] {
  try {
    const parsed = z.array(OrderItemSchema).safeParse(JSON.parse(items));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** "Order #123" or "123": the number both kinds of order are shown with. */
export const ORDER_NUMBER_INVALID = "Please enter the order number from your confirmation e-mail";

/** `POST /api/orders/lookup`: Track Order's "find my order". */
export const OrderLookupSchema = z.strictObject({
  orderNumber: z
    .string()
    .trim()
    .regex(/^#?\d{1,9}$/, ORDER_NUMBER_INVALID)
    .transform((text) => Number(text.replace(/^#/, "")))
    .pipe(z.number().int().positive(ORDER_NUMBER_INVALID)),
  email: z.string().trim().max(254).pipe(z.email("Please enter a valid email")),
});
export type OrderLookup = z.output<typeof OrderLookupSchema>;
export type OrderLookupInput = z.input<typeof OrderLookupSchema>;
