import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { EMULATOR_CERT_URL, EMULATOR_WEBHOOK_ID } from "../../app/features/payments/index.ts";
import { captureJson, emulatorBase, orderJson, paypalError, refundJson } from "./emulator-json.ts";
import { CAPTURE_FAULTS, emulator, paypalId } from "./emulator-state.ts";
import { signWebhook } from "./webhook-signing.ts";

// Test controls, so fault tests can script PayPal: make the next captures fail in a chosen
// way, settle a pending capture, and send signed webhook events to the shop.

/** Delivers a webhook request to the shop (the root app in-process, or over the network). */
export type WebhookDelivery = (path: string, init: RequestInit) => Promise<Response>;

export const WEBHOOK_PATH = "/api/paypal/webhook";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FaultSchema = z.strictObject({
  capture: z.enum(CAPTURE_FAULTS),
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

/** A PayPal webhook event, signed as PayPal signs (transmission id, time, webhook id, CRC32). */
export function signedEvent(
  eventType: string,
  resource: Record<string, unknown>,
  options: { id?: string; webhookId?: string } = {},
) {
  const event = {
    id: options.id ?? `WH-${paypalId()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: eventType.startsWith("PAYMENT.CAPTURE.REFUNDED") ? "refund" : "capture",
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
    "paypal-transmission-sig": signWebhook(
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
  signed: ReturnType<typeof signedEvent>,
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
    emulator.faults.push(fault);
    return c.json({ faults: emulator.faults }, 201);
  });

  api.delete("/faults", (c) => {
    emulator.faults.length = 0;
    return c.json({ faults: [] });
  });

  /** Forgets every access token, as PayPal does when one expires early. */
  api.delete("/tokens", (c) => {
    emulator.tokens.clear();
    return c.json({ tokens: 0 });
  });

  api.get("/log", (c) => c.json({ requests: emulator.log }));

  /** An order with every call the shop made about it, so tests can count captures. */
  api.get("/orders/:id", (c) => {
    const order = emulator.orders.get(c.req.param("id"));
    if (!order) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const requests = emulator.log.filter((r) => r.orderId === order.id);
    const captureIds = new Set(order.captureIds);
    const refunds = [...emulator.refunds.values()].filter((r) => captureIds.has(r.captureId));
    return c.json({
      order: orderJson(emulatorBase(c), order),
      requests,
      refunds: refunds.map((r) => refundJson(emulatorBase(c), r)),
      refundRequests: emulator.log.filter(
        (r) => r.kind === "refund" && r.captureId && captureIds.has(r.captureId),
      ),
    });
  });

  api.post("/captures/:id/settle", async (c) => {
    const capture = emulator.captures.get(c.req.param("id"));
    if (!capture) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const { outcome, notify } = SettleSchema.parse(await c.req.json());
    capture.status = outcome === "completed" ? "COMPLETED" : "DECLINED";
    capture.statusReason = undefined;
    capture.updateTime = new Date().toISOString();
    const resource = captureJson(emulatorBase(c), capture);
    if (!notify) return c.json({ capture: resource, deliveries: [] });
    const signed = signedEvent(
      outcome === "completed" ? "PAYMENT.CAPTURE.COMPLETED" : "PAYMENT.CAPTURE.DENIED",
      resource,
    );
    return c.json({
      capture: resource,
      event: signed.event,
      deliveries: await deliverTimes(deliver, signed, 1, 0),
    });
  });

  api.post("/emit-webhook", async (c) => {
    const input = EmitSchema.parse(await c.req.json());
    const capture = input.captureId ? emulator.captures.get(input.captureId) : undefined;
    const refund = input.refundId ? emulator.refunds.get(input.refundId) : undefined;
    if ((input.captureId && !capture) || (input.refundId && !refund)) {
      return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    }
    const base = emulatorBase(c);
    const resource = refund
      ? refundJson(base, refund)
      : capture
        ? captureJson(base, capture)
        : (input.resource ?? {});
    const signed = signedEvent(input.event_type, resource, { id: input.id, webhookId: input.webhookId });
    const deliveries = input.deliver ? await deliverTimes(deliver, signed, input.times, input.gapMs) : [];
    return c.json({ event: signed.event, headers: signed.headers, body: signed.body, deliveries });
  });

  return api;
}
