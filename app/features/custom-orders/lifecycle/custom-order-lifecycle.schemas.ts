import { z } from "zod";
import type { CustomOptions } from "../../pricing/index.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import type { CustomOrderStatus } from "../order-status.ts";

// The later steps of a custom order: tracking, cancelling with a refund and
// ordering the same pins again. Browser-safe: the admin dialog and the builder use these types.

/**
 * Where setting tracking ships the order: its deposit is paid (any state on the line after `pending`) and it
 * is not cancelled. Shipping before the balance is paid needs the admin's reason
 * (docs/product-rules.md#guarded-status-changes).
 */
export const SHIPPABLE_STATUSES: readonly CustomOrderStatus[] = [
  "deposit_paid",
  "design_in_progress",
  "awaiting_approval",
  "approved",
  "balance_paid",
  "in_production",
];

/** Where the tracking form is offered: before shipping, and to correct it afterwards. */
export const TRACKABLE_STATUSES: readonly CustomOrderStatus[] = [
  ...SHIPPABLE_STATUSES,
  "shipped",
  "delivered",
];

/** Where "Cancel order" is offered: the pins have not left the shop (and it is not cancelled). */
export const cancellable = (status: CustomOrderStatus) =>
  status !== "shipped" && status !== "delivered" && status !== "cancelled";

export const TRACKING_NOT_SHIPPABLE = "This order cannot be shipped in its current status.";
export const CANNOT_CANCEL_SHIPPED = "This order has already shipped, so it cannot be cancelled.";
export const REORDER_NOT_READY = "Only a shipped or delivered order can be ordered again.";

/** `POST /api/custom-orders/{id}/cancel`: an optional reason, kept with the refund and history. */
export const CancelCustomOrderSchema = z.strictObject({
  reason: z.string().trim().max(500, "The reason can be at most 500 characters").optional(),
});
export type CancelCustomOrder = z.infer<typeof CancelCustomOrderSchema>;

/** What happened to one payment of the order when it was cancelled. */
export interface CancelRefundJson {
  paymentId: number;
  /** `deposit` or `balance`. */
  kind: string;
  /** Dollars: what was refunded now, or what could not be. */
  amount: number;
  /** `refunded`: PayPal gave the money back; `failed`: it did not (see `message`). */
  status: "refunded" | "failed";
  message: string | null;
}

/**
 * The answer of a cancellation: every refund's outcome, and whether the order is now
 * `cancelled` (only once nothing paid is left unrefunded).
 */
export interface CancelResultJson {
  cancelled: boolean;
  message: string;
  /** Dollars refunded by this call. */
  refunded: number;
  refunds: CancelRefundJson[];
  order: CustomOrderJson;
}

/** `POST /api/custom-orders/{id}/reorder`: what the builder needs to start the same order again. */
export interface ReorderJson extends CustomOptions {
  orderId: number;
  customerName: string;
  customerEmail: string;
  /** The original artwork; the builder fetches it and sends it with `prepare` like a new upload. */
  logo: { url: string; fileName: string } | null;
}
