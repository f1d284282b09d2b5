// How many rush orders the shop can still take this month. A rush order takes a spot once
// its deposit is paid (any status past `pending`), and gives it back when it is cancelled.
import { and, count, eq, gte, lt, notInArray } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import { db, type Executor } from "../../../lib/db.server.ts";
import { getShopSettings } from "../../settings/index.server.ts";
import type { RushAvailabilityJson } from "./rush-capacity.ts";

/** The calendar month (UTC) that `now` falls in, as [start, next month's start). */
export function monthOf(now: Date): [Date, Date] {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return [start, end];
}

/** The owner's monthly capacity (Settings in /admin; ten until they set one). */
export async function rushCapacity(tx: Executor = db()): Promise<number> {
  return (await getShopSettings(tx)).rushCapacityPerMonth;
}

export async function getRushAvailability(
  now = new Date(),
  tx: Executor = db(),
): Promise<RushAvailabilityJson> {
  const [start, end] = monthOf(now);
  const [row] = await tx
    .select({ used: count() })
    .from(customOrders)
    .where(
      and(
        eq(customOrders.rushOrder, true),
        notInArray(customOrders.status, ["pending", "cancelled"]),
        gte(customOrders.createdAt, start),
        lt(customOrders.createdAt, end),
      ),
    );
  const capacity = await rushCapacity(tx);
  const used = row?.used ?? 0;
  return { capacity, used, spotsLeft: Math.max(0, capacity - used) };
}
