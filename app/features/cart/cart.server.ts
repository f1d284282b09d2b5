import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { cartItems, products } from "../../../db/schema.ts";
import { batcher } from "../../lib/batcher.ts";
import { db, type Executor, getDatabase } from "../../lib/db.server.ts";
import { conflict, invalid, notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { notForSale, PRODUCT_NOT_FOUND } from "../catalog/index.server.ts";
import { picturesFor } from "../uploads/index.server.ts";
import { type CartItemJson, type CartJson, MAX_CART_QUANTITY } from "./cart.schemas.ts";

/** A signed-in shopper's cart belongs to the account; a guest's to the browser's X-Session-Id. */
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
  // A pin taken off sale is unavailable in the carts that still hold it.
  inStock: sql<boolean>`${products.inStock} and ${products.status} = 'active'`,
};

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Lines with their pictures' resized copies; lines showing demo art (SVG) cost no query. */
async function withPictures(items: CartItemJson[], tx: Executor = db()): Promise<CartItemJson[]> {
  const pictures = await picturesFor(
    items.map((i) => i.product.imageUrl),
    tx,
  );
  if (pictures.size === 0) return items;
  return items.map((i) => ({
    ...i,
    product: { ...i.product, picture: pictures.get(i.product.imageUrl) ?? null },
  }));
}

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
      picture: null,
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
  const items = await withPictures((await selectItems(owner, tx)).map(toItemJson), tx);
  return {
    items,
    subtotalCents: items.reduce((sum, i) => sum + i.product.priceCents * i.quantity, 0),
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

async function getCartItem(owner: CartOwner, itemId: number, tx: Executor): Promise<CartItemJson> {
  const [row] = await selectItems(owner, tx, itemId);
  if (!row) throw notFound(CART_ITEM_NOT_FOUND);
  const [item] = await withPictures([toItemJson(row)], tx);
  return item!;
}

/**
 * Adds to the line of that pin, or starts one. One upsert does the read and the write, so two
 * tabs adding at once can neither create two lines nor push a line past the cap.
 */
export async function addToCart(
  owner: CartOwner,
  productId: number,
  quantity: number,
): Promise<CartItemJson> {
  const byUser = "userId" in owner;
  const row = await (byUser ? addByUser : addBySession)({
    productId,
    owner: byUser ? owner.userId : owner.sessionId,
    quantity,
  });
  if (row.product_id === null) throw notFound(PRODUCT_NOT_FOUND);
  if (row.status !== "active") throw conflict(notForSale(row.name));
  if (row.stock_count <= 0) throw conflict(OUT_OF_STOCK);
  if (row.line_id === null) {
    const wanted = (row.existing ?? 0) + quantity;
    if (wanted > MAX_CART_QUANTITY) throw invalid(QUANTITY_CAP);
    throw conflict(stockLeft(row.name, row.stock_count, row.existing ?? 0));
  }
  // A guest's id that matches a line an account has taken over is not the guest's line.
  if (!byUser && row.user_id !== null) throw notFound(CART_ITEM_NOT_FOUND);
  const item = toItemJson({
    id: row.line_id,
    quantity: row.quantity ?? quantity,
    productId: row.product_id,
    name: row.name,
    priceCents: row.price_cents,
    imageUrl: row.image_url,
    inStock: true,
  });
  return (await withPictures([item]))[0]!;
}

type AddRequest = { productId: number; owner: number | string; quantity: number };

/**
 * Add to cart is the shop's hottest write (`npm run bench` holds it to p99 < 20 ms under 50
 * connections). The adds that arrive while earlier ones are at the database leave together, as
 * one statement (app/lib/batcher.ts), and go through `unhurriedWrite`, which does not wait for
 * the disk at commit: a cart line is not money. Two adds of the same pin to the same cart never
 * share a statement, so each sees the other's quantity against the cap.
 */
function addBatcher(owner: "user_id" | "session_id") {
  const name = owner === "user_id" ? "cart-add-by-user" : "cart-add-by-session";
  const text = addStatement(owner);
  return batcher<AddRequest, AddedRow>(
    async (adds) => {
      const { rows } = await getDatabase().unhurriedWrite(name, text, [
        adds.map((a) => a.productId),
        adds.map((a) => a.owner),
        adds.map((a) => a.quantity),
        MAX_CART_QUANTITY,
      ]);
      const byPosition = new Map((rows as AddedRow[]).map((r) => [Number(r.n), r]));
      return adds.map((_, i) => {
        const row = byPosition.get(i + 1);
        if (!row) throw new Error("the cart statement answered no row for an add");
        return row;
      });
    },
    { concurrency: 2, maxSize: 200, key: (a) => `${a.owner}\u0000${a.productId}` },
  );
}
const addByUser = addBatcher("user_id");
const addBySession = addBatcher("session_id");

/**
 * Each add's pin, its stock and the capped upsert of its line, for a whole batch in one
 * statement and one round trip; one row per add, by its position (`n`, from 1).
 */
function addStatement(owner: "user_id" | "session_id") {
  return `
  with input as (
    select * from unnest($1::int[], $2::${owner === "user_id" ? "int" : "text"}[], $3::int[])
      with ordinality as i(product_id, owner, quantity, n)
  ), line as (
    insert into cart_items (${owner}, product_id, quantity)
    select input.owner, products.id, input.quantity
    from input join products on products.id = input.product_id
    where products.status = 'active' and input.quantity <= products.stock_count
    on conflict (${owner}, product_id) do update
      set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
      where cart_items.quantity + excluded.quantity <= $4
        and cart_items.quantity + excluded.quantity
          <= (select stock_count from products where products.id = excluded.product_id)
    returning id, quantity, user_id, ${owner} as owner, product_id
  )
  select input.n, products.id as product_id, products.name, products.price_cents,
    products.image_url, products.status, products.stock_count, line.id as line_id, line.quantity,
    line.user_id, existing.quantity as existing
  from input
  left join products on products.id = input.product_id
  left join line on line.owner = input.owner and line.product_id = input.product_id
  left join cart_items existing
    on existing.${owner} = input.owner and existing.product_id = input.product_id`;
}

type AddedRow = {
  n: number | string;
  product_id: number | null;
  name: string;
  price_cents: number;
  image_url: string;
  status: string;
  stock_count: number;
  line_id: number | null;
  quantity: number | null;
  user_id: number | null;
  /** The line's quantity before this add (the statement's snapshot), if it had one. */
  existing: number | null;
};

/** "Only 2 of X are left", and how many the cart already has, when that is why an add failed. */
function stockLeft(name: string, left: number, inCart: number): string {
  const only = `Only ${left} of ${name} ${left === 1 ? "is" : "are"} left`;
  return inCart === 0 ? `${only}.` : `${only}, and your cart already has ${inCart}.`;
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
  if (quantity > current.quantity) {
    const [stock] = await tx
      .select({ count: products.stockCount })
      .from(products)
      .where(eq(products.id, current.product.id));
    const left = stock?.count ?? 0;
    if (quantity > left) throw conflict(stockLeft(current.product.name, left, 0));
  }
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
 * On sign-in the guest cart moves into the account. Lines of the same pin are added
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
