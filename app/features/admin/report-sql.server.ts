// The SQL the reports share: a range of the owner's calendar days as an interval of instants,
// the calendar day of an instant, and the orders placed in a range. Every figure starts from the
// payments ledger's rows in the range (payments_created_idx), so a report costs what its range
// holds, never the shop's whole history; the orders it needs are then read by their primary key.
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { payments } from "../../../db/schema.ts";
import { counted } from "./overview.server.ts";

/** A report's range: first and last calendar day (both included) of a time zone. */
export interface ReportWindow {
  from: string;
  to: string;
  tz: string;
}

/** `column` falls in the range: from the zone's first instant of `from` to its first of the day after `to`. */
export const inWindow = (w: ReportWindow, column: AnyPgColumn | SQL) =>
  sql`${column} >= (${w.from}::date::timestamp at time zone ${w.tz}) and ${column} < ((${w.to}::date + 1)::timestamp at time zone ${w.tz})`;

/** The calendar day (YYYY-MM-DD) an instant falls on in the range's zone. */
export const localDay = (w: ReportWindow, column: AnyPgColumn | SQL) =>
  sql<string>`to_char((${column} at time zone ${w.tz})::date, 'YYYY-MM-DD')`;

/**
 * Orders placed in the range, one row each (`id`, `placed_at`, `paid_cents`): a cart order when
 * PayPal completed its payment, a custom order when its deposit was taken. The payment counts as
 * the ledger counts it (applied; completed, or refunded since), so an order is placed in a
 * report exactly when its money is in the report's sales. Written as materialized CTEs, `name`
 * and `{name}_payments`: the payments are read first, by the created_at index on the range, and
 * only then grouped by order. Left to itself, the planner may rather read every payment the shop
 * ever took for an order, in order-id order, to group them without sorting; so nothing else in
 * the first CTE can be answered by an index.
 */
export function placedOrders(w: ReportWindow, kind: "cart" | "deposit", name = "placed"): SQL {
  const orderId = kind === "cart" ? payments.orderId : payments.customOrderId;
  const paid = sql.raw(`${name}_payments`);
  return sql`${paid} as materialized (
    select ${orderId} as id, ${payments.createdAt} as created_at, ${payments.amountCents} as amount_cents
    from ${payments}
    where ${counted} and ${payments.kind} = ${kind} and ${inWindow(w, payments.createdAt)}
  ), ${sql.raw(name)} as materialized (
    select id, min(created_at) as placed_at, sum(amount_cents)::bigint as paid_cents
    from ${paid} where id is not null group by id
  )`;
}

/**
 * `column` names one of the orders of the CTE `name`. Joined on its own, a range of a few
 * thousand orders looks to the planner like a reason to read a whole orders table into a hash;
 * as a list it reads only their rows, by the index on `column` (its primary key, or the order
 * lines' order id), however old the shop.
 */
export const ofPlaced = (column: AnyPgColumn, name = "placed") =>
  sql`${column} = any(array(select id from ${sql.raw(name)}))`;

/** bigint and numeric sums arrive as strings; null when nothing was summed. */
export const num = (value: string | number | null | undefined) => Number(value ?? 0);
