// Browser-safe entry of custom-orders: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  CUSTOM_ORDER_STATUS_LABELS,
  CUSTOM_ORDER_STATUSES,
  type CustomOrderStatus,
  normalizeCustomOrderStatus,
} from "./order-status.ts";
