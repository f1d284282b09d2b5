import { Hono } from "hono";
import { pagedJson } from "../../lib/paged-json.server.ts";
import { bodyField, rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin, requireUser } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { lookUpOrder } from "./order-lookup.server.ts";
import { OrderTrackingSchema, SetOrderStatusSchema } from "./order-records.schemas.ts";
import { OrderLookupSchema } from "./orders.schemas.ts";
import { getOrderFor, listOrders, listUserOrders } from "./orders.server.ts";
import {
  deleteOrder,
  getOrderHistory,
  getOrderRecord,
  restoreOrder,
  setOrderStatus,
  setOrderTracking,
} from "./orders-admin.server.ts";

/** Mounted at `/api/orders` (customer lists and the admin's list). */
export const ordersApi = new Hono<AppEnv>();

// "Find my order" e-mails a link, so it is limited per address (a guesser) and per e-mail (so
// nobody floods one mailbox from many addresses), as password resets are.
const HOUR_MS = 60 * 60 * 1000;
export const LOOKUPS_PER_ADDRESS = 10;
export const LOOKUPS_PER_EMAIL = 5;

ordersApi.post(
  "/lookup",
  rateLimit({ name: "order-lookup", limit: LOOKUPS_PER_ADDRESS, windowMs: HOUR_MS }),
  rateLimit({
    name: "order-lookup-email",
    limit: LOOKUPS_PER_EMAIL,
    windowMs: HOUR_MS,
    key: bodyField("email"),
  }),
  validate("json", OrderLookupSchema),
  async (c) => c.json(await lookUpOrder(c.req.valid("json")), 202),
);

/**
 * A customer's own orders; for an admin every order, `?page=&q=&status=&archived=`. Both answer the list
 * the track page reads; the admin's paging travels in headers.
 */
ordersApi.get("/", requireUser, async (c) => {
  const user = c.get("user")!;
  if (user.role !== "admin") return c.json(await listUserOrders(user));
  const { orders, ...paging } = await listOrders(c.req.query());
  return pagedJson(c, orders, paging);
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

ordersApi.put("/:id/status", requireAdmin, validId(), validate("json", SetOrderStatusSchema), async (c) =>
  c.json(await setOrderStatus(c.get("user")!, c.req.valid("param").id, c.req.valid("json"))),
);

ordersApi.put("/:id/tracking", requireAdmin, validId(), validate("json", OrderTrackingSchema), async (c) =>
  c.json(await setOrderTracking(c.get("user")!, c.req.valid("param").id, c.req.valid("json"))),
);

ordersApi.delete("/:id", requireAdmin, validId(), async (c) =>
  c.json(await deleteOrder(c.get("user")!, c.req.valid("param").id)),
);

ordersApi.post("/:id/restore", requireAdmin, validId(), async (c) =>
  c.json(await restoreOrder(c.get("user")!, c.req.valid("param").id)),
);
