// The reports' money, per calendar day of the owner: what the payments ledger took by kind and
// gave back, and the custom orders whose deposit was taken with what they still owe.
import { and, sql } from "drizzle-orm";
import { customOrders, payments } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { counted } from "./overview.server.ts";
import { rowsOf } from "./overview-views.server.ts";
import { inWindow, localDay, num, ofPlaced, placedOrders, type ReportWindow } from "./report-sql.server.ts";

const sumOf = (kind: string) =>
  sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = ${kind}), 0)::bigint`;

/** Per day, in cents: captures by kind, and refunds (amount and how many). */
export async function ledgerDays(w: ReportWindow) {
  const rows = await db()
    .select({
      day: localDay(w, payments.createdAt),
      deposits: sumOf("deposit"),
      balances: sumOf("balance"),
      cartOrders: sumOf("cart"),
      refunds: sumOf("refund"),
      refundCount: sql<string>`count(*) filter (where ${payments.kind} = 'refund')`,
    })
    .from(payments)
    .where(and(counted, inWindow(w, payments.createdAt)))
    .groupBy(sql`1`);
  return rows.map((r) => ({
    day: r.day,
    deposits: num(r.deposits),
    balances: num(r.balances),
    cartOrders: num(r.cartOrders),
    refunds: num(r.refunds),
    refundCount: num(r.refundCount),
  }));
}

/**
 * Per day, the custom orders whose deposit was taken that day: how many, the deposits, and what
 * they owe today. What is owed is the money view's balance due (the pins' total, shipping and
 * tax less what was charged: a refund never makes money owed, docs/product-rules.md#money),
 * read from `charged_cents`, which the ledger keeps; as on the dashboard, a cancelled or archived
 * order owes nothing more.
 */
export async function depositDays(w: ReportWindow) {
  const c = customOrders;
  const owed = sql`${c.totalCents} + ${c.shippingCents} + ${c.taxCents}`;
  const rows = await rowsOf<{ day: string; orders: string; deposits: string; due: string }>(sql`
    with ${placedOrders(w, "deposit")}
    select ${localDay(w, sql`placed.placed_at`)} as day, count(*) as orders,
      sum(placed.paid_cents)::bigint as deposits,
      coalesce(sum(greatest(0, ${owed} - ${c.chargedCents})) filter (
        where ${c.archivedAt} is null and ${c.status} not in ('pending', 'cancelled')), 0)::bigint as due
    from placed join ${c} on ${c.id} = placed.id
    where ${ofPlaced(c.id)}
    group by 1`);
  return rows.map((r) => ({
    day: r.day,
    orders: num(r.orders),
    deposits: num(r.deposits),
    balanceDue: num(r.due),
  }));
}
