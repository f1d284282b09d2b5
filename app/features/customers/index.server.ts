// Server-side entry of customers: what other features may call
// (docs/decisions/010-feature-boundaries.md).
export { customerFigures } from "./customer-figures.server.ts";
export { type DirectoryRow, directoryPages, toCustomerSummaryJson } from "./customers.server.ts";
