// Browser-safe entry of custom-orders/share: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  type CreatedQuoteJson,
  QUOTE_ID,
  QUOTE_LIFE_DAYS,
  QUOTE_NOT_FOUND,
  QUOTE_PARAM,
  type QuoteOptions,
  type SharedQuoteJson,
} from "./shared-quote.ts";
