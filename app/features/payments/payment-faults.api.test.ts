import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cartItems,
  discountCodes,
  mailOutbox,
  orderStatusHistory,
  orders,
  paymentIntents,
  payments,
} from "../../../db/schema.ts";
import { createDiscountCode, createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import type { Shopper } from "../../../tests/kits/paypal-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { reconcilePayments } from "./reconcile.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

async function shopperWithCart(priceCents = 2500, quantity = 2): Promise<Shopper> {
  const shopper = paypal.newShopper();
  const pin = await createProduct({ priceCents });
  await paypal.addToCart(shopper, pin.id, quantity);
  return shopper;
}

/** A created and approved PayPal order for a $50.00 cart, ready to capture. */
async function approvedOrder(body: Record<string, unknown> = {}) {
  const shopper = await shopperWithCart();
  const created = await paypal.createPaypalOrder(shopper, body);
  expect(created.status).toBe(201);
  await paypal.approve(created.body.id);
  return { shopper, paypalOrderId: created.body.id };
}

/** A guest's private order page, as a capture answer carries it. */
const ORDER_URL = expect.stringMatching(/\/orders\/[\w-]{43}$/);
const intentOf = async (paypalOrderId: string) =>
  (await db().select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, paypalOrderId)))[0]!;
const ledgerOf = async (paypalOrderId: string) =>
  db().select().from(payments).where(eq(payments.providerOrderId, paypalOrderId)).orderBy(payments.id);
const ordersOf = (shopper: Shopper) =>
  db().select().from(orders).where(eq(orders.sessionId, shopper.sessionId));
const cartOf = (shopper: Shopper) =>
  db().select().from(cartItems).where(eq(cartItems.sessionId, shopper.sessionId));
const captureCalls = async (paypalOrderId: string) =>
  (await paypal.emulatorOrder(paypalOrderId)).requests.filter((r) => r.kind === "capture");
const usedCount = async (id: number) =>
  (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.usedCount;

describe("PayPal answers 5xx", () => {
  it("retries with the same PayPal-Request-Id and then succeeds", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "server_error", times: 2, orderId: paypalOrderId });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "COMPLETED", orderId: expect.any(Number) });
    const calls = await captureCalls(paypalOrderId);
    expect(calls.map((c) => c.status)).toEqual([500, 500, 201]);
    expect(new Set(calls.map((c) => c.requestId)).size).toBe(1);
    expect(paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))).toHaveLength(1);
  });

  it("gives up after two retries with a generic 503, changes nothing, and a later retry pays once", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "server_error", times: 3, orderId: paypalOrderId });
    const failed = await paypal.capture(shopper, paypalOrderId);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({
      message: "PayPal is not answering right now. Please try again in a moment.",
      code: "unavailable",
    });
    expect(await ledgerOf(paypalOrderId)).toHaveLength(0);
    expect(await intentOf(paypalOrderId)).toMatchObject({
      status: "created",
      captureStartedAt: null,
      captureAttempt: 0,
    });
    expect(await cartOf(shopper)).toHaveLength(1);
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(200);
    const calls = await captureCalls(paypalOrderId);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.requestId)).size).toBe(1);
  });
});

describe("the capture goes through but its answer is lost", () => {
  const delayMs = paypal.TEST_PAYPAL_TIMEOUT_MS + 1_500;

  it("retries with the same request id: PayPal replays the capture, nothing is taken twice", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "timeout_after_capture", times: 1, orderId: paypalOrderId, delayMs });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "COMPLETED", orderId: expect.any(Number) });
    const calls = await captureCalls(paypalOrderId);
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.requestId)).size).toBe(1);
    expect(paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))).toHaveLength(1);
    expect(await ledgerOf(paypalOrderId)).toHaveLength(1);
  });

  it("when every try times out, the shopper's retry finishes the purchase with the same request id", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "timeout_after_capture", times: 3, orderId: paypalOrderId, delayMs });
    const failed = await paypal.capture(shopper, paypalOrderId);
    expect(failed.status).toBe(503);
    expect((await paypal.emulatorOrder(paypalOrderId)).order.status).toBe("COMPLETED");
    expect(await ledgerOf(paypalOrderId)).toHaveLength(0);
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(200);
    const [order] = await ordersOf(shopper);
    expect(res.body).toEqual({
      status: "COMPLETED",
      orderId: order!.id,
      viewUrl: expect.stringMatching(/\/orders\/[\w-]{43}$/),
    });
    const calls = await captureCalls(paypalOrderId);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.requestId)).size).toBe(1);
    expect(paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))).toHaveLength(1);
    expect(await ledgerOf(paypalOrderId)).toMatchObject([{ status: "completed", amountCents: 5000 }]);
  });

  it("when the shopper never comes back, reconciliation finds the capture and creates the order", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "timeout_after_capture", times: 3, orderId: paypalOrderId, delayMs });
    expect((await paypal.capture(shopper, paypalOrderId)).status).toBe(503);
    await db()
      .update(paymentIntents)
      .set({ updatedAt: sql`now() - interval '20 minutes'` })
      .where(eq(paymentIntents.providerOrderId, paypalOrderId));
    const report = await reconcilePayments();
    expect(report.recovered).toBeGreaterThanOrEqual(1);
    const [order] = await ordersOf(shopper);
    expect(order).toMatchObject({ status: "pending", totalCents: 5000 });
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "captured", orderId: order!.id });
    expect(paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))).toHaveLength(1);
  });
});

