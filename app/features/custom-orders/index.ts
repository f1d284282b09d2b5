// Browser-safe entry of custom-orders: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).

export {
  earliestToday,
  IN_HANDS_PAST,
  inHandsProblem,
  isCalendarDate,
} from "./in-hands-date.ts";
export {
  CUSTOM_ORDER_STATUS_LABELS,
  CUSTOM_ORDER_STATUSES,
  type CustomOrderStatus,
  normalizeCustomOrderStatus,
  PLACED_CUSTOM_ORDER_STATUSES,
} from "./order-status.ts";
export type { StoredRequote } from "./proofs/requote.schemas.ts";
