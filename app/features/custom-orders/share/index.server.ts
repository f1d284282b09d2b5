// Server-side entry of custom-orders/share: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { purgeExpiredQuotes } from "./shared-quotes.server.ts";
