// A capture PayPal holds for review (PENDING) while the owner cancels its order
// (docs/product-rules.md#money and #guarded-status-changes). Cancelling names the money pending at
// PayPal; when PayPal completes it afterwards (webhook or reconciliation), it is kept as not
// applied, refunded once, and the buyer is e-mailed why. A replayed event or a later
// reconciliation never refunds it twice.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderStatusHistory, orders, payments } from "../../../db/schema.ts";
import { createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import {
  approvedOrder,
  balanceOrder,
  balanceToken,
  historyOf,
  ledgerOf,
  orderRow,
} from "../../../tests/kits/balance-test-kit.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import { mailsTo, recordMoney } from "../../../tests/kits/money-test-kit.ts";
import type { Shopper } from "../../../tests/kits/paypal-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { reconcilePayments } from "./reconcile.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

type Answer = { message?: string; code?: string; problem?: string; reasonRequired?: boolean };

const pendingAtPaypal = (amount: string) =>
  `${amount} is pending at PayPal on this order: if PayPal completes it after the order is cancelled, it is refunded at once.`;
const cancelledRefund = (amount: string) =>
  `This order was cancelled, so this payment of ${amount} was refunded to you.`;

/** PayPal completes the capture and tells the shop by webhook (or not: reconciliation finds it). */
async function settle(captureId: string, notify = true) {
  const res = await createClient().post<{ deliveries: { status: number }[] }>(
    `/__paypal/test/captures/${captureId}/settle`,
    { outcome: "completed", notify },
  );
  if (res.status !== 200) throw new Error(`settle failed: ${res.status} ${res.text}`);
  return res.body.deliveries;
}

/** The same PAYMENT.CAPTURE.COMPLETED again, as PayPal redelivers it. */
async function replayCompleted(captureId: string) {
  const sent = await createClient().post<{ deliveries: { status: number }[] }>(
    "/__paypal/test/emit-webhook",
    { event_type: "PAYMENT.CAPTURE.COMPLETED", captureId },
  );
  expect(sent.body.deliveries).toMatchObject([{ status: 200 }]);
}

/** Makes reconciliation look at the pending capture now rather than in an hour. */
async function ageCapture(captureId: string) {
  await db()
    .update(payments)
    .set({ updatedAt: sql`now() - interval '2 hours'` })
    .where(eq(payments.providerCaptureId, captureId));
}

async function pendingCapture(shopper: Shopper, body: Record<string, unknown>) {
  const created = await paypal.createPaypalOrder(shopper, body);
  if (created.status !== 201) throw new Error(`order failed: ${created.status} ${created.text}`);
  await paypal.approve(created.body.id);
  await paypal.setFault({ capture: "pending", orderId: created.body.id });
  const res = await paypal.capture(shopper, created.body.id);
  expect(res.body).toMatchObject({ status: "PENDING" });
  const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]!.id;
  return { paypalOrderId: created.body.id, captureId, res };
}

const refundsAtPaypal = async (paypalOrderId: string) => (await paypal.emulatorOrder(paypalOrderId)).refunds;
const captureRow = async (captureId: string) =>
  (await db().select().from(payments).where(eq(payments.providerCaptureId, captureId)))[0]!;

describe("a cart order cancelled while PayPal reviews its payment", () => {
  it("cancelling names the pending money; PayPal's completion is refunded once and the buyer told", async () => {
    const customer = paypal.testCustomer();
    const shopper = paypal.newShopper();
    const pin = await createProduct({ priceCents: 3000 });
    await paypal.addToCart(shopper, pin.id, 1);
    const { paypalOrderId, captureId, res } = await pendingCapture(shopper, { customer });
    const orderId = res.body.orderId!;

    const refused = await admin.put<Answer>(`/api/orders/${orderId}/status`, { status: "cancelled" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: pendingAtPaypal("$30.00"),
      reasonRequired: true,
      problem: "payment_pending",
    });
    const cancelled = await admin.put(`/api/orders/${orderId}/status`, {
      status: "cancelled",
      reason: "The customer asked to cancel",
    });
    expect(cancelled.status).toBe(200);

    expect(await settle(captureId)).toMatchObject([{ status: 200 }]);
    expect(await refundsAtPaypal(paypalOrderId)).toHaveLength(1);
    expect(await captureRow(captureId)).toMatchObject({
      status: "refunded",
      applied: false,
      note: cancelledRefund("$30.00"),
    });
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe("cancelled");
    expect(await recordMoney(admin, `/api/orders/${orderId}/record`)).toEqual({
      charged: 0,
      refunded: 0,
      netPaid: 0,
      balanceDue: 0,
    });
    const mails = await mailsTo(customer.email, "payment-refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Reason: ${cancelledRefund("$30.00")}`);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.note)).toContain(
      "Refunded $30.00, a payment that could not be applied to this order",
    );
    // The buyer's page, asked again, says what happened.
    expect((await paypal.capture(shopper, paypalOrderId)).body).toMatchObject({
      message: cancelledRefund("$30.00"),
    });

    // PayPal sends the event again, and reconciliation runs: nothing is refunded twice.
    await replayCompleted(captureId);
    await ageCapture(captureId);
    await reconcilePayments();
    expect(await refundsAtPaypal(paypalOrderId)).toHaveLength(1);
    expect(await mailsTo(customer.email, "payment-refunded")).toHaveLength(1);
  });
});

