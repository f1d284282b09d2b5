// Server-side entry of cart: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { cartOwnerFor } from "./cart.api.server.ts";
export { type CartOwner, clearCart, getCart, mergeGuestCart } from "./cart.server.ts";