describe("PayPal holds the capture for review (PENDING)", () => {
  it("creates the order as payment_pending, with no receipt and nothing to fulfil", async () => {
    const customer = paypal.testCustomer();
    const { shopper, paypalOrderId } = await approvedOrder({ customer });
    await paypal.setFault({ capture: "pending", orderId: paypalOrderId });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "PENDING", orderId: expect.any(Number) });
    const [order] = await db().select().from(orders).where(eq(orders.id, res.body.orderId!));
    expect(order!.status).toBe("payment_pending");
    expect(await ledgerOf(paypalOrderId)).toMatchObject([{ status: "pending" }]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.email))).toHaveLength(0);
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "pending" });
    expect((await paypal.capture(shopper, paypalOrderId)).body).toEqual(res.body);
  });

  it("moves to pending and sends the receipt when PAYMENT.CAPTURE.COMPLETED arrives", async () => {
    const customer = paypal.testCustomer();
    const { shopper, paypalOrderId } = await approvedOrder({ customer });
    await paypal.setFault({ capture: "pending", orderId: paypalOrderId });
    const { orderId } = (await paypal.capture(shopper, paypalOrderId)).body;
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    const settled = await createClient().post<{ deliveries: { status: number }[] }>(
      `/__paypal/test/captures/${captureId}/settle`,
      { outcome: "completed" },
    );
    expect(settled.body.deliveries).toMatchObject([{ status: 200 }]);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId!));
    expect(order!.status).toBe("pending");
    expect(await ledgerOf(paypalOrderId)).toMatchObject([{ status: "completed" }]);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId!));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, "payment_pending"],
      ["payment_pending", "pending"],
    ]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.email))).toHaveLength(1);
    // The guest's browser that paid is answered the private link once the payment completed.
    expect((await paypal.capture(shopper, paypalOrderId)).body).toEqual({
      status: "COMPLETED",
      orderId,
      viewUrl: ORDER_URL,
    });
  });

  it("cancels the order and gives the discount use back when PayPal denies it", async () => {
    const code = await createDiscountCode({ maxUses: 5 });
    const { shopper, paypalOrderId } = await approvedOrder({ discountCode: code.code });
    await paypal.setFault({ capture: "pending", orderId: paypalOrderId });
    const { orderId } = (await paypal.capture(shopper, paypalOrderId)).body;
    expect(await usedCount(code.id)).toBe(1);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    await createClient().post(`/__paypal/test/captures/${captureId}/settle`, { outcome: "denied" });
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId!));
    expect(order!.status).toBe("cancelled");
    expect(await ledgerOf(paypalOrderId)).toMatchObject([{ status: "declined" }]);
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "failed", discountRedeemed: false });
    expect(await usedCount(code.id)).toBe(0);
  });
});

