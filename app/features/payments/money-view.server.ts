// The money view of an order: what was charged, refunded, paid net, and what is still due, read
// from the payments ledger. Every screen, e-mail and report that states an order's money asks
// this one function (docs/product-rules.md#money), so they cannot disagree.
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { payments } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { type LedgerFigure, type MoneyView, moneyFromLedger } from "./money-rule.ts";
import type { MoneyJson } from "./payments.schemas.ts";

export type { MoneyView } from "./money-rule.ts";

/** The order the view is for: a custom order or a regular (cart) order, with its total and status. */
export type MoneyOrder =
  | { customOrderId: number; orderId?: undefined; totalCents: number; status: string }
  | { orderId: number; customOrderId?: undefined; totalCents: number; status: string };

interface LedgerRow extends LedgerFigure {
  customOrderId: number | null;
  orderId: number | null;
}

/** An order with no ledger rows the view counts. */
const EMPTY: MoneyView = {
  chargedCents: 0,
  refundedCents: 0,
  netPaidCents: 0,
  balanceDueCents: 0,
  depositCents: 0,
  pendingCents: 0,
};

const keyOf = (order: { customOrderId?: number | null; orderId?: number | null }) =>
  order.customOrderId ? `c${order.customOrderId}` : `o${order.orderId}`;

/**
 * The money view of a page of orders, both kinds mixed if need be, in one query. The answer is
 * keyed by `c{customOrderId}` / `o{orderId}`; use `moneyOf` to read it.
 */
export async function moneyViews(orders: MoneyOrder[], tx: Executor = db()): Promise<Map<string, MoneyView>> {
  const customIds = orders.flatMap((o) => (o.customOrderId ? [o.customOrderId] : []));
  const orderIds = orders.flatMap((o) => (o.orderId ? [o.orderId] : []));
  const which: SQL[] = [];
  if (customIds.length) which.push(inArray(payments.customOrderId, customIds));
  if (orderIds.length) which.push(inArray(payments.orderId, orderIds));
  // Only the figures: a ledger row also carries PayPal's whole answer (`raw`), kilobytes each.
  const rows: LedgerRow[] = which.length
    ? await tx
        .select({
          customOrderId: payments.customOrderId,
          orderId: payments.orderId,
          kind: payments.kind,
          status: payments.status,
          amountCents: payments.amountCents,
          applied: payments.applied,
        })
        .from(payments)
        .where(
          and(
            or(...which),
            eq(payments.applied, true),
            inArray(payments.status, ["completed", "refunded", "pending"]),
          ),
        )
    : [];
  const byOrder = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    // A cart payment names both its order and no custom order; a custom order's rows name it.
    const key = row.customOrderId ? `c${row.customOrderId}` : `o${row.orderId}`;
    byOrder.set(key, [...(byOrder.get(key) ?? []), row]);
  }
  return new Map(orders.map((o) => [keyOf(o), moneyFromLedger(o, byOrder.get(keyOf(o)) ?? [])]));
}

/** One order's view out of `moneyViews`' answer. */
export function moneyOf(
  views: Map<string, MoneyView>,
  order: { customOrderId?: number | null; orderId?: number | null },
): MoneyView {
  return views.get(keyOf(order)) ?? EMPTY;
}

/** The money view of one order. */
export async function moneyView(order: MoneyOrder, tx: Executor = db()): Promise<MoneyView> {
  return moneyOf(await moneyViews([order], tx), order);
}

/** The view in dollars, for an API answer. */
export function toMoneyJson(view: MoneyView): MoneyJson {
  return {
    charged: centsToDollars(view.chargedCents),
    refunded: centsToDollars(view.refundedCents),
    netPaid: centsToDollars(view.netPaidCents),
    balanceDue: centsToDollars(view.balanceDueCents),
  };
}

/**
 * Money PayPal took for the order that was never applied to it (a second deposit, a payment for
 * a cancelled order) and is not refunded yet: its refund failed, or has not gone through. The
 * order counts none of it, but the shop still holds it.
 */
export async function unappliedHeldCents(
  ref: { customOrderId: number } | { orderId: number },
  tx: Executor = db(),
): Promise<number> {
  const of =
    "orderId" in ref ? eq(payments.orderId, ref.orderId) : eq(payments.customOrderId, ref.customOrderId);
  const refunded = sql<number>`coalesce((select sum(r.amount_cents) from payments r
    where r.refund_of_payment_id = ${payments.id} and r.kind = 'refund' and r.status = 'completed'), 0)`;
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${payments.amountCents} - ${refunded}), 0)::int` })
    .from(payments)
    .where(
      and(of, ne(payments.kind, "refund"), eq(payments.applied, false), eq(payments.status, "completed")),
    );
  return Math.max(0, Number(row?.held ?? 0));
}
