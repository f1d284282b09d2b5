// The admin's actions on regular orders: status changes recorded with who made them, tracking
// that ships the order and e-mails the customer, and delete that keeps a paid order as an archived record.
import { eq } from "drizzle-orm";
import { orders } from "../../../db/schema.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { conflict, notFound } from "../../lib/errors.server.ts";
import { queueMail } from "../mail/index.server.ts";
import type { OrderDeleteJson, OrderRecordJson, OrderTracking } from "./order-records.schemas.ts";
import {
  findShippingAddress,
  hasPayment,
  listLedger,
  listStatusHistory,
  recordStatusChange,
} from "./order-records.server.ts";
import type { OrderStatus } from "./order-status.ts";
import { ORDER_NOT_FOUND, type OrderJson } from "./orders.schemas.ts";
import { getOrderFor, type Order, type OrderViewer } from "./orders.server.ts";

export const DELIVERED_ONLY_FROM_SHIPPED = "Only a shipped order can be marked delivered.";
export const TRACKING_NOT_SHIPPABLE = "This order cannot be shipped in its current status.";

/** States from which setting a tracking number ships the order (the timeline's steps before it). */
const SHIPPABLE: readonly OrderStatus[] = ["pending", "processing", "in_production"];
/** States whose tracking the admin may still correct. */
const TRACKABLE: readonly OrderStatus[] = [...SHIPPABLE, "shipped", "delivered"];

async function lockOrder(tx: Tx, id: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** `PUT /api/orders/{id}/status`: any status, but `delivered` only after `shipped`. */
export async function setOrderStatus(
  admin: CurrentUser,
  id: number,
  status: OrderStatus,
): Promise<OrderJson> {
  await db().transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === status) return;
    if (status === "delivered" && order.status !== "shipped") throw conflict(DELIVERED_ONLY_FROM_SHIPPED);
    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    await recordStatusChange(tx, { orderId: id }, { from: order.status, to: status, by: admin.id });
  });
  return getOrderFor({ user: admin }, id);
}

/**
 * `PUT /api/orders/{id}/tracking`: stores the tracking; an order not yet shipped moves to
 * `shipped`. The customer is e-mailed whenever the tracking number is new to them.
 */
export async function setOrderTracking(
  admin: CurrentUser,
  id: number,
  input: OrderTracking,
): Promise<OrderJson> {
  const trackingUrl = input.trackingUrl || null;
  await db().transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!TRACKABLE.includes(order.status)) throw conflict(TRACKING_NOT_SHIPPABLE);
    const ships = SHIPPABLE.includes(order.status);
    await tx
      .update(orders)
      .set({ trackingNumber: input.trackingNumber, trackingUrl, ...(ships ? { status: "shipped" } : {}) })
      .where(eq(orders.id, id));
    if (ships) {
      const note = `Tracking number ${input.trackingNumber}`;
      await recordStatusChange(
        tx,
        { orderId: id },
        { from: order.status, to: "shipped", by: admin.id, note },
      );
    }
    if (order.status !== "delivered" && order.trackingNumber !== input.trackingNumber) {
      await queueMail(tx, {
        to: order.customerEmail,
        template: "order-shipped",
        data: {
          orderId: id,
          customerName: order.customerName,
          trackingNumber: input.trackingNumber,
          trackingUrl,
          url: `${env().publicUrl}/track-order?id=${id}&type=regular`,
        },
      });
    }
  });
  return getOrderFor({ user: admin }, id);
}

/** `DELETE /api/orders/{id}`: a paid order is archived with its records; else removed. */
export async function deleteOrder(admin: CurrentUser, id: number): Promise<OrderDeleteJson> {
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (await hasPayment({ orderId: id }, tx)) {
      await tx.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, id));
      const note = "Archived by an admin (the order has payments)";
      await recordStatusChange(
        tx,
        { orderId: id },
        { from: order.status, to: order.status, by: admin.id, note },
      );
      return {
        message: `Order #${id} was paid, so it was archived with its payments.`,
        deleted: false,
        archived: true,
      };
    }
    await tx.delete(orders).where(eq(orders.id, id));
    return { message: `Order #${id} was deleted.`, deleted: true, archived: false };
  });
}

/** `GET /api/orders/{id}/history`: the owner's or, for an admin, any order's changes. */
export async function getOrderHistory(viewer: OrderViewer, id: number) {
  await getOrderFor(viewer, id);
  return listStatusHistory({ orderId: id });
}

/** The admin's detail dialog: address, ledger and history. */
export async function getOrderRecord(id: number): Promise<OrderRecordJson> {
  const [order] = await db().select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const ref = { orderId: id };
  const [shippingAddress, payments, history] = await Promise.all([
    findShippingAddress(order.shippingAddressId),
    listLedger(ref),
    listStatusHistory(ref),
  ]);
  return { shippingAddress, payments, history };
}
