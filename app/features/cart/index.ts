// Browser-safe entry of cart: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { markDiscountStale, removeDiscount, useAppliedDiscount } from "./applied-discount.ts";
export { MAX_CART_QUANTITY } from "./cart-limits.ts";
export { clearCartAfterPurchase, loadCart, useCartState } from "./cart-store.ts";
export { cartSubtotalCents, cartTotalCents } from "./cart-totals.ts";
export { getSessionId, newSessionId, SESSION_ID_KEY } from "./session-id.ts";
export { notifyCartChanged } from "./use-cart-count.ts";
