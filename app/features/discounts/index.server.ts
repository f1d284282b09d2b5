// Server-side entry of discounts: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  checkDiscountCode,
  type DiscountCode,
  findUsableCode,
  redeemDiscountCode,
  releaseDiscountCode,
} from "./discounts.server.ts";
