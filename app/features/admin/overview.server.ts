// The dashboard overview (issue 7; D4b, D10): money from the payments ledger, balances still
// due, orders by status, the last 7 days against the 7 before, and page views. A read-only
// report across features, so it lives with the admin and reads their tables directly; every
// figure is one aggregate query over an indexed date range or a GROUP BY, never a full load.
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { customOrders, orders, pageViews, payments } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { invalid, sqlState } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { CUSTOM_ORDER_STATUSES } from "../custom-orders/order-status.ts";
import { ORDER_STATUSES } from "../orders/order-status.ts";
import {
  type OverviewJson,
  type OverviewQuery,
  OverviewQuerySchema,
  percentChange,
  type StatusCountJson,
  TOP_PAGES,
  UNKNOWN_TIME_ZONE,
  VIEW_DAYS,
  WEEK_DAYS,
} from "./overview.schemas.ts";
import { dayRange } from "./view-days.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Money that was taken: captures (even if later refunded, their refunds count apart) and refunds given. */
const counted = or(
  and(ne(payments.kind, "refund"), inArray(payments.status, ["completed", "refunded"])),
  and(eq(payments.kind, "refund"), eq(payments.status, "completed")),
);
const signedCents = sql`case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end`;
const sumCents = (expr = signedCents) => sql<string>`coalesce(sum(${expr}), 0)::bigint`;
const cents = (value: string | number | null | undefined) => centsToDollars(Number(value ?? 0));

/** Since the shop opened, by kind; a refund counts against the kind of the payment it returns. */
async function moneyTaken(): Promise<OverviewJson["money"]> {
  const refundOf = alias(payments, "refund_of");
  const rows = await db()
    .select({
      kind: sql<string>`coalesce(${refundOf.kind}, ${payments.kind})`,
      net: sumCents(),
      refunded: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund'), 0)::bigint`,
    })
    .from(payments)
    .leftJoin(refundOf, eq(refundOf.id, payments.refundOfPaymentId))
    .where(counted)
    .groupBy(sql`1`);
  const net = (kind: string) => Number(rows.find((r) => r.kind === kind)?.net ?? 0);
  const total = rows.reduce((sum, r) => sum + Number(r.net), 0);
  const refunded = rows.reduce((sum, r) => sum + Number(r.refunded), 0);
  return {
    total: cents(total),
    deposits: cents(net("deposit")),
    balances: cents(net("balance")),
    regularOrders: cents(net("cart")),
    refunded: cents(refunded),
  };
}

/** Custom orders whose deposit is paid and that are still live: what is left to collect. */
async function balancesDue(): Promise<OverviewJson["balancesDue"]> {
  const paid = db()
    .select({ customOrderId: payments.customOrderId, cents: sumCents().as("paid_cents") })
    .from(payments)
    .where(and(counted, isNotNull(payments.customOrderId)))
    .groupBy(payments.customOrderId)
    .as("paid");
  const due = sql`greatest(0, ${customOrders.totalCents} - coalesce(${paid.cents}, 0))`;
  const [row] = await db()
    .select({
      orders: sql<string>`count(*) filter (where ${due} > 0)`,
      amount: sql<string>`coalesce(sum(${due}), 0)::bigint`,
    })
    .from(customOrders)
    .leftJoin(paid, eq(paid.customOrderId, customOrders.id))
    .where(and(isNull(customOrders.archivedAt), notInArray(customOrders.status, ["pending", "cancelled"])));
  return { amount: cents(row?.amount), orders: Number(row?.orders ?? 0) };
}

/** Every state of each machine, in its order, with how many live (not archived) orders are in it. */
async function ordersByStatus(): Promise<OverviewJson["ordersByStatus"]> {
  const [custom, regular] = await Promise.all([
    db()
      .select({ status: customOrders.status, count: count() })
      .from(customOrders)
      .where(isNull(customOrders.archivedAt))
      .groupBy(customOrders.status),
    db()
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(isNull(orders.archivedAt))
      .groupBy(orders.status),
  ]);
  const fill = (states: readonly string[], rows: { status: string; count: number }[]): StatusCountJson[] =>
    states.map((status) => ({ status, count: Number(rows.find((r) => r.status === status)?.count ?? 0) }));
  return { custom: fill(CUSTOM_ORDER_STATUSES, custom), regular: fill(ORDER_STATUSES, regular) };
}

