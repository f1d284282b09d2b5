import { z } from "zod";
import type { Picture } from "../../lib/picture.ts";
import { MAX_CART_QUANTITY } from "./cart-limits.ts";

export { MAX_CART_QUANTITY };
export const CART_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;

/** The browser's random cart id, at least 128 bits of `A-Z a-z 0-9 _ -`. */
export const SessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, "Missing or invalid X-Session-Id header");

/** Ids are PostgreSQL `integer`s; anything larger cannot name a row. */
const MAX_ID = 2_147_483_647;

// A strict integer: "2", 1.5, null and 1e9 are refused, never coerced.
const quantityField = z
  .number({ error: CART_QUANTITY_MESSAGE })
  .int(CART_QUANTITY_MESSAGE)
  .min(1, CART_QUANTITY_MESSAGE)
  .max(MAX_CART_QUANTITY, CART_QUANTITY_MESSAGE);

/**
 * `POST /api/cart`: strict, so a client's price or total is refused, never stored
 * (docs/product-rules.md#security-checks).
 */
export const AddCartItemSchema = z.strictObject({
  productId: z
    .number({ error: "Choose a pin to add" })
    .int("Choose a pin to add")
    .positive("Choose a pin to add")
    .max(MAX_ID, "Choose a pin to add"),
  quantity: quantityField,
});
export type AddCartItem = z.infer<typeof AddCartItemSchema>;

/** `PATCH /api/cart/{id}`. */
export const UpdateCartItemSchema = z.strictObject({ quantity: quantityField });
export type UpdateCartItem = z.infer<typeof UpdateCartItemSchema>;

/** A cart line as the API answers it (id, quantity, product name, price, imageUrl). */
export interface CartItemJson {
  id: number;
  quantity: number;
  product: {
    id: number;
    name: string;
    price: number;
    priceCents: number;
    imageUrl: string;
    /** The picture's resized copies; null for art without them. */
    picture: Picture | null;
    inStock: boolean;
  };
}

export interface CartJson {
  items: CartItemJson[];
  subtotalCents: number;
  itemCount: number;
}
