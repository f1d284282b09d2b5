// The custom-order messages (docs/product-rules.md#messages), apart from the schemas so the builder
// shows them without loading zod (issue 8).

export const MISSING_INFORMATION = "Please upload your logo and fill in all contact details.";
export const PRICES_CHANGED = "Prices have changed. Please review your order.";
export const ORDER_NOT_FOUND = "Order not found";
