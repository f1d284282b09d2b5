// Browser-safe entry of discounts: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  DISCOUNT_ERRORS,
  type DiscountCodeTerms,
  discountCentsFor,
  normalizeCode,
} from "./discount-rules.ts";
export { DISCOUNT_TYPES, type DiscountType } from "./discount-types.ts";
