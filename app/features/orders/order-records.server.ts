// The shop's records of an order of either kind: its status history with who made
// each change, its payments ledger, and whether anything was paid (which decides whether an
// admin delete archives or removes), and the admin lists' counts and searches. Read-only; the
// admin services of both kinds share it.
import { and, asc, eq, inArray, type SQL, sql, sum } from "drizzle-orm";
import {
  type customOrders,
  orderStatusCounts,
  orderStatusHistory,
  type orders,
  payments,
  shippingAddresses,
  users,
} from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import type { LedgerEntryJson, ShippingAddressJson, StatusChangeJson } from "./order-records.schemas.ts";

/** Either a regular order or a custom order, by id. */
export type OrderRef = { orderId: number } | { customOrderId: number };

/** Money that moved (or may still move): a declined or failed attempt is not a payment. */
const PAID_STATUSES = ["completed", "refunded", "pending"] as const;

function historyOf(ref: OrderRef): SQL {
  return "orderId" in ref
    ? eq(orderStatusHistory.orderId, ref.orderId)
    : eq(orderStatusHistory.customOrderId, ref.customOrderId);
}

function paymentsOf(ref: OrderRef): SQL {
  return "orderId" in ref ? eq(payments.orderId, ref.orderId) : eq(payments.customOrderId, ref.customOrderId);
}

/**
 * How many live (not archived) orders of a kind there are, in one status or all: the admin
 * lists' totals, from the counts a trigger keeps exact (migration 0008) rather than counting
 * every order on each page.
 */
export async function countLiveOrders(
  kind: "custom" | "regular",
  status?: string,
  tx: Executor = db(),
): Promise<number> {
  const [row] = await tx
    .select({ orders: sum(orderStatusCounts.orders).mapWith(Number) })
    .from(orderStatusCounts)
    .where(and(eq(orderStatusCounts.kind, kind), status ? eq(orderStatusCounts.status, status) : undefined));
  return row?.orders ?? 0;
}

/**
 * One page of an admin search, newest first, and how many orders match: the matches are found
 * once (the trigram indexes of migration 0005) for both, instead of once for the page and again
 * for the count. Answers the page's ids; the caller reads those rows.
 */
export async function searchPage(
  table: typeof orders | typeof customOrders,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  tx: Executor = db(),
): Promise<{ ids: number[]; total: number }> {
  const result = (await tx.execute(sql`
    with matches as materialized (
      select ${table.id} as id, ${table.createdAt} as created_at from ${table} where ${where}
    )
    select (select count(*) from matches)::int as total,
      array(select id from matches order by created_at desc, id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}) as ids`)) as {
    rows: Array<{ total: number; ids: number[] }>;
  };
  const row = result.rows[0];
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

export async function listStatusHistory(ref: OrderRef, tx: Executor = db()): Promise<StatusChangeJson[]> {
  const rows = await tx
    .select({ row: orderStatusHistory, changedBy: users.username })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedByUserId))
    .where(historyOf(ref))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map(({ row, changedBy }) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedBy,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function recordStatusChange(
  tx: Executor,
  ref: OrderRef,
  change: { from: string | null; to: string; by: number | null; note?: string | null },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    ...ref,
    fromStatus: change.from,
    toStatus: change.to,
    changedByUserId: change.by,
    note: change.note ?? null,
  });
}

export async function listLedger(ref: OrderRef, tx: Executor = db()): Promise<LedgerEntryJson[]> {
  const rows = await tx
    .select()
    .from(payments)
    .where(paymentsOf(ref))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    status: p.status,
    amount: centsToDollars(p.amountCents),
    currency: p.currency,
    providerOrderId: p.providerOrderId,
    providerCaptureId: p.providerCaptureId,
    providerRefundId: p.providerRefundId,
    refundOfPaymentId: p.refundOfPaymentId,
    createdAt: p.createdAt.toISOString(),
  }));
}

/** Whether the ledger holds a payment, so the order must be kept as a record. */
export async function hasPayment(ref: OrderRef, tx: Executor = db()): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(paymentsOf(ref), inArray(payments.status, [...PAID_STATUSES])))
    .limit(1);
  return Boolean(row);
}

export interface PaidTotals {
  depositCents: number;
  /** Deposits and balances taken, refunds given back. */
  netPaidCents: number;
}

/** What the ledger says each custom order has paid, for the admin's list. */
export async function paidTotalsOf(customOrderIds: number[], tx: Executor = db()) {
  const totals = new Map<number, PaidTotals>(
    customOrderIds.map((id) => [id, { depositCents: 0, netPaidCents: 0 }]),
  );
  if (customOrderIds.length === 0) return totals;
  // Only the figures: a ledger row also carries PayPal's whole answer (`raw`), kilobytes each.
  const rows = await tx
    .select({ customOrderId: payments.customOrderId, kind: payments.kind, amountCents: payments.amountCents })
    .from(payments)
    .where(
      and(
        inArray(payments.customOrderId, customOrderIds),
        inArray(payments.status, ["completed", "refunded"]),
      ),
    );
  for (const p of rows) {
    const t = totals.get(p.customOrderId!);
    if (!t) continue;
    if (p.kind === "refund") t.netPaidCents -= p.amountCents;
    else {
      t.netPaidCents += p.amountCents;
      if (p.kind === "deposit") t.depositCents += p.amountCents;
    }
  }
  return totals;
}

export async function findShippingAddress(
  id: number | null,
  tx: Executor = db(),
): Promise<ShippingAddressJson | null> {
  if (id === null) return null;
  const [a] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.id, id)).limit(1);
  if (!a) return null;
  return {
    name: a.name,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
  };
}
