// Server-side entry of custom-orders/quote: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { getRushAvailability } from "./rush-capacity.server.ts";
