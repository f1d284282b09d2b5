// Stock that never oversells (docs/product-rules.md#products-and-stock). A checkout is checked
// when its PayPal order is made, holds its units under the products' row locks just before the
// capture (so the losers of a race for the last units are refused before any money moves), and
// its paid order takes the units in the capture's transaction with a conditional update.
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { products, stockHolds, stockReturns } from "../../../db/schema.ts";
import type { Executor, Tx } from "../../lib/db.server.ts";
import { notifyOwner } from "../mail/index.server.ts";

/** One product and how many of it a checkout buys. */
export interface StockLine {
  productId: number;
  name: string;
  quantity: number;
}

/** How long a capture's hold lasts: longer than a capture call can take (its lease is 60 s). */
export const STOCK_HOLD_SECONDS = 120;

export const notEnoughStock = (name: string, left: number) =>
  left <= 0
    ? `${name} is out of stock. Please remove it from your cart.`
    : `Only ${left} of ${name} ${left === 1 ? "is" : "are"} left. Please lower the quantity in your cart.`;

export const notForSale = (name: string) => `${name} is no longer for sale. Please remove it from your cart.`;

/**
 * The quantity of each product, lines of the same product added together, in product id order:
 * every writer locks products in that order, so two checkouts never wait on each other in a
 * circle.
 */
function quantities(lines: readonly StockLine[]): Map<number, StockLine> {
  const byProduct = new Map<number, StockLine>();
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return byProduct;
}

/** Units other checkouts hold right now, by product. */
async function heldByOthers(tx: Executor, productIds: number[], intentId: number | null) {
  const rows = await tx
    .select({ productId: stockHolds.productId, held: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.productId, productIds),
        gt(stockHolds.expiresAt, sql`now()`),
        intentId === null ? undefined : ne(stockHolds.paymentIntentId, intentId),
      ),
    )
    .groupBy(stockHolds.productId);
  return new Map(rows.map((r) => [r.productId, r.held]));
}

/**
 * Why these lines cannot be bought now (a product no longer for sale, or fewer units than
 * wanted once other checkouts' holds are counted), in the shopper's words; null when they can.
 * With `lock`, the products' rows are locked first, in id order, so concurrent holds queue.
 */
export async function checkStock(
  tx: Executor,
  lines: readonly StockLine[],
  options: { intentId?: number; lock?: boolean } = {},
): Promise<string | null> {
  const wanted = quantities(lines);
  const ids = [...wanted.keys()];
  if (ids.length === 0) return null;
  const query = tx
    .select({ id: products.id, status: products.status, stockCount: products.stockCount })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);
  const rows = options.lock ? await query.for("update") : await query;
  const held = await heldByOthers(tx, ids, options.intentId ?? null);
  for (const line of wanted.values()) {
    const row = rows.find((r) => r.id === line.productId);
    if (row?.status !== "active") return notForSale(line.name);
    const left = row.stockCount - (held.get(row.id) ?? 0);
    if (left < line.quantity) return notEnoughStock(line.name, left);
  }
  return null;
}

/**
 * Right before a capture: holds the lines' units for this checkout under the products' row
 * locks, or answers why it cannot (and holds nothing). A checkout that already held once is
 * never refused here: its earlier capture call may have gone through at PayPal with its answer
 * lost, and the retry must replay it. Its hold is renewed; if the units went meanwhile, the
 * order cannot take them and the capture is refunded at once.
 */
export async function holdStock(
  tx: Tx,
  intentId: number,
  lines: readonly StockLine[],
): Promise<string | null> {
  const expiresAt = sql`now() + make_interval(secs => ${STOCK_HOLD_SECONDS})`;
  const renewed = await tx
    .update(stockHolds)
    .set({ expiresAt })
    .where(eq(stockHolds.paymentIntentId, intentId))
    .returning({ productId: stockHolds.productId });
  if (renewed.length > 0) return null;
  const refusal = await checkStock(tx, lines, { intentId, lock: true });
  if (refusal) return refusal;
  for (const line of quantities(lines).values()) {
    await tx
      .insert(stockHolds)
      .values({ paymentIntentId: intentId, productId: line.productId, quantity: line.quantity, expiresAt });
  }
  return null;
}

/**
 * Gives back what a checkout holds: its payment failed, or a definite refusal (a declined card)
 * ended its capture call, so nothing was sold under the hold. Its units are for sale again at
 * once, and its next capture call holds afresh, checked like any other.
 */
export async function releaseStock(tx: Tx, intentId: number): Promise<void> {
  await tx.delete(stockHolds).where(eq(stockHolds.paymentIntentId, intentId));
}

