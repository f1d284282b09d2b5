// The custom-order state machine; one list feeds the database enum, the zod enum,
// the admin select and the customer's timeline.
export const CUSTOM_ORDER_STATUSES = [
  "pending",
  "deposit_paid",
  "design_in_progress",
  "awaiting_approval",
  "approved",
  "balance_paid",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUSES)[number];

/**
 * The states of a placed order. `pending` is a prepared order whose deposit was never paid: an
 * unpaid checkout, shown only in the admin's "Unpaid checkouts" and counted nowhere else.
 */
export const PLACED_CUSTOM_ORDER_STATUSES = CUSTOM_ORDER_STATUSES.filter((s) => s !== "pending");

/** The customer's timeline labels (pending is labelled "Order Received", docs/product-rules.md#statuses). */
export const CUSTOM_ORDER_STATUS_LABELS: Record<CustomOrderStatus, string> = {
  pending: "Order Received",
  deposit_paid: "Deposit Paid",
  design_in_progress: "Design In Progress",
  awaiting_approval: "Awaiting Approval",
  approved: "Approved",
  balance_paid: "Balance Paid",
  in_production: "In Production",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** `mockup_sent` is the admin's older name of `awaiting_approval`. */
export function normalizeCustomOrderStatus(value: string): CustomOrderStatus | undefined {
  const v = value === "mockup_sent" ? "awaiting_approval" : value;
  return (CUSTOM_ORDER_STATUSES as readonly string[]).includes(v) ? (v as CustomOrderStatus) : undefined;
}
