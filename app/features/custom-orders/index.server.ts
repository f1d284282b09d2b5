// Server-side entry of custom-orders: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { listUserCustomOrders } from "./custom-orders.server.ts";
export { EXPIRE_CHECKOUTS_JOB, removeAbandonedCheckouts } from "./lifecycle/index.server.ts";
export { type CustomOrderForInvoice, getCustomOrderForInvoice } from "./order-invoice.server.ts";
export { createRegularOrderViewLink, findViewLinkTarget } from "./order-links.server.ts";
export { customOrderLinkFor } from "./order-view-url.server.ts";
export { purgeExpiredQuotes } from "./share/index.server.ts";
