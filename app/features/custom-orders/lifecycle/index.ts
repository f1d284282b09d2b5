// Browser-safe entry of custom-orders/lifecycle: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { canReorder, REORDER_PARAM, reorderPath } from "./reorder-link.ts";
