// The cart's limit without zod: the header's cart (on every page) needs the number, and importing
// it from cart.schemas.ts put the whole of zod (24 KiB gzip) in every page's first JavaScript.

/** A pin can be ordered at most 99 times in one cart line (the cart's check constraint). */
export const MAX_CART_QUANTITY = 99;
