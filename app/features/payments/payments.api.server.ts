import { type Context, Hono } from "hono";
import { z } from "zod";
import { invalid, notFound } from "../../lib/errors.server.ts";
import { dollarsToCents } from "../../lib/money.ts";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { cartOwnerFor } from "../cart/index.server.ts";
import { PAYMENT_NOT_FOUND } from "./payment-ledger.server.ts";
import { CreatePaymentOrderSchema, PaypalOrderIdSchema, RefundPaymentSchema } from "./payments.schemas.ts";
import { capturePaymentOrder, createPaymentOrder, getPaypalSetup } from "./payments.server.ts";
import "./reconcile.server.ts";
import { listPayments, refundPayment } from "./refunds.server.ts";
import { handlePaypalWebhook } from "./webhooks.server.ts";

/**
 * The browser's X-Session-Id (the random id it keeps for its cart), or null. The payment's
 * creator is recorded with it, and only the same browser's capture call is answered a guest's
 * private order link.
 */
function browserSessionOf(c: Context<AppEnv>): string | null {
  const value = c.req.header("x-session-id");
  return value && /^[A-Za-z0-9_-]{22,128}$/.test(value) ? value : null;
}

/** Every PayPal order made costs a PayPal call; a person checks out far less often than this. */
export const CREATE_ORDER_LIMIT = { limit: 30, windowMs: 60_000 };
/** Captures are idempotent, but each one that is not settled yet asks PayPal. */
export const CAPTURE_LIMIT = { limit: 60, windowMs: 60_000 };

/** Mounted at `/paypal` on the root app: the payment calls (docs/product-rules.md#api-calls). */
export const paypalApi = new Hono<AppEnv>();

paypalApi.get("/setup", (c) => {
  c.header("cache-control", "private, max-age=300");
  return c.json(getPaypalSetup());
});

paypalApi.post(
  "/order",
  rateLimit({ name: "paypal-order", ...CREATE_ORDER_LIMIT }),
  validate("json", CreatePaymentOrderSchema),
  async (c) => {
    const context = {
      userId: c.get("user")?.id ?? null,
      cartOwner: () => cartOwnerFor(c),
      browserSession: browserSessionOf(c),
    };
    return c.json(await createPaymentOrder(c.req.valid("json"), context), 201);
  },
);

/** A PayPal order id that is not one names nothing we know. */
const paypalOrderId = validate("param", z.object({ id: PaypalOrderIdSchema }), {
  invalid: () => notFound(PAYMENT_NOT_FOUND),
});

paypalApi.post(
  "/order/:id/capture",
  rateLimit({ name: "paypal-capture", ...CAPTURE_LIMIT }),
  paypalOrderId,
  async (c) => {
    const result = await capturePaymentOrder(c.req.valid("param").id, browserSessionOf(c));
    // Paid, but the order is not written yet: accepted, and reconciliation will finish it.
    return c.json(result, result.message ? 202 : 200);
  },
);

/** Mounted at `/api/paypal`: PayPal's webhook, proven by its signature rather than by CSRF checks. */
export const paypalWebhookApi = new Hono<AppEnv>();

paypalWebhookApi.post("/webhook", async (c) => {
  const outcome = await handlePaypalWebhook(c.req.raw.headers, await c.req.text());
  return c.json({ received: true, duplicate: outcome.duplicate });
});

/** Mounted at `/api/payments` (admin): an order's ledger, and refunds through PayPal. */
export const paymentsAdminApi = new Hono<AppEnv>();

paymentsAdminApi.get("/", requireAdmin, async (c) => {
  const id = (name: string) => {
    const value = c.req.query(name);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  return c.json(await listPayments({ orderId: id("orderId"), customOrderId: id("customOrderId") }));
});

paymentsAdminApi.post(
  "/:id/refund",
  requireAdmin,
  validId(),
  validate("json", RefundPaymentSchema),
  async (c) => {
    const paymentId = c.req.valid("param").id;
    const input = c.req.valid("json");
    const cents = input.amount === undefined ? undefined : dollarsToCents(input.amount);
    if (cents === null || cents === 0)
      throw invalid("Enter the refund amount in dollars and cents, e.g. 12.50");
    const refund = await refundPayment(paymentId, cents, input.reason, c.get("user")!.id, input.restock);
    // Only a completed refund is done: a pending one is accepted and settles later; a refund
    // PayPal answered FAILED or CANCELLED is reported as such, never as refunded.
    return c.json(refund, refund.status === "completed" ? 201 : refund.status === "pending" ? 202 : 200);
  },
);
