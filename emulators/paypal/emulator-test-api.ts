import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { EMULATOR_CERT_URL, EMULATOR_WEBHOOK_ID } from "../../app/features/payments/index.ts";
import { db } from "../../app/lib/db.server.ts";
import { captureJson, emulatorBase, orderJson, paypalError, refundJson } from "./emulator-json.ts";
import { settleRefund } from "./emulator-payments.ts";
import {
  addFault,
  deleteKind,
  FAULTS,
  getCapture,
  getOrder,
  getRefund,
  listFaults,
  paypalId,
  putCapture,
  readLog,
  refundsOfCaptures,
} from "./emulator-state.ts";
import { signWebhook } from "./webhook-signing.ts";

// Test controls, so fault tests can script PayPal: make the next captures or refunds fail in
// a chosen way, settle a pending capture or refund, and send signed webhook events to the shop.
// They can forge payments, so they exist only in a process that is not NODE_ENV=production
// (see emulator.server.ts).

/** Delivers a webhook request to the shop (the root app in-process, or over the network). */
export type WebhookDelivery = (path: string, init: RequestInit) => Promise<Response>;

export const WEBHOOK_PATH = "/api/paypal/webhook";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FaultSchema = z.strictObject({
  capture: z.enum(FAULTS),
  times: z.number().int().min(1).max(100).default(1),
  orderId: z.string().min(1).max(64).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  captureId: z.string().min(1).max(64).optional(),
});

const EmitSchema = z.strictObject({
  event_type: z.string().regex(/^[A-Z0-9_.-]{3,80}$/),
  id: z.string().min(1).max(100).optional(),
  captureId: z.string().optional(),
  refundId: z.string().optional(),
  resource: z.record(z.string(), z.unknown()).optional(),
  /** Deliveries of the same event, `gapMs` apart (PayPal sends duplicates ~70 ms apart). */
  times: z.number().int().min(1).max(5).default(1),
  gapMs: z.number().int().min(0).max(5_000).default(0),
  deliver: z.boolean().default(true),
  /** Sign for another webhook, as an event meant for someone else would be. */
  webhookId: z.string().min(1).max(100).optional(),
});

const SettleSchema = z.strictObject({
  outcome: z.enum(["completed", "denied"]),
  notify: z.boolean().default(true),
});

const SettleRefundSchema = z.strictObject({
  outcome: z.enum(["completed", "failed", "cancelled"]),
  notify: z.boolean().default(true),
});

