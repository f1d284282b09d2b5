import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "./order-status.ts";

// The regular-order records (docs/product-rules.md#records) and the admin's list query, shared by the
// server, the track page and the admin dashboard.

export const ORDER_NOT_FOUND = "Order not found";

/** `GET /api/orders` for an admin: newest first, this many a page. */
export const ORDERS_PAGE_SIZE = 50;

export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
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
  totalAmount: number;
  status: OrderStatus;
  /** A JSON string of `OrderItemJson[]`, as the regular-order record has it. */
  items: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
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
