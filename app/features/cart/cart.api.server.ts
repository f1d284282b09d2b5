import { type Context, Hono } from "hono";
import { AppError } from "../../lib/errors.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { validate, validId } from "../../server/validate.ts";
import { AddCartItemSchema, SessionIdSchema, UpdateCartItemSchema } from "./cart.schemas.ts";
import {
  addToCart,
  CART_ITEM_NOT_FOUND,
  type CartOwner,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
} from "./cart.server.ts";

/** The account's cart when signed in, otherwise the browser's X-Session-Id cart. */
export function cartOwnerFor(c: Context<AppEnv>): CartOwner {
  const user = c.get("user");
  if (user) return { userId: user.id };
  const parsed = SessionIdSchema.safeParse(c.req.header("x-session-id"));
  if (!parsed.success) throw new AppError("invalid", "Missing or invalid X-Session-Id header");
  return { sessionId: parsed.data };
}

const itemId = validId(CART_ITEM_NOT_FOUND);

/** Mounted at `/api/cart`. */
export const cartApi = new Hono<AppEnv>();

cartApi.get("/", async (c) => c.json((await getCart(cartOwnerFor(c))).items));

cartApi.post("/", validate("json", AddCartItemSchema), async (c) => {
  const { productId, quantity } = c.req.valid("json");
  return c.json(await addToCart(cartOwnerFor(c), productId, quantity), 201);
});

cartApi.patch("/:id", itemId, validate("json", UpdateCartItemSchema), async (c) => {
  const { quantity } = c.req.valid("json");
  return c.json(await updateCartItem(cartOwnerFor(c), c.req.valid("param").id, quantity));
});

cartApi.delete("/:id", itemId, async (c) => {
  await removeCartItem(cartOwnerFor(c), c.req.valid("param").id);
  return c.json({ message: "Item removed from cart" });
});

/** Mounted at `/api/clear-cart`. */
export const clearCartApi = new Hono<AppEnv>();

clearCartApi.post("/", async (c) => {
  await clearCart(cartOwnerFor(c));
  return c.json({ message: "Cart cleared" });
});
