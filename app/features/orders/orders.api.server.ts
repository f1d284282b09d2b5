import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin, requireUser } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
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

ordersApi.get("/:id", validId(), async (c) =>
  c.json(await getOrderFor({ user: c.get("user") }, c.req.valid("param").id)),
);

ordersApi.get("/:id/history", validId(), async (c) =>
  c.json(await getOrderHistory({ user: c.get("user") }, c.req.valid("param").id)),
);

// Admin.
ordersApi.get("/:id/record", requireAdmin, validId(), async (c) =>
  c.json(await getOrderRecord(c.req.valid("param").id)),
);

ordersApi.put("/:id/status", requireAdmin, validId(), validate("json", SetOrderStatusSchema), async (c) => {
  const { status } = c.req.valid("json");
  return c.json(await setOrderStatus(c.get("user")!, c.req.valid("param").id, status));
});

ordersApi.put("/:id/tracking", requireAdmin, validId(), validate("json", OrderTrackingSchema), async (c) =>
  c.json(await setOrderTracking(c.get("user")!, c.req.valid("param").id, c.req.valid("json"))),
);

ordersApi.delete("/:id", requireAdmin, validId(), async (c) =>
  c.json(await deleteOrder(c.get("user")!, c.req.valid("param").id)),
);
