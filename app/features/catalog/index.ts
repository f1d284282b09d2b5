// Browser-safe entry of catalog: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { productJsonLd } from "./product-structured-data.ts";
