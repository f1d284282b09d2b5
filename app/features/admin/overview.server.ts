// The dashboard overview (issue 7): money from the payments ledger, balances still
// due, orders by status, the last 7 days against the 7 before, and page views. A read-only
// report across features, so it lives with the admin and reads their tables directly. Figures
// over all time come from the summaries the database keeps exact on every write (migration
// 0008, docs/decisions/007); the rest are aggregates over an indexed date range. None of them
// reads the whole history.
import { and, count, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import { customOrders, orderStatusCounts, payments, paymentTotals } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { invalid, sqlState } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { PLACED_CUSTOM_ORDER_STATUSES } from "../custom-orders/index.ts";
import { ORDER_STATUSES } from "../orders/index.ts";
import {
  type OverviewJson,
  type OverviewQuery,
  OverviewQuerySchema,
  percentChange,
  type StatusCountJson,
  UNKNOWN_TIME_ZONE,
  WEEK_DAYS,
} from "./overview.schemas.ts";
import { pageViewFigures } from "./overview-views.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Money that was taken: captures (even if later refunded, their refunds count apart) and refunds
 * given; the SQL function ledger_counts of migration 0008 says the same for the running totals.
 * A capture that could not be applied, and its refund, count nowhere (docs/product-rules.md#money).
 * The reports count the same rows.
 */
export const counted = and(
  eq(payments.applied, true),
  or(
    and(ne(payments.kind, "refund"), inArray(payments.status, ["completed", "refunded"])),
    and(eq(payments.kind, "refund"), eq(payments.status, "completed")),
  ),
);
const signedCents = sql`case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end`;
const cents = (value: string | number | null | undefined) => centsToDollars(Number(value ?? 0));

/** Since the shop opened, by kind, from the ledger's running totals (a refund under the kind it returns). */
async function moneyTaken(): Promise<OverviewJson["money"]> {
  const rows = await db().select().from(paymentTotals);
  const net = (kind: string) => rows.find((r) => r.kind === kind)?.netCents ?? 0;
  return {
    total: cents(rows.reduce((sum, r) => sum + r.netCents, 0)),
    deposits: cents(net("deposit")),
    balances: cents(net("balance")),
    regularOrders: cents(net("cart")),
    refunded: cents(rows.reduce((sum, r) => sum + r.refundedCents, 0)),
  };
}

/**
 * Custom orders whose deposit is paid and that are still live: what is left to collect, the
 * money view's balance due (what the order owes less what was charged: a refund never makes money owed,
 * docs/product-rules.md#money). The condition is the predicate of custom_orders_balance_due_idx
 * (literals, not parameters, so the planner can prove it), which holds only the orders that
 * still owe something.
 */
async function balancesDue(): Promise<OverviewJson["balancesDue"]> {
  const c = customOrders;
  // What an order owes in all: its pins, and the shipping and tax fixed when the deposit was paid.
  const owed = sql`${c.totalCents} + ${c.shippingCents} + ${c.taxCents}`;
  const [row] = await db()
    .select({
      orders: count(),
      amount: sql<string>`coalesce(sum(${owed} - ${c.chargedCents}), 0)::bigint`,
    })
    .from(c)
    .where(
      sql`${c.archivedAt} is null and ${c.status} not in ('pending', 'cancelled') and ${owed} > ${c.chargedCents}`,
    );
  return { amount: cents(row?.amount), orders: Number(row?.orders ?? 0) };
}

/**
 * Every state of each machine, in its order, with how many live (not archived) orders are in it.
 * A prepared custom order whose deposit was never paid is an unpaid checkout, not an order, so
 * `pending` is left out of the custom orders.
 */
async function ordersByStatus(): Promise<OverviewJson["ordersByStatus"]> {
  const rows = await db().select().from(orderStatusCounts);
  const fill = (kind: string, states: readonly string[]): StatusCountJson[] =>
    states.map((status) => ({
      status,
      count: rows.find((r) => r.kind === kind && r.status === status)?.orders ?? 0,
    }));
  return { custom: fill("custom", PLACED_CUSTOM_ORDER_STATUSES), regular: fill("regular", ORDER_STATUSES) };
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
