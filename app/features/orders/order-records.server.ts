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
    actor: row.actor,
    changedBy,
    note: row.note,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Who made a change (docs/product-rules.md#statuses): an admin by account, the customer
 * (approvals, change requests, payments; by account when signed in), or the system (jobs,
 * webhooks, PayPal's own events).
 */
export type HistoryActor =
  | { kind: "admin"; userId: number }
  | { kind: "customer"; userId?: number | null }
  | { kind: "system" };

export const byAdmin = (admin: { id: number }): HistoryActor => ({ kind: "admin", userId: admin.id });
export const BY_CUSTOMER: HistoryActor = { kind: "customer" };
export const BY_SYSTEM: HistoryActor = { kind: "system" };
/** A refund's actor: the admin who asked for it, or the system (PayPal, a job). */
export const refundActor = (byUserId: number | null): HistoryActor =>
  byUserId === null ? BY_SYSTEM : { kind: "admin", userId: byUserId };

export async function recordStatusChange(
  tx: Executor,
  ref: OrderRef,
  change: {
    from: string | null;
    to: string;
    actor: HistoryActor;
    note?: string | null;
    /** An admin's reason for a change the payments contradict. */
    reason?: string | null;
  },
): Promise<void> {
  const { actor } = change;
  await tx.insert(orderStatusHistory).values({
    ...ref,
    fromStatus: change.from,
    toStatus: change.to,
    actor: actor.kind,
    changedByUserId: actor.kind === "system" ? null : (actor.userId ?? null),
    note: change.note ?? null,
    reason: change.reason ?? null,
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
    applied: p.applied,
    note: p.note,
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
