import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { cartItems, products } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { conflict, invalid, notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { findProduct, PRODUCT_NOT_FOUND } from "../catalog/catalog.server.ts";
import { type CartItemJson, type CartJson, MAX_CART_QUANTITY } from "./cart.schemas.ts";

/** D4: a signed-in shopper's cart belongs to the account; a guest's to the browser's X-Session-Id. */
export type CartOwner = { userId: number } | { sessionId: string };

export const CART_ITEM_NOT_FOUND = "Cart item not found";
export const OUT_OF_STOCK = "This pin is out of stock";
export const QUANTITY_CAP = `You can order at most ${MAX_CART_QUANTITY} of one pin`;

function ownedBy(owner: CartOwner) {
  return "userId" in owner
    ? eq(cartItems.userId, owner.userId)
    : and(eq(cartItems.sessionId, owner.sessionId), isNull(cartItems.userId));
}

const itemColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  productId: products.id,
  name: products.name,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  inStock: products.inStock,
};

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toItemJson(r: ItemRow): CartItemJson {
  return {
    id: r.id,
    quantity: r.quantity,
    product: {
      id: r.productId,
      name: r.name,
      price: centsToDollars(r.priceCents),
      priceCents: r.priceCents,
      imageUrl: r.imageUrl,
      inStock: r.inStock,
    },
  };
}

function selectItems(owner: CartOwner, tx: Executor, itemId?: number) {
  return tx
    .select(itemColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownedBy(owner), itemId === undefined ? undefined : eq(cartItems.id, itemId)))
    .orderBy(asc(cartItems.id));
}

/** The owner's lines in the order they were added, with today's prices from the catalog. */
export async function getCart(owner: CartOwner, tx: Executor = db()): Promise<CartJson> {
  const items = (await selectItems(owner, tx)).map(toItemJson);
  return {
    items,
    subtotalCents: items.reduce((sum, i) => sum + i.product.priceCents * i.quantity, 0),
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

async function getCartItem(owner: CartOwner, itemId: number, tx: Executor): Promise<CartItemJson> {
  const [row] = await selectItems(owner, tx, itemId);
  if (!row) throw notFound(CART_ITEM_NOT_FOUND);
  return toItemJson(row);
}

/**
 * Adds to the line of that pin, or starts one. One upsert does the read and the write, so two
 * tabs adding at once can neither create two lines nor push a line past the cap.
 */
export async function addToCart(
  owner: CartOwner,
  productId: number,
  quantity: number,
  tx: Executor = db(),
): Promise<CartItemJson> {
  const product = await findProduct(productId, tx);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!product.inStock) throw conflict(OUT_OF_STOCK);
  const byUser = "userId" in owner;
  const total = sql`${cartItems.quantity} + excluded.quantity`;
  const [row] = await tx
    .insert(cartItems)
    .values(
      byUser
        ? { userId: owner.userId, productId, quantity }
        : { sessionId: owner.sessionId, productId, quantity },
    )
    .onConflictDoUpdate({
      target: byUser ? [cartItems.userId, cartItems.productId] : [cartItems.sessionId, cartItems.productId],
      set: { quantity: total, updatedAt: new Date() },
      setWhere: sql`${total} <= ${MAX_CART_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  if (!row) throw invalid(QUANTITY_CAP);
  return getCartItem(owner, row.id, tx);
}

/** Sets a line's quantity; a pin that went out of stock can be reduced but not raised. */
export async function updateCartItem(
  owner: CartOwner,
  itemId: number,
  quantity: number,
  tx: Executor = db(),
): Promise<CartItemJson> {
  const current = await getCartItem(owner, itemId, tx);
  if (!current.product.inStock && quantity > current.quantity) throw conflict(OUT_OF_STOCK);
  const [row] = await tx
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (!row) throw notFound(CART_ITEM_NOT_FOUND);
  return { ...current, quantity };
}

/** Another owner's line answers 404, exactly like a line that does not exist (payments ref. 18). */
export async function removeCartItem(owner: CartOwner, itemId: number, tx: Executor = db()): Promise<void> {
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(CART_ITEM_NOT_FOUND);
}

/** Empties the cart; the payment capture passes its transaction so order and cart change together. */
export async function clearCart(owner: CartOwner, tx: Executor = db()): Promise<void> {
  await tx.delete(cartItems).where(ownedBy(owner));
}

/**
 * D4: on sign-in the guest cart moves into the account. Lines of the same pin are added
 * together, capped at the line maximum; the guest lines are then gone.
 */
export async function mergeGuestCart(sessionId: string, userId: number, tx: Executor = db()): Promise<void> {
  await tx.transaction(async (t) => {
    await t.execute(sql`
      insert into cart_items (user_id, product_id, quantity)
      select ${userId}, product_id, least(quantity, ${MAX_CART_QUANTITY})
      from cart_items
      where session_id = ${sessionId} and user_id is null
      on conflict (user_id, product_id) do update
      set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_CART_QUANTITY}), updated_at = now()`);
    await t.delete(cartItems).where(ownedBy({ sessionId }));
  });
}
