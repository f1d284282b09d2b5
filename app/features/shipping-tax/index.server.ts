// Server-side entry of shipping-tax: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { customShippingSummary, quoteShippingAndTax } from "./shipping-tax.server.ts";
