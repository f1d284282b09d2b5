// Browser-safe entry of custom-orders/quote: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  type CheckoutReference,
  customCheckoutUrl,
  readCheckoutReference,
  trackOrderUrl,
} from "./checkout-link.ts";
export { RUSH_FULL, type RushAvailabilityJson, rushSpotsText } from "./rush-capacity.ts";
export { CUSTOM_PINS_PATH, customServiceJsonLd } from "./service-structured-data.ts";