describe("the payment is declined", () => {
  it("answers a structured 402 for INSTRUMENT_DECLINED, keeps the cart, and the buyer can restart", async () => {
    const code = await createDiscountCode({ maxUses: 3 });
    const { shopper, paypalOrderId } = await approvedOrder({ discountCode: code.code });
    await paypal.setFault({ capture: "declined", orderId: paypalOrderId });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      code: "payment_failed",
      issue: "INSTRUMENT_DECLINED",
      message: "Your payment was declined. Please try another payment method.",
    });
    expect(await ordersOf(shopper)).toHaveLength(0);
    expect(await ledgerOf(paypalOrderId)).toHaveLength(0);
    expect(await cartOf(shopper)).toHaveLength(1);
    expect(await usedCount(code.id)).toBe(0);
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "created", captureAttempt: 1 });
    // actions.restart(): the buyer approves again with another funding source.
    await paypal.approve(paypalOrderId);
    const paid = await paypal.capture(shopper, paypalOrderId);
    expect(paid.status).toBe(200);
    expect(await usedCount(code.id)).toBe(1);
    const ids = (await captureCalls(paypalOrderId)).map((c) => c.requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("answers 402 for a capture PayPal returns as DECLINED, and the same on every replay", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "capture_declined", orderId: paypalOrderId });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: "payment_failed", issue: "DECLINED" });
    expect(await ordersOf(shopper)).toHaveLength(0);
    expect(await ledgerOf(paypalOrderId)).toMatchObject([{ status: "declined" }]);
    expect(await cartOf(shopper)).toHaveLength(1);
    const again = await paypal.capture(shopper, paypalOrderId);
    expect(again.status).toBe(402);
    expect(await captureCalls(paypalOrderId)).toHaveLength(1);
  });
});

describe("PayPal's capture does not match the intent", () => {
  it("refunds a COMPLETED capture of another amount at once, records both, and creates no order", async () => {
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "wrong_amount", orderId: paypalOrderId });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: "The payment did not match your order total, so it was refunded. Please try again.",
    });
    const ledger = await ledgerOf(paypalOrderId);
    expect(ledger.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["cart", "refunded", 1],
      ["refund", "completed", 1],
    ]);
    // Never applied to an order, so neither it nor its refund counts in any money figure.
    expect(ledger.map((p) => p.applied)).toEqual([false, false]);
    const view = await paypal.emulatorOrder(paypalOrderId);
    expect(paypal.capturesOf(view)[0]!.status).toBe("REFUNDED");
    expect(view.refundRequests.map((r) => r.requestId)).toEqual([ledger[1]!.providerRequestId]);
    expect(ledger[1]!.providerRequestId).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(await ordersOf(shopper)).toHaveLength(0);
    expect(await cartOf(shopper)).toHaveLength(1);
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "failed" });
  });

  it("refuses a capture id that another purchase already used: one paid record, no second order", async () => {
    const first = await paypal.checkout(await shopperWithCart());
    const usedId = paypal.capturesOf(await paypal.emulatorOrder(first.paypalOrderId))[0]!.id;
    const { shopper, paypalOrderId } = await approvedOrder();
    await paypal.setFault({ capture: "reuse_capture_id", orderId: paypalOrderId, captureId: usedId });
    const res = await paypal.capture(shopper, paypalOrderId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "This payment was already used for another purchase" });
    expect(await db().select().from(payments).where(eq(payments.providerCaptureId, usedId))).toHaveLength(1);
    expect(await ordersOf(shopper)).toHaveLength(0);
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "failed" });
    expect((await paypal.capture(shopper, paypalOrderId)).status).toBe(409);
  });
});

