// Server-side entry of orders: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { cartPurpose } from "./cart-purpose.server.ts";
export {
  countLiveOrders,
  findShippingAddress,
  hasPayment,
  listLedger,
  listStatusHistory,
  paidTotalsOf,
  recordStatusChange,
  searchPage,
} from "./order-records.server.ts";
export { listUserOrders } from "./orders.server.ts";
export { saveShippingAddress } from "./shipping-addresses.server.ts";
