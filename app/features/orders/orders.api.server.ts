import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin, requireUser } from "../../server/middleware/session.ts";
import { idParam, jsonBody } from "../../server/validate.ts";
import { OrderTrackingSchema, SetOrderStatusSchema } from "./order-records.schemas.ts";
import { getOrderFor, listOrders, listUserOrders } from "./orders.server.ts";
import {
  deleteOrder,
  getOrderHistory,
  getOrderRecord,
  setOrderStatus,
  setOrderTracking,
} from "./orders-admin.server.ts";

/** Mounted at `/api/orders` (customer lists and the admin's list). */
export const ordersApi = new Hono<AppEnv>();

/**
 * A customer's own orders; for an admin every order, `?page=&q=&status=`. Both answer the list
 * the track page reads; the admin's paging travels in headers.
 */
ordersApi.get("/", requireUser, async (c) => {
  const user = c.get("user")!;
  if (user.role !== "admin") return c.json(await listUserOrders(user));
  const { orders, total, page, pageSize } = await listOrders(c.req.query());
  c.header("X-Total-Count", String(total));
  c.header("X-Page", String(page));
  c.header("X-Page-Size", String(pageSize));
  return c.json(orders);
});

ordersApi.get("/:id", async (c) => c.json(await getOrderFor({ user: c.get("user") }, idParam(c))));

ordersApi.get("/:id/history", async (c) =>
  c.json(await getOrderHistory({ user: c.get("user") }, idParam(c))),
);

// Admin.
ordersApi.get("/:id/record", requireAdmin, async (c) => c.json(await getOrderRecord(idParam(c))));

ordersApi.put("/:id/status", requireAdmin, async (c) => {
  const { status } = await jsonBody(c, SetOrderStatusSchema);
  return c.json(await setOrderStatus(c.get("user")!, idParam(c), status));
});

ordersApi.put("/:id/tracking", requireAdmin, async (c) => {
  const input = await jsonBody(c, OrderTrackingSchema);
  return c.json(await setOrderTracking(c.get("user")!, idParam(c), input));
});

ordersApi.delete("/:id", requireAdmin, async (c) => c.json(await deleteOrder(c.get("user")!, idParam(c))));
