import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireUser } from "../../server/middleware/session.ts";
import { idParam } from "../../server/validate.ts";
import { getOrderFor, listOrders, listUserOrders } from "./orders.server.ts";

/** Mounted at `/api/orders` (section 7: customer lists and the admin's list). */
export const ordersApi = new Hono<AppEnv>();

/**
 * A customer's own orders; for an admin every order, `?page=&q=&status=`. Both answer the list
 * the specification reads; the admin's paging travels in headers.
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
