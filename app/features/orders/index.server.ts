// Server-side entry of orders: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { cartPurpose } from "./cart-purpose.server.ts";
export { deleteDecision, recordArchive } from "./order-archive.server.ts";
export { getRegularOrderForInvoice, type RegularOrderForInvoice } from "./order-invoice.server.ts";
export { ORDER_LOOKUP_JOB } from "./order-lookup.server.ts";
export {
  BY_CUSTOMER,
  BY_SYSTEM,
  byAdmin,
  countLiveOrders,
  findShippingAddress,
  type HistoryActor,
  hasPayment,
  listLedger,
  listStatusHistory,
  recordStatusChange,
  refundActor,
  searchPage,
} from "./order-records.server.ts";
export { getRegularOrderByViewToken } from "./order-view.server.ts";
export { listUserOrders, ownsOrder } from "./orders.server.ts";
export { saveShippingAddress } from "./shipping-addresses.server.ts";
export { guardShipping, guardStatusChange, moneyForGuard, overrideNeeded } from "./status-guard.server.ts";
