// Browser-safe entry of shipping-tax: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { type CheckoutQuote, notShippedTo, quoteCheckout, taxOn } from "./checkout-quote.ts";
export {
  type AddressQuoteState,
  type QuoteState,
  useAddressQuote,
  useCheckoutQuote,
} from "./components/use-checkout-quote.ts";
export { COUNTRY_NEEDED, countryOptions, isCountryCode } from "./countries.ts";
export { customShippingNote } from "./custom-shipping-note.ts";
export { SHIPPING_RATE_SCOPES, type ShippingRateScope } from "./shipping-scope.ts";
export { CountryCodeSchema } from "./shipping-tax.schemas.ts";
export { knowsUsState, US_STATE_NEEDED, US_STATES, type UsState, usStateCode } from "./us-states.ts";
