// A regular order as its invoice states it: the order as recorded, its lines in cents, the
// discount code's name and where it ships. Read-only; the invoices feature composes it with the
// order's ledger.
import { asc, eq } from "drizzle-orm";
import { discountCodes, orderItems, orders } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import type { ShippingAddressJson } from "./order-records.schemas.ts";
import { findShippingAddress } from "./order-records.server.ts";
import type { Order } from "./orders.server.ts";

export interface RegularOrderForInvoice {
  order: Order;
  items: { name: string; quantity: number; unitPriceCents: number }[];
  discountCode: string | null;
  shipTo: ShippingAddressJson | null;
}

/** The order with that id, archived or not (the caller decides who may see which); undefined if none. */
export async function getRegularOrderForInvoice(
  id: number,
  tx: Executor = db(),
): Promise<RegularOrderForInvoice | undefined> {
  const [row] = await tx
    .select({ order: orders, discountCode: discountCodes.code })
    .from(orders)
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) return undefined;
  const [items, shipTo] = await Promise.all([
    tx
      .select({
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    findShippingAddress(row.order.shippingAddressId, tx),
  ]);
  return { order: row.order, items, discountCode: row.discountCode, shipTo };
}