/** A PayPal webhook event, signed as PayPal signs (transmission id, time, webhook id, CRC32). */
export async function signedEvent(
  eventType: string,
  resource: Record<string, unknown>,
  options: { id?: string; webhookId?: string } = {},
) {
  const event = {
    id: options.id ?? `WH-${paypalId()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type:
      eventType === "PAYMENT.CAPTURE.REFUNDED" || eventType.startsWith("PAYMENT.REFUND")
        ? "refund"
        : "capture",
    resource_version: "2.0",
    event_type: eventType,
    summary: `Emulated ${eventType}`,
    resource,
    links: [],
  };
  const body = JSON.stringify(event);
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  const headers = {
    "content-type": "application/json",
    "paypal-auth-algo": "SHA256withRSA",
    "paypal-cert-url": EMULATOR_CERT_URL,
    "paypal-transmission-id": transmissionId,
    "paypal-transmission-time": time,
    "paypal-transmission-sig": await signWebhook(
      transmissionId,
      time,
      options.webhookId ?? EMULATOR_WEBHOOK_ID,
      body,
    ),
  };
  return { event, body, headers };
}

async function deliverTimes(
  deliver: WebhookDelivery,
  signed: Awaited<ReturnType<typeof signedEvent>>,
  times: number,
  gapMs: number,
) {
  const pending: Promise<{ status: number; body: string }>[] = [];
  for (let i = 0; i < times; i++) {
    if (i > 0) await sleep(gapMs);
    pending.push(
      deliver(WEBHOOK_PATH, { method: "POST", headers: signed.headers, body: signed.body }).then(
        async (res) => ({
          status: res.status,
          body: await res.text(),
        }),
      ),
    );
  }
  return Promise.all(pending);
}

export function createEmulatorTestApi(deliver: WebhookDelivery) {
  const api = new Hono();

  api.post("/faults", async (c) => {
    const fault = FaultSchema.parse(await c.req.json());
    await addFault(fault);
    return c.json({ faults: await listFaults() }, 201);
  });

  api.delete("/faults", async (c) => {
    await deleteKind("fault");
    return c.json({ faults: [] });
  });

  /** Forgets every access token, as PayPal does when one expires early. */
  api.delete("/tokens", async (c) => {
    await deleteKind("token");
    return c.json({ tokens: 0 });
  });

  api.get("/log", async (c) => c.json({ requests: await readLog() }));

  /** An order with every call the shop made about it, so tests can count captures. */
  api.get("/orders/:id", async (c) => {
    const order = await getOrder(c.req.param("id"));
    if (!order) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const base = emulatorBase(c);
    const refunds = await refundsOfCaptures(order.captureIds);
    return c.json({
      order: await orderJson(base, order),
      requests: await readLog({ orderId: order.id }),
      refunds: await Promise.all(refunds.map((r) => refundJson(base, r))),
      refundRequests: (await readLog({ captureIds: order.captureIds })).filter((r) => r.kind === "refund"),
    });
  });

  api.post("/captures/:id/settle", async (c) => {
    const capture = await getCapture(c.req.param("id"));
    if (!capture) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const { outcome, notify } = SettleSchema.parse(await c.req.json());
    capture.status = outcome === "completed" ? "COMPLETED" : "DECLINED";
    capture.statusReason = undefined;
    capture.updateTime = new Date().toISOString();
    await putCapture(capture);
    const resource = captureJson(emulatorBase(c), capture);
    if (!notify) return c.json({ capture: resource, deliveries: [] });
    const signed = await signedEvent(
      outcome === "completed" ? "PAYMENT.CAPTURE.COMPLETED" : "PAYMENT.CAPTURE.DENIED",
      resource,
    );
    return c.json({
      capture: resource,
      event: signed.event,
      deliveries: await deliverTimes(deliver, signed, 1, 0),
    });
  });

  /** Settles a PENDING refund; a completed one is announced as PAYMENT.CAPTURE.REFUNDED. */
  api.post("/refunds/:id/settle", async (c) => {
    const { outcome, notify } = SettleRefundSchema.parse(await c.req.json());
    const status = outcome === "completed" ? "COMPLETED" : outcome === "failed" ? "FAILED" : "CANCELLED";
    const settled = await db().transaction((tx) => settleRefund(tx, c.req.param("id"), status));
    if (!settled) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const resource = await refundJson(emulatorBase(c), settled);
    if (!notify || settled.status !== "COMPLETED") return c.json({ refund: resource, deliveries: [] });
    const signed = await signedEvent("PAYMENT.CAPTURE.REFUNDED", resource);
    return c.json({
      refund: resource,
      event: signed.event,
      deliveries: await deliverTimes(deliver, signed, 1, 0),
    });
  });

  api.post("/emit-webhook", async (c) => {
    const input = EmitSchema.parse(await c.req.json());
    const capture = input.captureId ? await getCapture(input.captureId) : undefined;
    const refund = input.refundId ? await getRefund(input.refundId) : undefined;
    if ((input.captureId && !capture) || (input.refundId && !refund)) {
      return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    }
    const base = emulatorBase(c);
    const resource = refund
      ? await refundJson(base, refund)
      : capture
        ? captureJson(base, capture)
        : (input.resource ?? {});
    const signed = await signedEvent(input.event_type, resource, {
      id: input.id,
      webhookId: input.webhookId,
    });
    const deliveries = input.deliver ? await deliverTimes(deliver, signed, input.times, input.gapMs) : [];
    return c.json({ event: signed.event, headers: signed.headers, body: signed.body, deliveries });
  });

  return api;
}
