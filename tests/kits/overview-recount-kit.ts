// For summary tests: the overview's all-time figures and the list totals recounted from every
// raw row, as the overview computed them before the summaries of migration 0008 existed. The
// summaries must agree with this after any write, by anyone (docs/decisions/007).
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dayRange } from "../../app/features/admin/index.ts";
import { type OverviewJson, TOP_PAGES, VIEW_DAYS } from "../../app/features/admin/overview.schemas.ts";
import { PLACED_CUSTOM_ORDER_STATUSES } from "../../app/features/custom-orders/index.ts";
import { ORDER_STATUSES } from "../../app/features/orders/index.ts";
import { db } from "../../app/lib/db.server.ts";
import { centsToDollars } from "../../app/lib/money.ts";
import { customOrders, orders, pageViews, payments } from "../../db/schema.ts";

const counted = and(
  eq(payments.applied, true),
  or(
    and(ne(payments.kind, "refund"), inArray(payments.status, ["completed", "refunded"])),
    and(eq(payments.kind, "refund"), eq(payments.status, "completed")),
  ),
);
const signedCents = sql`case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end`;
const sumCents = sql<string>`coalesce(sum(${signedCents}), 0)::bigint`;
const cents = (value: string | number | null | undefined) => centsToDollars(Number(value ?? 0));

async function money(): Promise<OverviewJson["money"]> {
  const refundOf = alias(payments, "refund_of");
  const rows = await db()
    .select({
      kind: sql<string>`coalesce(${refundOf.kind}, ${payments.kind})`,
      net: sumCents,
      refunded: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund'), 0)::bigint`,
    })
    .from(payments)
    .leftJoin(refundOf, eq(refundOf.id, payments.refundOfPaymentId))
    .where(counted)
    .groupBy(sql`1`);
  const net = (kind: string) => Number(rows.find((r) => r.kind === kind)?.net ?? 0);
  return {
    total: cents(rows.reduce((sum, r) => sum + Number(r.net), 0)),
    deposits: cents(net("deposit")),
    balances: cents(net("balance")),
    regularOrders: cents(net("cart")),
    refunded: cents(rows.reduce((sum, r) => sum + Number(r.refunded), 0)),
  };
}

async function balancesDue(): Promise<OverviewJson["balancesDue"]> {
  // What the applied captures charged: a refund never makes money owed.
  const paid = db()
    .select({
      customOrderId: payments.customOrderId,
      cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)::bigint`.as("ledger_cents"),
    })
    .from(payments)
    .where(and(counted, ne(payments.kind, "refund"), isNotNull(payments.customOrderId)))
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
  const fill = (states: readonly string[], rows: { status: string; count: number }[]) =>
    states.map((status) => ({ status, count: Number(rows.find((r) => r.status === status)?.count ?? 0) }));
  return { custom: fill(PLACED_CUSTOM_ORDER_STATUSES, custom), regular: fill(ORDER_STATUSES, regular) };
}

async function views(now: Date, timeZone: string): Promise<OverviewJson["pageViews"]> {
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

/** The overview's figures that the summaries serve, from every raw row. */
export async function recountOverview(now: Date, timeZone: string) {
  return {
    money: await money(),
    balancesDue: await balancesDue(),
    ordersByStatus: await ordersByStatus(),
    pageViews: await views(now, timeZone),
  };
}

/**
 * Custom orders whose paid_cents or charged_cents is not what their ledger rows add up to (none,
 * if all is well).
 */
export async function paidCentsMismatches(): Promise<number[]> {
  const ledger = sql`coalesce((select sum(${signedCents}) from ${payments}
    where ${payments.customOrderId} = ${customOrders.id} and ${counted}), 0)`;
  const charged = sql`coalesce((select sum(${payments.amountCents}) from ${payments}
    where ${payments.customOrderId} = ${customOrders.id} and ${counted} and ${payments.kind} <> 'refund'), 0)`;
  const rows = await db()
    .select({ id: customOrders.id })
    .from(customOrders)
    .where(sql`${customOrders.paidCents} <> ${ledger} or ${customOrders.chargedCents} <> ${charged}`);
  return rows.map((r) => r.id);
}
