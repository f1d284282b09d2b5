import { type Context, Hono } from "hono";
import { AppError, notFound } from "../../lib/errors.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { idParam, jsonBody } from "../../server/validate.ts";
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

function itemId(c: Context<AppEnv>): number {
  try {
    return idParam(c);
  } catch {
    throw notFound(CART_ITEM_NOT_FOUND);
  }
}

/** Mounted at `/api/cart`. */
export const cartApi = new Hono<AppEnv>();

cartApi.get("/", async (c) => c.json((await getCart(cartOwnerFor(c))).items));

cartApi.post("/", async (c) => {
  const owner = cartOwnerFor(c);
  const { productId, quantity } = await jsonBody(c, AddCartItemSchema);
  return c.json(await addToCart(owner, productId, quantity), 201);
});

cartApi.patch("/:id", async (c) => {
  const owner = cartOwnerFor(c);
  const { quantity } = await jsonBody(c, UpdateCartItemSchema);
  return c.json(await updateCartItem(owner, itemId(c), quantity));
});

cartApi.delete("/:id", async (c) => {
  await removeCartItem(cartOwnerFor(c), itemId(c));
  return c.json({ message: "Item removed from cart" });
});

/** Mounted at `/api/clear-cart`. */
export const clearCartApi = new Hono<AppEnv>();

clearCartApi.post("/", async (c) => {
  await clearCart(cartOwnerFor(c));
  return c.json({ message: "Cart cleared" });
});
