// Browser-safe entry of catalog: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).

export { PRODUCT_STATUSES, type ProductStatus } from "./product-status.ts";
export { productJsonLd } from "./product-structured-data.ts";
