import { Hono } from "hono";
import { invalid } from "../../lib/errors.server.ts";
import { pagedJson } from "../../lib/paged-json.server.ts";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin, requireUser } from "../../server/middleware/session.ts";
import { formField, validate, validId } from "../../server/validate.ts";
import { OrderTrackingSchema } from "../orders/order-records.schemas.ts";
import { customShippingSummary } from "../shipping-tax/index.server.ts";
import { uploadBodyLimit } from "../uploads/index.server.ts";
import {
  ConfirmDepositSchema,
  CustomOrderQuoteRequestSchema,
  MISSING_INFORMATION,
  PrepareOrderDataSchema,
} from "./custom-orders.schemas.ts";
import {
  getCustomOrderFor,
  listCustomOrders,
  listUserCustomOrders,
  prepareCustomOrder,
} from "./custom-orders.server.ts";
import { confirmDeposit, quoteDeposit } from "./deposit/index.server.ts";
import { CancelCustomOrderSchema } from "./lifecycle/custom-order-lifecycle.schemas.ts";
import { SetCustomOrderStatusSchema } from "./lifecycle/custom-orders-admin.schemas.ts";
import {
  cancelCustomOrder,
  deleteCustomOrder,
  getCustomOrderHistory,
  getCustomOrderRecord,
  listAdminCustomOrders,
  restoreCustomOrder,
  setCustomOrderStatus,
  setCustomOrderTracking,
  startReorder,
} from "./lifecycle/index.server.ts";

/** Each prepare stores a file of up to 10 MB; a shopper prepares a handful of orders at most. */
export const PREPARE_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

/** Mounted at `/api/custom-orders`. */
export const customOrdersApi = new Hono<AppEnv>();

customOrdersApi.post(
  "/prepare",
  rateLimit({ name: "custom-order-prepare", ...PREPARE_LIMIT }),
  uploadBodyLimit,
  formField("orderData", PrepareOrderDataSchema),
  async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw invalid(MISSING_INFORMATION);
    });
    const logo = form.logo instanceof File ? form.logo : null;
    let orderData: unknown;
    try {
      orderData = typeof form.orderData === "string" ? JSON.parse(form.orderData) : undefined;
    } catch {
      throw invalid("The order details are not valid JSON");
    }
    if (orderData === undefined) throw invalid(MISSING_INFORMATION);
    return c.json(await prepareCustomOrder({ orderData, logo, user: c.get("user") }), 201);
  },
);

customOrdersApi.get("/user-orders", requireUser, async (c) =>
  c.json(await listUserCustomOrders(c.get("user")!)),
);

customOrdersApi.get("/", requireUser, async (c) => {
  if (c.get("user")!.role === "admin") {
    const { orders, ...paging } = await listAdminCustomOrders(c.req.query());
    return pagedJson(c, orders, paging);
  }
  const page = Number(c.req.query("page") ?? "1");
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw invalid("page must be a positive whole number");
  return c.json(await listCustomOrders(c.get("user")!, page));
});

// How custom orders ship within the US, for the builder's review step (public).
customOrdersApi.get("/shipping", async (c) => c.json(await customShippingSummary()));

customOrdersApi.get("/:id", validId(), async (c) => {
  const viewer = { user: c.get("user"), token: c.req.query("token") };
  return c.json(await getCustomOrderFor(viewer, c.req.valid("param").id));
});

customOrdersApi.post("/", validate("json", ConfirmDepositSchema), async (c) => {
  const viewer = { user: c.get("user"), token: c.req.query("token") };
  return c.json(await confirmDeposit(viewer, c.req.valid("json")));
});

// The deposit checkout's shipping and tax for the address typed so far (the checkout token's holder).
customOrdersApi.post("/:id/quote", validId(), validate("json", CustomOrderQuoteRequestSchema), async (c) =>
  c.json(await quoteDeposit({ user: c.get("user") }, c.req.valid("param").id, c.req.valid("json"))),
);

customOrdersApi.get("/:id/history", validId(), async (c) => {
  const viewer = { user: c.get("user"), token: c.req.query("token") };
  return c.json(await getCustomOrderHistory(viewer, c.req.valid("param").id));
});

// Admin.
customOrdersApi.get("/:id/record", requireAdmin, validId(), async (c) =>
  c.json(await getCustomOrderRecord(c.req.valid("param").id)),
);

customOrdersApi.patch(
  "/:id/status",
  requireAdmin,
  validId(),
  validate("json", SetCustomOrderStatusSchema),
  async (c) =>
    c.json(await setCustomOrderStatus(c.get("user")!, c.req.valid("param").id, c.req.valid("json"))),
);

customOrdersApi.delete("/:id", requireAdmin, validId(), async (c) =>
  c.json(await deleteCustomOrder(c.get("user")!, c.req.valid("param").id)),
);

customOrdersApi.post("/:id/restore", requireAdmin, validId(), async (c) =>
  c.json(await restoreCustomOrder(c.get("user")!, c.req.valid("param").id)),
);

customOrdersApi.put(
  "/:id/tracking",
  requireAdmin,
  validId(),
  validate("json", OrderTrackingSchema),
  async (c) =>
    c.json(await setCustomOrderTracking(c.get("user")!, c.req.valid("param").id, c.req.valid("json"))),
);

customOrdersApi.post(
  "/:id/cancel",
  requireAdmin,
  validId(),
  validate("json", CancelCustomOrderSchema),
  async (c) => c.json(await cancelCustomOrder(c.get("user")!, c.req.valid("param").id, c.req.valid("json"))),
);

// The owner starts the builder again with this order's options and artwork (reorder.server.ts).
customOrdersApi.post("/:id/reorder", requireUser, validId(), async (c) =>
  c.json(await startReorder(c.get("user")!, c.req.valid("param").id)),
);
