// Server-side entry of custom-orders/balance: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { balanceFigures } from "./balance-figures.server.ts";
export { balancePaymentPath, issueBalanceLink } from "./balance-links.server.ts";
export { balancePurpose } from "./balance-purpose.server.ts";