/** The last 7 days against the 7 before: net money taken, and orders paid (deposits and carts). */
async function weekOverWeek(now: Date): Promise<OverviewJson["week"]> {
  const split = new Date(now.getTime() - WEEK_DAYS * DAY_MS);
  const start = new Date(now.getTime() - 2 * WEEK_DAYS * DAY_MS);
  const inCurrent = sql`${payments.createdAt} >= ${split}`;
  const inPrevious = sql`${payments.createdAt} < ${split}`;
  const isOrder = sql`${payments.kind} in ('deposit', 'cart')`;
  const [row] = await db()
    .select({
      currentCents: sql<string>`coalesce(sum(${signedCents}) filter (where ${inCurrent}), 0)::bigint`,
      previousCents: sql<string>`coalesce(sum(${signedCents}) filter (where ${inPrevious}), 0)::bigint`,
      currentOrders: sql<string>`count(*) filter (where ${inCurrent} and ${isOrder})`,
      previousOrders: sql<string>`count(*) filter (where ${inPrevious} and ${isOrder})`,
    })
    .from(payments)
    .where(and(counted, gte(payments.createdAt, start), lt(payments.createdAt, now)));
  const current = { revenue: cents(row?.currentCents), orders: Number(row?.currentOrders ?? 0) };
  const previous = { revenue: cents(row?.previousCents), orders: Number(row?.previousOrders ?? 0) };
  return {
    current: { from: split.toISOString(), to: now.toISOString(), ...current },
    previous: { from: start.toISOString(), to: split.toISOString(), ...previous },
    revenueChange: percentChange(Number(row?.currentCents ?? 0), Number(row?.previousCents ?? 0)),
    ordersChange: percentChange(current.orders, previous.orders),
  };
}

/** Views per day of the admin's calendar, and the most viewed paths, over the last 30 days. */
async function pageViewFigures(now: Date, timeZone: string): Promise<OverviewJson["pageViews"]> {
  const days = dayRange(now, timeZone, VIEW_DAYS);
  const since = sql`(${days[0]}::date::timestamp at time zone ${timeZone})`;
  const window = and(sql`${pageViews.createdAt} >= ${since}`, lt(pageViews.createdAt, now));
  const day = sql<string>`to_char(${pageViews.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [perDay, top] = await Promise.all([
    db().select({ day, views: count() }).from(pageViews).where(window).groupBy(sql`1`),
    db()
      .select({ path: pageViews.path, views: count() })
      .from(pageViews)
      .where(window)
      .groupBy(pageViews.path)
      .orderBy(desc(count()), pageViews.path)
      .limit(TOP_PAGES),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.views)]));
  const series = days.map((date) => ({ date, views: byDay.get(date) ?? 0 }));
  return {
    days: series,
    total: series.reduce((sum, d) => sum + d.views, 0),
    topPages: top.map((r) => ({ path: r.path, views: Number(r.views) })),
  };
}

/** `GET /api/admin/overview`; `now` is for tests that need a fixed clock. */
export async function getOverview(query: OverviewQuery = {}, now = new Date()): Promise<OverviewJson> {
  const { tz } = OverviewQuerySchema.parse(query);
  try {
    const [money, due, byStatus, week, views] = await Promise.all([
      moneyTaken(),
      balancesDue(),
      ordersByStatus(),
      weekOverWeek(now),
      pageViewFigures(now, tz),
    ]);
    return {
      generatedAt: now.toISOString(),
      timeZone: tz,
      money,
      balancesDue: due,
      ordersByStatus: byStatus,
      week,
      pageViews: views,
    };
  } catch (err) {
    // A zone the browser knows but the database does not (22023: invalid_parameter_value).
    if (sqlState(err) === "22023") throw invalid(UNKNOWN_TIME_ZONE);
    throw err;
  }
}
