// The admin's actions on regular orders: status changes recorded with who made them, tracking
// that ships the order and e-mails the customer, delete (see order-archive.server.ts) and restore.
import { eq } from "drizzle-orm";
import { orderItems, orders } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { conflict, notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { retakeStock, returnStock } from "../catalog/index.server.ts";
import { queueMail } from "../mail/index.server.ts";
import { moneyView, toMoneyJson } from "../payments/index.server.ts";
import { deleteDecision, recordArchive } from "./order-archive.server.ts";
import type { OrderDeleteJson, OrderRecordJson, OrderTracking } from "./order-records.schemas.ts";
import {
  byAdmin,
  findShippingAddress,
  listLedger,
  listStatusHistory,
  recordStatusChange,
} from "./order-records.server.ts";
import type { OrderStatus } from "./order-status.ts";
import { regularOrderViewUrl } from "./order-view.server.ts";
import { NOT_ARCHIVED, ORDER_NOT_FOUND, type OrderJson } from "./orders.schemas.ts";
import { getOrderFor, type Order, type OrderViewer } from "./orders.server.ts";
import { guardShipping, guardStatusChange } from "./status-guard.server.ts";

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

/** The customer hears that the order arrived, through the outbox in the same transaction. */
async function queueDeliveredMail(tx: Tx, order: Order) {
  await queueMail(tx, {
    to: order.customerEmail,
    template: "order-delivered",
    data: {
      orderId: order.id,
      customerName: order.customerName,
      url: await regularOrderViewUrl(tx, order.id),
    },
  });
}

/**
 * `PUT /api/orders/{id}/status`: any status, but `delivered` only after `shipped`; a change the
 * payments contradict needs the admin's reason (docs/product-rules.md#guarded-status-changes).
 * The customer is e-mailed when the order is delivered.
 */
export async function setOrderStatus(
  admin: CurrentUser,
  id: number,
  input: { status: OrderStatus; reason?: string; restock?: boolean },
): Promise<OrderJson> {
  const { status, reason } = input;
  await db().transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const audit = (after: Record<string, unknown>) =>
      recordAudit(tx, {
        action: "order.status",
        entity: "order",
        entityId: id,
        before: { status: order.status },
        after,
      });
    if (order.status === status) {
      // Cancelling a cancelled order (one a full refund cancelled, say) may still restock it.
      if (status === "cancelled" && input.restock && (await restockCancelled(tx, admin, id)))
        await audit({ status, restocked: true });
      return;
    }
    if (status === "delivered" && order.status !== "shipped") throw conflict(DELIVERED_ONLY_FROM_SHIPPED);
    const ref = { orderId: id };
    const change = { from: order.status, to: status, totalCents: order.totalCents, reason };
    const note = await guardStatusChange(tx, ref, change);
    if (order.status === "cancelled") {
      // Reopened: units that went back on the shelf are the order's again, if they are there.
      const shortage = await retakeStock(tx, id, await stockLinesOf(tx, id));
      if (shortage) throw conflict(shortage);
    }
    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    const overridden = note ? { note, reason } : {};
    await recordStatusChange(tx, ref, {
      from: order.status,
      to: status,
      actor: byAdmin(admin),
      ...overridden,
    });
    if (status === "delivered") await queueDeliveredMail(tx, order);
    const restocked = status === "cancelled" && input.restock && (await restockCancelled(tx, admin, id));
    await audit({ status, ...(reason ? { reason } : {}), ...(restocked ? { restocked } : {}) });
  });
  return getOrderFor({ user: admin }, id);
}

/** The order's lines whose product still exists, as stock counts them. */
async function stockLinesOf(tx: Tx, orderId: number) {
  const items = await tx
    .select({ productId: orderItems.productId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return items.flatMap((i) => (i.productId === null ? [] : [{ ...i, productId: i.productId }]));
}

/** A cancelled order's units back on the shelf, once, noted in its history; false if they were. */
async function restockCancelled(tx: Tx, admin: CurrentUser, orderId: number): Promise<boolean> {
  const lines = await stockLinesOf(tx, orderId);
  if (!(await returnStock(tx, orderId, lines))) return false;
  const units = lines.reduce((n, line) => n + line.quantity, 0);
  const note = `${units} ${units === 1 ? "unit" : "units"} returned to stock`;
  await recordStatusChange(
    tx,
    { orderId },
    { from: "cancelled", to: "cancelled", actor: byAdmin(admin), note },
  );
  return true;
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
    const ref = { orderId: id };
    const shipping = await guardShipping(tx, ref, order, { ...input, ships });
    await tx
      .update(orders)
      .set({ trackingNumber: input.trackingNumber, trackingUrl, ...(ships ? { status: "shipped" } : {}) })
      .where(eq(orders.id, id));
    if (shipping) {
      const actor = byAdmin(admin);
      await recordStatusChange(tx, ref, { from: order.status, to: "shipped", actor, ...shipping });
    }
    await recordAudit(tx, {
      action: "order.tracking",
      entity: "order",
      entityId: id,
      before: { status: order.status, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl },
      after: { status: ships ? "shipped" : order.status, trackingNumber: input.trackingNumber, trackingUrl },
    });
    if (order.status !== "delivered" && order.trackingNumber !== input.trackingNumber) {
      await queueMail(tx, {
        to: order.customerEmail,
        template: "order-shipped",
        data: {
          orderId: id,
          customerName: order.customerName,
          trackingNumber: input.trackingNumber,
          trackingUrl,
          url: await regularOrderViewUrl(tx, id),
        },
      });
    }
  });
  return getOrderFor({ user: admin }, id);
}

/**
 * `DELETE /api/orders/{id}`: an order with no payment is removed; a paid one is archived once its
 * money is settled, and refused (409) while it is paid and not shipped.
 */
export async function deleteOrder(admin: CurrentUser, id: number): Promise<OrderDeleteJson> {
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const ref = { orderId: id };
    const before = {
      status: order.status,
      customerName: order.customerName,
      total: centsToDollars(order.totalCents),
    };
    const audit = { action: "order.delete", entity: "order", entityId: id, before } as const;
    if ((await deleteDecision(tx, ref, order, `Order #${id}`)) === "archive") {
      await tx.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, id));
      await recordArchive(tx, ref, order, "archived", admin.id);
      await recordAudit(tx, { ...audit, after: { archived: true } });
      return {
        message: `Order #${id} was paid, so it was archived with its payments.`,
        deleted: false,
        archived: true,
      };
    }
    await tx.delete(orders).where(eq(orders.id, id));
    await recordAudit(tx, audit);
    return { message: `Order #${id} was deleted.`, deleted: true, archived: false };
  });
}

/** `POST /api/orders/{id}/restore`: an archived order goes back to the live list. */
export async function restoreOrder(admin: CurrentUser, id: number): Promise<OrderJson> {
  await db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!order.archivedAt) throw conflict(NOT_ARCHIVED);
    await tx.update(orders).set({ archivedAt: null }).where(eq(orders.id, id));
    await recordArchive(tx, { orderId: id }, order, "restored", admin.id);
    await recordAudit(tx, {
      action: "order.restore",
      entity: "order",
      entityId: id,
      before: { archived: true },
      after: { archived: false },
    });
  });
  return getOrderFor({ user: admin }, id);
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
  const [money, shippingAddress, payments, history] = await Promise.all([
    moneyView({ orderId: id, totalCents: order.totalCents, status: order.status }),
    findShippingAddress(order.shippingAddressId),
    listLedger(ref),
    listStatusHistory(ref),
  ]);
  return { money: toMoneyJson(money), shippingAddress, payments, history };
}
