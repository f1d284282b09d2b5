import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  discountCodes,
  orderStatusHistory,
  orders,
  paymentIntents,
  payments,
  webhookEvents,
} from "../../../db/schema.ts";
import { createDiscountCode, createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { db } from "../../lib/db.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

interface Emitted {
  event: { id: string };
  headers: Record<string, string>;
  body: string;
  deliveries: { status: number; body: string }[];
}

async function emit(request: Record<string, unknown>): Promise<Emitted> {
  const res = await createClient().post<Emitted>("/__paypal/test/emit-webhook", request);
  if (res.status !== 200) throw new Error(`emit failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Delivers a webhook as PayPal would: no cookies, no Origin, PayPal's headers. */
function deliver(headers: Record<string, string>, body: string) {
  return createClient().request<{ message?: string; duplicate?: boolean }>(
    "POST",
    "/api/paypal/webhook",
    body,
    headers,
  );
}

async function approvedOrder(body: Record<string, unknown> = {}) {
  const shopper = paypal.newShopper();
  const pin = await createProduct({ priceCents: 3000 });
  await paypal.addToCart(shopper, pin.id, 1);
  const created = await paypal.createPaypalOrder(shopper, body);
  await paypal.approve(created.body.id);
  return { shopper, paypalOrderId: created.body.id };
}

/** A capture PayPal holds for review, recorded with a payment_pending order. */
async function pendingPurchase() {
  const { shopper, paypalOrderId } = await approvedOrder();
  await paypal.setFault({ capture: "pending", orderId: paypalOrderId });
  const res = await paypal.capture(shopper, paypalOrderId);
  const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
  return { shopper, paypalOrderId, captureId, orderId: res.body.orderId! };
}

const completedResource = async (paypalOrderId: string) => {
  const view = await paypal.emulatorOrder(paypalOrderId);
  return { ...paypal.capturesOf(view)[0]!, status: "COMPLETED" };
};
const orderStatus = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!.status;
const paymentOf = async (captureId: string) =>
  (await db().select().from(payments).where(eq(payments.providerCaptureId, captureId)))[0]!;

describe("POST /api/paypal/webhook: forged deliveries", () => {
  it.each([
    ["a missing signature", (h: Record<string, string>) => ({ ...h, "paypal-transmission-sig": "" })],
    [
      "a signature of other bytes",
      (h: Record<string, string>) => ({
        ...h,
        "paypal-transmission-sig": Buffer.from("x".repeat(32)).toString("base64"),
      }),
    ],
    [
      "a replayed signature with another transmission id",
      (h: Record<string, string>) => ({ ...h, "paypal-transmission-id": crypto.randomUUID() }),
    ],
    [
      "a certificate outside paypal.com",
      (h: Record<string, string>) => ({
        ...h,
        "paypal-cert-url": "https://paypal.com.evil.example/cert.pem",
      }),
    ],
    [
      "a plain-http certificate",
      (h: Record<string, string>) => ({ ...h, "paypal-cert-url": "http://api.paypal.com/cert.pem" }),
    ],
  ])("refuses %s with 400 and changes nothing", async (_label, forge) => {
    const { captureId, paypalOrderId, orderId } = await pendingPurchase();
    const signed = await emit({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: await completedResource(paypalOrderId),
      deliver: false,
    });
    const res = await deliver(forge(signed.headers), signed.body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid" });
    expect((await paymentOf(captureId)).status).toBe("pending");
    expect(await orderStatus(orderId)).toBe("payment_pending");
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, signed.event.id))).toHaveLength(
      0,
    );
  });

  it("refuses an edited body with 400", async () => {
    const { captureId } = await pendingPurchase();
    const signed = await emit({ event_type: "PAYMENT.CAPTURE.PENDING", captureId, deliver: false });
    const edited = signed.body
      .replace('"PAYMENT.CAPTURE.PENDING"', '"PAYMENT.CAPTURE.COMPLETED"')
      .replace('"status":"PENDING"', '"status":"COMPLETED"');
    expect(edited).not.toBe(signed.body);
    expect((await deliver(signed.headers, edited)).status).toBe(400);
    expect((await paymentOf(captureId)).status).toBe("pending");
  });

  it("refuses an event signed for another webhook with 400", async () => {
    const { captureId, paypalOrderId } = await pendingPurchase();
    const signed = await emit({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: await completedResource(paypalOrderId),
      webhookId: "WH-SOMEONE-ELSE",
    });
    expect(signed.deliveries).toMatchObject([{ status: 400 }]);
    expect((await paymentOf(captureId)).status).toBe("pending");
  });

  it("refuses a body that is not a PayPal event with 400, and needs no CSRF token", async () => {
    expect((await deliver({ "content-type": "application/json" }, "{not json")).status).toBe(400);
    expect((await deliver({ "content-type": "application/json" }, JSON.stringify({ hello: 1 }))).status).toBe(
      400,
    );
    const signed = await emit({ event_type: "BILLING.PLAN.CREATED", resource: {}, deliver: false });
    const res = await deliver({ ...signed.headers, origin: "https://www.paypal.com" }, signed.body);
    expect(res.status).toBe(200);
  });
});

describe("POST /api/paypal/webhook: duplicates and order of arrival", () => {
  it("applies the same event sent twice 70 ms apart exactly once", async () => {
    const { paypalOrderId, orderId } = await pendingPurchase();
    const sent = await emit({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: await completedResource(paypalOrderId),
      times: 2,
      gapMs: 70,
    });
    expect(sent.deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(sent.deliveries.map((d) => JSON.parse(d.body).duplicate).sort()).toEqual([false, true]);
    expect(await orderStatus(orderId)).toBe("pending");
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.filter((h) => h.toStatus === "pending")).toHaveLength(1);
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, sent.event.id))).toMatchObject([
      { eventType: "PAYMENT.CAPTURE.COMPLETED", processedAt: expect.any(Date) },
    ]);
  });

  it("records the capture and creates the order when COMPLETED arrives before the capture answer", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({
      capture: "timeout_after_capture",
      times: 3,
      orderId: paypalOrderId,
      delayMs: paypal.TEST_PAYPAL_TIMEOUT_MS + 1_500,
    });
    expect((await paypal.capture(shopper, paypalOrderId)).status).toBe(503);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    const sent = await emit({ event_type: "PAYMENT.CAPTURE.COMPLETED", captureId });
    expect(sent.deliveries).toMatchObject([{ status: 200 }]);
    const [order] = await db().select().from(orders).where(eq(orders.sessionId, shopper.sessionId));
    expect(order).toMatchObject({ status: "pending", totalCents: 3000 });
    const res = await paypal.capture(shopper, paypalOrderId);
    // The guest's browser that paid is answered the private link, though the webhook made the order.
    expect(res.body).toEqual({
      status: "COMPLETED",
      orderId: order!.id,
      viewUrl: expect.stringMatching(/\/orders\/[\w-]{43}$/),
    });
    expect(await db().select().from(orders).where(eq(orders.sessionId, shopper.sessionId))).toHaveLength(1);
    expect(
      await db().select().from(payments).where(eq(payments.providerOrderId, paypalOrderId)),
    ).toHaveLength(1);
  });

  it("ignores DENIED for a capture that already completed", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    const res = await paypal.capture(shopper, paypalOrderId);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    const resource = { ...(await completedResource(paypalOrderId)), status: "DECLINED" };
    const sent = await emit({ event_type: "PAYMENT.CAPTURE.DENIED", resource });
    expect(sent.deliveries).toMatchObject([{ status: 200 }]);
    expect((await paymentOf(captureId)).status).toBe("completed");
    expect(await orderStatus(res.body.orderId!)).toBe("pending");
  });

  it("ignores a late COMPLETED after DENIED cancelled the order", async () => {
    const { captureId, orderId, paypalOrderId } = await pendingPurchase();
    await createClient().post(`/__paypal/test/captures/${captureId}/settle`, { outcome: "denied" });
    await emit({ event_type: "PAYMENT.CAPTURE.COMPLETED", resource: await completedResource(paypalOrderId) });
    expect((await paymentOf(captureId)).status).toBe("declined");
    expect(await orderStatus(orderId)).toBe("cancelled");
  });

  it("ignores events about captures that are not ours", async () => {
    const sent = await emit({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: {
        id: "FOREIGNCAPTURE001",
        status: "COMPLETED",
        amount: { currency_code: "USD", value: "1.00" },
      },
    });
    expect(sent.deliveries).toMatchObject([{ status: 200 }]);
    expect(
      await db().select().from(payments).where(eq(payments.providerCaptureId, "FOREIGNCAPTURE001")),
    ).toHaveLength(0);
  });

  it("closes an intent whose approval PayPal reversed, giving its discount use back", async () => {
    const code = await createDiscountCode({ maxUses: 2 });
    const { shopper, paypalOrderId } = await approvedOrder({ discountCode: code.code });
    await paypal.setFault({ capture: "server_error", times: 3, orderId: paypalOrderId });
    expect((await paypal.capture(shopper, paypalOrderId)).status).toBe(503);
    const [before] = await db().select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(before!.usedCount).toBe(1);
    await emit({ event_type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED", resource: { order_id: paypalOrderId } });
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, paypalOrderId));
    expect(intent).toMatchObject({ status: "cancelled", discountRedeemed: false });
    const [after] = await db().select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(after!.usedCount).toBe(0);
    expect((await paypal.capture(shopper, paypalOrderId)).status).toBe(409);
  });
});

describe("POST /api/paypal/webhook: refunds", () => {
  it("records a refund made at PayPal once, however often it is announced", async () => {
    const { paypalOrderId, res } = await paypal.checkout(await newShopperWithPin());
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    // The shop owner refunds $5.00 from PayPal's own dashboard.
    const token = await paypal.emulatorToken();
    const refunded = await createClient().post<{ id: string }>(
      `/__paypal/v2/payments/captures/${captureId}/refund`,
      { amount: { currency_code: "USD", value: "5.00" } },
      { authorization: `Bearer ${token}`, "paypal-request-id": `dashboard-${captureId}` },
    );
    expect(refunded.status).toBe(201);
    await emit({ event_type: "PAYMENT.CAPTURE.REFUNDED", refundId: refunded.body.id });
    await emit({ event_type: "PAYMENT.CAPTURE.REFUNDED", refundId: refunded.body.id });
    const rows = await db().select().from(payments).where(eq(payments.providerRefundId, refunded.body.id));
    expect(rows).toMatchObject([
      { kind: "refund", status: "completed", amountCents: 500, orderId: res.body.orderId },
    ]);
    expect((await paymentOf(captureId)).status).toBe("completed");
  });
});

async function newShopperWithPin() {
  const shopper = paypal.newShopper();
  const pin = await createProduct({ priceCents: 2000 });
  await paypal.addToCart(shopper, pin.id, 1);
  return shopper;
}