describe("the payment is taken but the order cannot be written", () => {
  const failOrdersFor = async (email: string) => {
    await getDatabase().query(`
      create or replace function fail_test_orders() returns trigger language plpgsql as $$
      begin
        if new.customer_email = '${email}' then raise exception 'orders table unavailable'; end if;
        return new;
      end $$`);
    await getDatabase().query(
      "create or replace trigger fail_test_orders before insert on orders for each row execute function fail_test_orders()",
    );
  };
  const healOrders = () => getDatabase().query("drop trigger if exists fail_test_orders on orders");

  it("keeps the recorded capture, says so, and reconciliation creates the order later", async () => {
    const customer = paypal.testCustomer();
    const { shopper, paypalOrderId } = await approvedOrder({ customer });
    await failOrdersFor(customer.email);
    try {
      const res = await paypal.capture(shopper, paypalOrderId);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        status: "COMPLETED",
        orderId: null,
        message: "Payment successful but failed to create order. Please contact support.",
      });
      expect(await ledgerOf(paypalOrderId)).toMatchObject([
        { status: "completed", amountCents: 5000, orderId: null },
      ]);
      expect(await intentOf(paypalOrderId)).toMatchObject({ status: "captured", fulfilledAt: null });
      expect(await cartOf(shopper)).toHaveLength(1);
      await reconcilePayments();
      expect(await intentOf(paypalOrderId)).toMatchObject({ status: "captured", fulfilledAt: null });
    } finally {
      await healOrders();
    }
    const report = await reconcilePayments();
    expect(report.fulfilled).toBeGreaterThanOrEqual(1);
    const [order] = await ordersOf(shopper);
    expect(order).toMatchObject({ status: "pending", customerEmail: customer.email });
    expect(await ledgerOf(paypalOrderId)).toMatchObject([{ status: "completed", orderId: order!.id }]);
    expect(await cartOf(shopper)).toHaveLength(0);
    expect((await paypal.capture(shopper, paypalOrderId)).body).toEqual({
      status: "COMPLETED",
      orderId: order!.id,
      viewUrl: ORDER_URL,
    });
    expect(paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))).toHaveLength(1);
  });

  it("refunds the payment automatically when the order still cannot be written a day later", async () => {
    const customer = paypal.testCustomer();
    const { shopper, paypalOrderId } = await approvedOrder({ customer });
    await failOrdersFor(customer.email);
    try {
      expect((await paypal.capture(shopper, paypalOrderId)).status).toBe(202);
      await db()
        .update(payments)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(payments.providerOrderId, paypalOrderId));
      const report = await reconcilePayments();
      expect(report.refunded).toBeGreaterThanOrEqual(1);
    } finally {
      await healOrders();
    }
    expect((await ledgerOf(paypalOrderId)).map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["cart", "refunded", 5000],
      ["refund", "completed", 5000],
    ]);
    expect(paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.status).toBe("REFUNDED");
    expect(await intentOf(paypalOrderId)).toMatchObject({ status: "failed" });
    expect(await ordersOf(shopper)).toHaveLength(0);
    await reconcilePayments();
    expect(await ledgerOf(paypalOrderId)).toHaveLength(2);
    expect((await paypal.emulatorOrder(paypalOrderId)).refunds).toHaveLength(1);
  });
});

describe("a discount code with one use left, two separate carts paying", () => {
  it("lets exactly one order carry it; the other is refused with 409 before any money moves", async () => {
    const code = await createDiscountCode({ maxUses: 1, discountValue: 20 });
    const buyers = await Promise.all([
      approvedOrder({ discountCode: code.code }),
      approvedOrder({ discountCode: code.code }),
    ]);
    const results = await Promise.all(buyers.map((b) => paypal.capture(b.shopper, b.paypalOrderId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.findIndex((r) => r.status === 409);
    expect(results[loser]!.body).toMatchObject({
      code: "conflict",
      message: "This discount code has reached its usage limit",
    });
    expect(await usedCount(code.id)).toBe(1);
    expect(paypal.capturesOf(await paypal.emulatorOrder(buyers[loser]!.paypalOrderId))).toHaveLength(0);
    expect(await captureCalls(buyers[loser]!.paypalOrderId)).toHaveLength(0);
    const discounted = await db().select().from(orders).where(eq(orders.discountCodeId, code.id));
    expect(discounted).toHaveLength(1);
    expect(discounted[0]).toMatchObject({ subtotalCents: 5000, discountCents: 1000, totalCents: 4000 });
  });

  it("with five uses and twelve carts paying at once, exactly five orders carry it", async () => {
    const code = await createDiscountCode({ maxUses: 5 });
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push(await approvedOrder({ discountCode: code.code }));
    const results = await Promise.all(buyers.map((b) => paypal.capture(b.shopper, b.paypalOrderId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await usedCount(code.id)).toBe(5);
    expect(await db().select().from(orders).where(eq(orders.discountCodeId, code.id))).toHaveLength(5);
    const captured = await Promise.all(
      buyers.map(async (b) => paypal.capturesOf(await paypal.emulatorOrder(b.paypalOrderId)).length),
    );
    expect(captured.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it("refuses to create a PayPal order with a code that is used up, deactivated or below its minimum", async () => {
    const used = await createDiscountCode({ maxUses: 1, usedCount: 1 });
    const inactive = await createDiscountCode({ isActive: false });
    const minimum = await createDiscountCode({ minimumOrderAmountCents: 10_000 });
    for (const code of [used, inactive, minimum]) {
      const res = await paypal.createPaypalOrder(await shopperWithCart(), { discountCode: code.code });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "conflict", field: "discountCode" });
    }
  });
});