describe("a deposit PayPal declines after reviewing it", () => {
  it("leaves the checkout owing no shipping or tax, as before the attempt", async () => {
    expect(
      (await admin.put("/api/admin/tax-rates", { rates: [{ state: "CA", rate: 7.25, onShipping: false }] }))
        .status,
    ).toBe(200);
    try {
      const shopper = paypal.newShopper();
      const prepared = await prepare(shopper.client, orderData());
      if (prepared.status !== 201) throw new Error(`prepare failed: ${prepared.status} ${prepared.text}`);
      const order = prepared.body;
      const { captureId } = await pendingCapture(shopper, {
        purpose: "deposit",
        customOrderId: order.id,
        checkoutToken: order.checkoutToken,
        customer: paypal.testCustomer({ name: order.customerName }),
      });
      // While PayPal reviews it, the order keeps the tax the deposit was charged with.
      expect((await orderRow(order.id)).taxCents).toBeGreaterThan(0);
      const denied = await createClient().post(`/__paypal/test/captures/${captureId}/settle`, {
        outcome: "denied",
      });
      expect(denied.status).toBe(200);
      expect(await captureRow(captureId)).toMatchObject({ status: "declined" });
      expect(await orderRow(order.id)).toMatchObject({
        status: "pending",
        shippingCents: 0,
        taxCents: 0,
        depositTaxCents: 0,
      });
    } finally {
      await admin.put("/api/admin/tax-rates", { rates: [] });
    }
  });
});

describe("a custom order cancelled while PayPal reviews its deposit", () => {
  it("reconciliation finds PayPal completed it and refunds it once, webhook or not", async () => {
    const shopper = paypal.newShopper();
    const prepared = await prepare(shopper.client, orderData());
    if (prepared.status !== 201) throw new Error(`prepare failed: ${prepared.status} ${prepared.text}`);
    const order = prepared.body;
    const customer = paypal.testCustomer({ name: order.customerName });
    const { paypalOrderId, captureId } = await pendingCapture(shopper, {
      purpose: "deposit",
      customOrderId: order.id,
      checkoutToken: order.checkoutToken,
      customer,
    });

    const refused = await admin.patch<Answer>(`/api/custom-orders/${order.id}/status`, {
      status: "cancelled",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: pendingAtPaypal("$50.00"), problem: "payment_pending" });
    const cancelled = await admin.patch(`/api/custom-orders/${order.id}/status`, {
      status: "cancelled",
      reason: "Customer changed their mind",
    });
    expect(cancelled.status).toBe(200);

    // PayPal completes it, and its webhook never arrives.
    await settle(captureId, false);
    await ageCapture(captureId);
    const report = await reconcilePayments();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await refundsAtPaypal(paypalOrderId)).toHaveLength(1);
    expect(await captureRow(captureId)).toMatchObject({ status: "refunded", applied: false });
    expect((await orderRow(order.id)).status).toBe("cancelled");
    expect(await recordMoney(admin, `/api/custom-orders/${order.id}/record`)).toMatchObject({
      charged: 0,
      netPaid: 0,
    });
    // The payer of the deposit is told, once.
    const mails = await mailsTo(customer.email, "payment-refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Reason: ${cancelledRefund("$50.00")}`);

    // The webhook arrives late, and reconciliation runs again: still one refund.
    await replayCompleted(captureId);
    await reconcilePayments();
    expect(await refundsAtPaypal(paypalOrderId)).toHaveLength(1);
    expect(await mailsTo(customer.email, "payment-refunded")).toHaveLength(1);
  });
});

describe("a custom order cancelled while PayPal reviews its balance", () => {
  it("refunds the balance when PayPal completes it, and the order stays cancelled", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const created = await balanceOrder(shopper, token);
    await paypal.approve(created.body.id);
    await paypal.setFault({ capture: "pending", orderId: created.body.id });
    expect((await paypal.capture(shopper, created.body.id)).body).toMatchObject({ status: "PENDING" });
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]!.id;

    const refused = await admin.patch<Answer>(`/api/custom-orders/${order.id}/status`, {
      status: "cancelled",
    });
    expect(refused.body.message).toBe(
      `$50.00 paid on this order would be kept: cancelling does not refund it. ${pendingAtPaypal("$450.00").replace(" is pending", " more is pending")}`,
    );
    await admin.patch(`/api/custom-orders/${order.id}/status`, {
      status: "cancelled",
      reason: "Out of stock",
    });

    await settle(captureId);
    expect(await refundsAtPaypal(created.body.id)).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    const ledger = await ledgerOf(order.id);
    expect(ledger.find((r) => r.providerCaptureId === captureId)).toMatchObject({
      status: "refunded",
      applied: false,
    });
    expect((await historyOf(order.id)).map((h) => h.note)).toContain(
      "Refunded $450.00, a payment that could not be applied to this order",
    );
    const mails = await mailsTo(order.customerEmail, "payment-refunded");
    expect(mails.filter((m) => m.text.includes(cancelledRefund("$450.00")))).toHaveLength(1);
  });
});
