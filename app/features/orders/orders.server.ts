// Regular orders: the paid carts the payments feature's `cart`
// purpose writes, read back by their owner or an admin. Another customer's order answers the
// same 404 as a missing one, and lists hold only the caller's own orders.
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { orderItems, orders } from "../../../db/schema.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { type MoneyView, moneyOf, moneyViews, toMoneyJson } from "../payments/index.server.ts";
import { countLiveOrders, searchPage } from "./order-records.server.ts";
import {
  ORDER_NOT_FOUND,
  ORDERS_PAGE_SIZE,
  type OrderItemJson,
  type OrderJson,
  type OrderListQuery,
  OrderListQuerySchema,
} from "./orders.schemas.ts";

export type Order = typeof orders.$inferSelect;

/** Who asks: the signed-in user, if any. */
export interface OrderViewer {
  user: CurrentUser | null;
}

export function toOrderJson(order: Order, items: OrderItemJson[], money: MoneyView): OrderJson {
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
    subtotal: centsToDollars(order.subtotalCents),
    discountAmount: centsToDollars(order.discountCents),
    shippingAmount: centsToDollars(order.shippingCents),
    taxAmount: centsToDollars(order.taxCents),
    totalAmount: centsToDollars(order.totalCents),
    status: order.status,
    items: JSON.stringify(items),
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    money: toMoneyJson(money),
  };
}

/** The lines of these orders, by order id, in the order they were bought. */
async function itemsOf(orderIds: number[], tx: Executor): Promise<Map<number, OrderItemJson[]>> {
  const byOrder = new Map<number, OrderItemJson[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await tx
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    byOrder.get(row.orderId)?.push({
      name: row.name,
      quantity: row.quantity,
      price: centsToDollars(row.unitPriceCents),
    });
  }
  return byOrder;
}

/** The orders as the API answers them: lines and money view, each in one query for the page. */
export async function withItems(rows: Order[], tx: Executor): Promise<OrderJson[]> {
  const [items, money] = await Promise.all([
    itemsOf(
      rows.map((row) => row.id),
      tx,
    ),
    moneyViews(
      rows.map((row) => ({ orderId: row.id, totalCents: row.totalCents, status: row.status })),
      tx,
    ),
  ]);
  return rows.map((row) => toOrderJson(row, items.get(row.id) ?? [], moneyOf(money, { orderId: row.id })));
}

/**
 * The account that placed it, or a verified account under the e-mail of an order placed as
 * a guest. Regular and custom orders follow the same rule.
 */
export function ownsOrder(user: CurrentUser | null, order: Pick<Order, "userId" | "customerEmail">): boolean {
  if (!user) return false;
  if (order.userId === user.id) return true;
  return (
    order.userId === null &&
    user.emailVerified &&
    order.customerEmail.toLowerCase() === user.email.toLowerCase()
  );
}

/** The same rule as `ownsOrder`, as SQL. */
function ownedBy(user: CurrentUser): SQL {
  const byEmail = user.emailVerified
    ? and(isNull(orders.userId), sql`lower(${orders.customerEmail}) = lower(${user.email})`)
    : undefined;
  return or(eq(orders.userId, user.id), byEmail) as SQL;
}

/** The customer's own regular orders, newest first; archived orders are the shop's records only. */
export async function listUserOrders(user: CurrentUser, tx: Executor = db()): Promise<OrderJson[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(ownedBy(user), isNull(orders.archivedAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(rows, tx);
}

/** `GET /api/orders/{id}`: the owner's (not archived) or, for an admin, any order; else 404. */
export async function getOrderFor(viewer: OrderViewer, id: number, tx: Executor = db()): Promise<OrderJson> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  const isAdmin = viewer.user?.role === "admin";
  if (!order || !(isAdmin || (!order.archivedAt && ownsOrder(viewer.user, order)))) {
    throw notFound(ORDER_NOT_FOUND);
  }
  const [json] = await withItems([order], tx);
  return json!;
}

/** The admin's search: an order number, or part of the customer's name or e-mail. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
  const byText = or(ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern));
  const number = q.replace(/^#/, "");
  return /^\d{1,9}$/.test(number) ? or(eq(orders.id, Number(number)), byText) : byText;
}

/**
 * The admin's list of every live order, newest first, a page at a time; `archived` lists the
 * archived ones instead.
 */
export async function listOrders(query: OrderListQuery = {}, tx: Executor = db()) {
  const { page, q, status, archived } = OrderListQuerySchema.parse(query);
  const where = and(
    archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    status ? eq(orders.status, status) : undefined,
    matching(q),
  );
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  let rows: Order[];
  let total: number;
  if (q || archived) {
    // The live counts cover live orders only; the archive (and a search) counts its matches.
    const found = await searchPage(orders, where, page, ORDERS_PAGE_SIZE, tx);
    total = found.total;
    rows = found.ids.length
      ? await tx
          .select()
          .from(orders)
          .where(inArray(orders.id, found.ids))
          .orderBy(...newestFirst)
      : [];
  } else {
    // The whole list (or one status) takes its total from the live counts, not from every row.
    [rows, total] = await Promise.all([
      tx
        .select()
        .from(orders)
        .where(where)
        .orderBy(...newestFirst)
        .limit(ORDERS_PAGE_SIZE)
        .offset((page - 1) * ORDERS_PAGE_SIZE),
      countLiveOrders("regular", status, tx),
    ]);
  }
  return { orders: await withItems(rows, tx), total, page, pageSize: ORDERS_PAGE_SIZE };
}
