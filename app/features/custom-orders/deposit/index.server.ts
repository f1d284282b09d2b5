// Server-side entry of custom-orders/deposit: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  confirmDeposit,
  PAYMENT_NOT_USD,
  PAYMENT_OTHER_ORDER,
  PAYMENT_REFUNDED,
  PAYMENT_UNDER_REVIEW,
} from "./deposit-confirmation.server.ts";
export { depositPurpose } from "./deposit-purpose.server.ts";
export { quoteDeposit } from "./deposit-quote.server.ts";
