// Regular-order states, plus the payment and cancellation states a
// real shop needs.
export const ORDER_STATUSES = [
  "payment_pending",
  "pending",
  "processing",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The customer's timeline (docs/product-rules.md#statuses), in order. */
export const ORDER_TIMELINE = ["pending", "processing", "in_production", "shipped", "delivered"] as const;

/** What the customer and the admin read for each state. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  payment_pending: "Payment pending",
  pending: "Order Received",
  processing: "Processing",
  in_production: "In Production",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
