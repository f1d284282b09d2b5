// Server-side entry of custom-orders/lifecycle: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).

export { EXPIRE_CHECKOUTS_JOB, removeAbandonedCheckouts } from "./abandoned-checkouts.server.ts";
export { cancelCustomOrder } from "./cancel-order.server.ts";
export { setCustomOrderTracking } from "./custom-order-tracking.server.ts";
export {
  deleteCustomOrder,
  getCustomOrderHistory,
  getCustomOrderRecord,
  listAdminCustomOrders,
  restoreCustomOrder,
  setCustomOrderStatus,
} from "./custom-orders-admin.server.ts";
export { getOrderByViewToken } from "./order-view.server.ts";
export { startReorder } from "./reorder.server.ts";