/**
 * A paid order takes its units, in the transaction that creates it: each product's count goes
 * down only if enough is left (`stock_count >= n`), so two orders can never both take the last
 * unit. Answers the product that has too few, if one has; the caller then refunds the capture.
 * The checkout's hold is removed, and the owner e-mailed for each product that falls to its
 * low-stock level.
 */
export async function takeStock(
  tx: Tx,
  intentId: number,
  lines: readonly StockLine[],
): Promise<StockLine | null> {
  await tx.delete(stockHolds).where(eq(stockHolds.paymentIntentId, intentId));
  for (const line of quantities(lines).values()) {
    const [taken] = await tx
      .update(products)
      .set({ stockCount: sql`${products.stockCount} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.stockCount} >= ${line.quantity}`))
      .returning({ stockCount: products.stockCount, lowStockAt: products.lowStockAt, name: products.name });
    if (!taken) return line;
    const before = taken.stockCount + line.quantity;
    if (taken.lowStockAt !== null && before > taken.lowStockAt && taken.stockCount <= taken.lowStockAt) {
      await notifyLowStock(tx, line.productId, taken.name, taken.stockCount);
    }
  }
  return null;
}

/** Told once per fall: only the order that takes the count across the level sends it. */
async function notifyLowStock(tx: Tx, productId: number, name: string, left: number) {
  await notifyOwner(tx, {
    event: "lowStock",
    subject: `Low stock: ${name} (${left} left)`,
    heading: `${name} is running low`,
    lines: [
      `${left === 0 ? "No units are" : `Only ${left} ${left === 1 ? "unit is" : "units are"}`} left of ${name} (product #${productId}).`,
      "Raise the stock count in the admin's Products section when more arrive.",
    ],
    target: { section: "products", product: productId },
  });
}

/**
 * Puts a cancelled or refunded order's units back on the shelf, once per order whatever the
 * number of refunds. Answers whether they were returned now.
 */
export async function returnStock(tx: Tx, orderId: number, lines: readonly StockLine[]): Promise<boolean> {
  const [first] = await tx.insert(stockReturns).values({ orderId }).onConflictDoNothing().returning();
  if (!first) return false;
  for (const line of quantities(lines).values()) {
    await tx
      .update(products)
      .set({ stockCount: sql`${products.stockCount} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  return true;
}

/** Why a reopened order cannot take its units back, in the owner's words. */
export const notEnoughToReopen = (name: string, left: number) =>
  `This order's units went back on the shelf and ${left <= 0 ? `no ${name} is` : `only ${left} of ${name} ${left === 1 ? "is" : "are"}`} left now. Raise its stock count before reopening the order.`;

/**
 * A cancelled order whose units `returnStock` gave back is reopened: it takes them again, under
 * the products' row locks and less what checkouts hold, or answers why it cannot (and takes
 * nothing). An order whose units never went back takes nothing. Once taken, a later refund or
 * cancellation may return them again.
 */
export async function retakeStock(
  tx: Tx,
  orderId: number,
  lines: readonly StockLine[],
): Promise<string | null> {
  const [returned] = await tx
    .select({ orderId: stockReturns.orderId })
    .from(stockReturns)
    .where(eq(stockReturns.orderId, orderId))
    .for("update");
  if (!returned) return null;
  const wanted = quantities(lines);
  const ids = [...wanted.keys()];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: products.id, stockCount: products.stockCount })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(products.id)
          .for("update");
  const held = ids.length === 0 ? new Map<number, number>() : await heldByOthers(tx, ids, null);
  for (const line of wanted.values()) {
    const row = rows.find((r) => r.id === line.productId);
    if (!row) continue;
    const left = row.stockCount - (held.get(row.id) ?? 0);
    if (left < line.quantity) return notEnoughToReopen(line.name, left);
  }
  for (const line of wanted.values()) {
    if (!rows.some((r) => r.id === line.productId)) continue;
    const [taken] = await tx
      .update(products)
      .set({ stockCount: sql`${products.stockCount} - ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ stockCount: products.stockCount, lowStockAt: products.lowStockAt, name: products.name });
    const before = taken!.stockCount + line.quantity;
    if (taken!.lowStockAt !== null && before > taken!.lowStockAt && taken!.stockCount <= taken!.lowStockAt) {
      await notifyLowStock(tx, line.productId, taken!.name, taken!.stockCount);
    }
  }
  await tx.delete(stockReturns).where(eq(stockReturns.orderId, orderId));
  return null;
}
