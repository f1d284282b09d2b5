// Whose shipping rates a list is: the cart checkout's, or the custom orders' (which ship free
// until the owner sets rates of their own; docs/product-rules.md#shipping-and-tax).
export const SHIPPING_RATE_SCOPES = ["cart", "custom"] as const;
export type ShippingRateScope = (typeof SHIPPING_RATE_SCOPES)[number];
