// Browser-safe entry of orders: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export type { ShippingAddressJson } from "./order-records.schemas.ts";
export { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "./order-status.ts";
export { type GuardMoney, OVERRIDE_REASON_MAX, statusChangeConflict } from "./status-guard.ts";
export { trackTarget } from "./track-order.ts";
