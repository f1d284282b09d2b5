// The figures of a few customers at once (a page of the list, a batch of the export): their
// placed orders of both kinds with each one's money view, their mailing-list row and whether
// they have an account. Each source is read through its lower(e-mail) index for just these
// addresses, so a page costs the same with 100 customers or 100,000.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { customers, customOrders, orders, users } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { type MoneyView, moneyOf, moneyViews } from "../payments/index.server.ts";
import type { CustomerOrderJson, MarketingConsent } from "./customers.schemas.ts";

export interface CustomerOrder {
  key: string;
  kind: "custom" | "regular";
  id: number;
  createdAt: Date;
  status: string;
  totalCents: number;
  money: MoneyView;
}

export interface CustomerFigures {
  orders: CustomerOrder[];
  orderCount: number;
  totalSpentCents: number;
  lastOrderAt: Date | null;
  consent: MarketingConsent;
  /** The mailing-list row, for the consent history. */
  listRow: typeof customers.$inferSelect | null;
  account: typeof users.$inferSelect | null;
}

/** Orders of either kind once placed: not a cart awaiting PayPal, not a deposit never paid. */
async function placedOrders(keys: string[]): Promise<CustomerOrder[]> {
  const regularKey = sql<string>`lower(${orders.customerEmail})`;
  const customKey = sql<string>`lower(${customOrders.customerEmail})`;
  const [regular, custom] = await Promise.all([
    db()
      .select({
        key: regularKey,
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(and(inArray(regularKey, keys), ne(orders.status, "payment_pending"))),
    db()
      .select({
        key: customKey,
        id: customOrders.id,
        createdAt: customOrders.createdAt,
        status: customOrders.status,
        // What a custom order owes in all: the pins, then the shipping and tax fixed at its deposit.
        totalCents:
          sql<number>`${customOrders.totalCents} + ${customOrders.shippingCents} + ${customOrders.taxCents}`.mapWith(
            Number,
          ),
      })
      .from(customOrders)
      .where(and(inArray(customKey, keys), ne(customOrders.status, "pending"))),
  ]);
  const views = await moneyViews([
    ...regular.map((o) => ({ orderId: o.id, totalCents: o.totalCents, status: o.status })),
    ...custom.map((o) => ({ customOrderId: o.id, totalCents: o.totalCents, status: o.status })),
  ]);
  return [
    ...regular.map((o) => ({ ...o, kind: "regular" as const, money: moneyOf(views, { orderId: o.id }) })),
    ...custom.map((o) => ({ ...o, kind: "custom" as const, money: moneyOf(views, { customOrderId: o.id }) })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

function consentOf(row: typeof customers.$inferSelect | undefined): MarketingConsent {
  if (!row) return "not-on-list";
  if (row.unsubscribedAt) return "unsubscribed";
  return row.marketingConsent ? "subscribed" : "not-subscribed";
}

/** The figures of each lower-cased address in `keys`. */
export async function customerFigures(keys: string[]): Promise<Map<string, CustomerFigures>> {
  if (!keys.length) return new Map();
  const listKey = sql<string>`lower(${customers.email})`;
  const userKey = sql<string>`lower(${users.email})`;
  const [placed, listRows, accounts] = await Promise.all([
    placedOrders(keys),
    db().select().from(customers).where(inArray(listKey, keys)),
    db()
      .select()
      .from(users)
      .where(and(inArray(userKey, keys), eq(users.role, "customer"))),
  ]);
  const listByKey = new Map(listRows.map((r) => [r.email.toLowerCase(), r]));
  const accountByKey = new Map(accounts.map((u) => [u.email.toLowerCase(), u]));
  const figures = new Map<string, CustomerFigures>();
  for (const key of keys) {
    const listRow = listByKey.get(key);
    figures.set(key, {
      orders: [],
      orderCount: 0,
      totalSpentCents: 0,
      lastOrderAt: null,
      consent: consentOf(listRow),
      listRow: listRow ?? null,
      account: accountByKey.get(key) ?? null,
    });
  }
  for (const order of placed) {
    const f = figures.get(order.key);
    if (!f) continue;
    f.orders.push(order);
    // An order counts once money was taken for it; a refunded one still counts, at what it kept.
    if (order.money.chargedCents <= 0) continue;
    f.orderCount++;
    f.totalSpentCents += order.money.netPaidCents;
    if (!f.lastOrderAt || order.createdAt > f.lastOrderAt) f.lastOrderAt = order.createdAt;
  }
  return figures;
}

export const toCustomerOrderJson = (o: CustomerOrder): CustomerOrderJson => ({
  kind: o.kind,
  id: o.id,
  createdAt: o.createdAt.toISOString(),
  status: o.status,
  total: centsToDollars(o.totalCents),
  netPaid: centsToDollars(o.money.netPaidCents),
  refunded: centsToDollars(o.money.refundedCents),
  balanceDue: centsToDollars(o.money.balanceDueCents),
});
