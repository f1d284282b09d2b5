// Tracking for custom orders, as the regular orders have it (number required, URL optional;
// the shipped e-mail carries it): setting it ships an order that has not shipped yet, recorded
// with who did it, and obeys the guarded status rule (docs/product-rules.md#guarded-status-changes);
// the customer is e-mailed for each tracking number new to them.
import { eq } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import { recordAudit } from "../../../lib/audit.server.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db } from "../../../lib/db.server.ts";
import { conflict, notFound } from "../../../lib/errors.server.ts";
import { byAdmin, guardShipping, recordStatusChange } from "../../orders/index.server.ts";
import type { OrderTracking } from "../../orders/order-records.schemas.ts";
import { type CustomOrderJson, ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { getCustomOrderFor } from "../custom-orders.server.ts";
import { owedCents } from "../order-charges.ts";
import {
  SHIPPABLE_STATUSES,
  TRACKABLE_STATUSES,
  TRACKING_NOT_SHIPPABLE,
} from "./custom-order-lifecycle.schemas.ts";
import { notifyShipped } from "./lifecycle-mails.server.ts";

/** `PUT /api/custom-orders/{id}/tracking` (admin). */
export async function setCustomOrderTracking(
  admin: CurrentUser,
  id: number,
  input: OrderTracking,
): Promise<CustomOrderJson> {
  const trackingUrl = input.trackingUrl || null;
  await db().transaction(async (tx) => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
    if (!TRACKABLE_STATUSES.includes(order.status)) throw conflict(TRACKING_NOT_SHIPPABLE);
    const ships = SHIPPABLE_STATUSES.includes(order.status);
    // Shipping obeys the status rule: not before the balance is paid, unless the admin says why.
    const ref = { customOrderId: id };
    const owing = { status: order.status, totalCents: owedCents(order) };
    const shipping = await guardShipping(tx, ref, owing, { ...input, ships });
    const [updated] = await tx
      .update(customOrders)
      .set({ trackingNumber: input.trackingNumber, trackingUrl, ...(ships ? { status: "shipped" } : {}) })
      .where(eq(customOrders.id, id))
      .returning();
    if (shipping) {
      const actor = byAdmin(admin);
      await recordStatusChange(tx, ref, { from: order.status, to: "shipped", actor, ...shipping });
    }
    // A correction after delivery is for the records only; the customer has the pins.
    if (updated!.status === "shipped") await notifyShipped(tx, updated!);
    await recordAudit(tx, {
      action: "custom_order.tracking",
      entity: "custom_order",
      entityId: id,
      before: { status: order.status, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl },
      after: { status: updated!.status, trackingNumber: input.trackingNumber, trackingUrl },
    });
  });
  return getCustomOrderFor({ user: admin }, id);
}
