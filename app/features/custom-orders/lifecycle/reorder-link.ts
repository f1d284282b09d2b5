import type { CustomOrderStatus } from "../order-status.ts";

// "Reorder" on a custom order that has reached the customer (browser-safe; the server checks
// the same rule in reorder.server.ts).

/** Orders that have shipped: their pins are made, so the same pins can be ordered again. */
export const canReorder = (status: CustomOrderStatus) => status === "shipped" || status === "delivered";

/** The query parameter the builder reads to start from an earlier order. */
export const REORDER_PARAM = "reorder";

/** The builder page, told to start from the given order. */
export const reorderPath = (orderId: number) => `/custom?${REORDER_PARAM}=${orderId}`;
