import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents, payments } from "../../../db/schema.ts";
import { createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import {
  checkPaypalCredentials,
  PAYER_ACTION_NEEDED,
  PAYMENT_PROCESSING,
  PAYMENTS_NOT_CONFIGURED,
} from "./paypal-client.server.ts";
import { PAYPAL_IN_PROGRESS_RETRIES } from "./paypal-http.server.ts";
import { reconcilePayments } from "./reconcile.server.ts";
import { REFUND_IN_PROGRESS, REFUND_PENDING, REFUND_PROCESSING } from "./refunds.server.ts";

// What live PayPal does and the emulator only does when asked: refunds that are PENDING,
// FAILED or CANCELLED, requests still in progress, PAYER_ACTION_REQUIRED and refused
// credentials. Each case runs through the emulator's fault modes and the shop's real client.

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

async function cartShopper() {
  const shopper = paypal.newShopper();
  const pin = await createProduct({ priceCents: 1400 });
  await paypal.addToCart(shopper, pin.id, 3);
  return shopper;
}

/** A paid $42.00 cart order and its ledger row. */
async function paidOrder() {
  const { paypalOrderId, res } = await paypal.checkout(await cartShopper());
  expect(res.status).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, res.body.orderId!));
  return { paypalOrderId, payment: payment! };
}

const refund = (paymentId: number, body: Record<string, unknown> = {}) =>
  admin.post<Record<string, unknown>>(`/api/payments/${paymentId}/refund`, body);

const ledgerOf = async (paymentId: number) =>
  db().select().from(payments).where(eq(payments.refundOfPaymentId, paymentId)).orderBy(payments.id);

const rowOf = async (id: number) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

/** Makes a row look untouched for two hours, so reconciliation picks it up now. */
const age = (id: number) =>
  db()
    .update(payments)
    .set({ updatedAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(payments.id, id));

interface RefundView {
  id: string;
  status: string;
  amount: { value: string };
}

describe("refund statuses drive the ledger", () => {
  it("records a PENDING refund as pending, and completes it when PAYMENT.CAPTURE.REFUNDED arrives", async () => {
    const { paypalOrderId, payment } = await paidOrder();
    await paypal.setFault({ capture: "refund_pending" });
    const res = await refund(payment.id, { amount: "12.00" });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: "pending", message: REFUND_PENDING });
    const [row] = await ledgerOf(payment.id);
    expect(row).toMatchObject({ status: "pending", providerRefundId: expect.any(String) });
    expect(await rowOf(payment.id)).toMatchObject({ status: "completed" });
    // A second refund waits for this one: nothing can be paid twice meanwhile.
    expect((await refund(payment.id, { amount: "1.00" })).body.message).toBe(REFUND_IN_PROGRESS);

    const settled = await createClient().post<{ deliveries: { status: number }[] }>(
      `/__paypal/test/refunds/${row!.providerRefundId}/settle`,
      { outcome: "completed" },
    );
    expect(settled.body.deliveries.map((d) => d.status)).toEqual([200]);
    expect(await rowOf(row!.id)).toMatchObject({ status: "completed" });
    const view = await paypal.emulatorOrder(paypalOrderId);
    expect((view.refunds as unknown as RefundView[]).map((r) => [r.status, r.amount.value])).toEqual([
      ["COMPLETED", "12.00"],
    ]);
  });

  it("completes a PENDING refund by reading it back when its webhook never came", async () => {
    const { payment } = await paidOrder();
    await paypal.setFault({ capture: "refund_pending" });
    expect((await refund(payment.id)).status).toBe(202);
    const [row] = await ledgerOf(payment.id);
    await createClient().post(`/__paypal/test/refunds/${row!.providerRefundId}/settle`, {
      outcome: "completed",
      notify: false,
    });
    await age(row!.id);
    await reconcilePayments();
    expect(await rowOf(row!.id)).toMatchObject({ status: "completed" });
    expect(await rowOf(payment.id)).toMatchObject({ status: "refunded" });
  });

  it("never counts a FAILED or CANCELLED refund, tells the owner, and lets the owner refund again", async () => {
    for (const fault of ["refund_failed", "refund_cancelled"] as const) {
      const { paypalOrderId, payment } = await paidOrder();
      await paypal.setFault({ capture: fault });
      const res = await refund(payment.id);
      const status = fault === "refund_failed" ? "FAILED" : "CANCELLED";
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "failed",
        message: `PayPal did not complete this refund (${status}): the money was not returned`,
      });
      expect(await rowOf(payment.id)).toMatchObject({ status: "completed" });
      // Reconciliation leaves it to the owner rather than refunding behind their back.
      await reconcilePayments();
      const ledger = await ledgerOf(payment.id);
      expect(ledger.map((r) => r.status)).toEqual(["failed"]);
      const listed = await admin.get<{ status: string }[]>(`/api/payments?orderId=${payment.orderId}`);
      expect(listed.body.map((r) => r.status)).toEqual(["completed", "failed"]);

      const again = await refund(payment.id);
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ status: "completed", amount: 42 });
      const view = await paypal.emulatorOrder(paypalOrderId);
      expect((view.refunds as unknown as RefundView[]).map((r) => r.status)).toEqual([status, "COMPLETED"]);
      const ids = view.refundRequests.filter((r) => r.status === 201).map((r) => r.requestId);
      expect(new Set(ids).size).toBe(2);
    }
  });
});

describe("requests PayPal is still processing", () => {
  it("asks again with the same PayPal-Request-Id on 409 PREVIOUS_REQUEST_IN_PROGRESS and refunds once", async () => {
    const { paypalOrderId, payment } = await paidOrder();
    await paypal.setFault({ capture: "refund_in_progress", times: 2 });
    const res = await refund(payment.id, { amount: "5.00" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "completed" });
    const view = await paypal.emulatorOrder(paypalOrderId);
    expect(view.refunds).toHaveLength(1);
    expect(view.refundRequests.map((r) => r.status)).toEqual([409, 409, 200]);
    expect(new Set(view.refundRequests.map((r) => r.requestId)).size).toBe(1);
  });

  it("leaves a refund still in progress pending for reconciliation; an admin retry never pays twice", async () => {
    const { paypalOrderId, payment } = await paidOrder();
    await paypal.setFault({ capture: "refund_in_progress", times: PAYPAL_IN_PROGRESS_RETRIES + 1 });
    const res = await refund(payment.id);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: "pending", message: REFUND_PROCESSING });
    const retry = await refund(payment.id);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(REFUND_IN_PROGRESS);
    const [row] = await ledgerOf(payment.id);
    await db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.id, row!.id));
    await reconcilePayments();
    expect(await rowOf(row!.id)).toMatchObject({ status: "completed" });
    const view = await paypal.emulatorOrder(paypalOrderId);
    expect(view.refunds).toHaveLength(1);
    expect(new Set(view.refundRequests.map((r) => r.requestId))).toEqual(new Set([row!.providerRequestId]));
  });

  it("asks again on 422 ORDER_COMPLETION_IN_PROGRESS and pays once", async () => {
    const shopper = await cartShopper();
    const created = await paypal.createPaypalOrder(shopper);
    await paypal.approve(created.body.id);
    await paypal.setFault({ capture: "capture_in_progress", orderId: created.body.id, times: 1 });
    const res = await paypal.capture(shopper, created.body.id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("COMPLETED");
    const view = await paypal.emulatorOrder(created.body.id);
    expect(paypal.capturesOf(view)).toHaveLength(1);
    const captures = view.requests.filter((r) => r.kind === "capture");
    expect(captures.map((r) => r.status)).toEqual([422, 200]);
    expect(new Set(captures.map((r) => r.requestId)).size).toBe(1);
  });

  it("tells the buyer a capture still in progress is being processed, not failed, and finishes it", async () => {
    const shopper = await cartShopper();
    const created = await paypal.createPaypalOrder(shopper);
    await paypal.approve(created.body.id);
    await paypal.setFault({
      capture: "capture_in_progress",
      orderId: created.body.id,
      times: PAYPAL_IN_PROGRESS_RETRIES + 1,
    });
    const first = await paypal.capture(shopper, created.body.id);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ message: PAYMENT_PROCESSING, issue: "ORDER_COMPLETION_IN_PROGRESS" });
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, created.body.id));
    expect(intent).toMatchObject({ status: "created", captureAttempt: 0 });
    // The buyer's next try (or reconciliation) sends the same request id and gets the answer.
    const second = await paypal.capture(shopper, created.body.id);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: "COMPLETED", orderId: expect.any(Number) });
    const view = await paypal.emulatorOrder(created.body.id);
    expect(paypal.capturesOf(view)).toHaveLength(1);
    expect(new Set(view.requests.filter((r) => r.kind === "capture").map((r) => r.requestId)).size).toBe(1);
  });
});

describe("PAYER_ACTION_REQUIRED", () => {
  it("sends the buyer to PayPal's payer-action link instead of calling it declined", async () => {
    const shopper = await cartShopper();
    const created = await paypal.createPaypalOrder(shopper);
    await paypal.approve(created.body.id);
    await paypal.setFault({ capture: "payer_action_required", orderId: created.body.id });
    const res = await paypal.capture(shopper, created.body.id);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      message: PAYER_ACTION_NEEDED,
      issue: "PAYER_ACTION_REQUIRED",
      payerActionUrl: expect.stringContaining(`/__paypal/checkoutnow?token=${created.body.id}`),
    });
    // Back from PayPal's page, the next capture is a new request and goes through.
    await paypal.approve(created.body.id);
    const again = await paypal.capture(shopper, created.body.id);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe("COMPLETED");
  });
});

describe("the shipping address the shop collected", () => {
  it("is sent to PayPal with SET_PROVIDED_ADDRESS", async () => {
    const shopper = await cartShopper();
    const customer = paypal.testCustomer();
    const created = await paypal.createPaypalOrder(shopper, { customer });
    expect(created.status).toBe(201);
    const view = await paypal.emulatorOrder(created.body.id);
    const unit = view.order.purchase_units[0] as unknown as { shipping?: Record<string, unknown> };
    expect(unit.shipping).toEqual({
      type: "SHIPPING",
      name: { full_name: customer.name },
      address: {
        address_line_1: "1 Augusta Way",
        admin_area_2: "Newport Beach",
        admin_area_1: "CA",
        postal_code: "92660",
        country_code: "US",
      },
    });
  });
});

describe("wrong PayPal credentials", () => {
  it("are reported as a configuration error: plainly at start-up, politely to the shopper", async () => {
    await paypal.setFault({ capture: "invalid_client", times: 2 });
    // PayPal forgets the shop's token, so the next call asks for a new one and is refused.
    await createClient().delete("/__paypal/test/tokens");
    expect(await checkPaypalCredentials()).toBe("invalid");
    const res = await paypal.createPaypalOrder(await cartShopper());
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(PAYMENTS_NOT_CONFIGURED);
    expect(await checkPaypalCredentials()).toBe("ok");
  });
});

describe("the pages' content security policy", () => {
  it("allows PayPal's documented hosts for its SDK, and inline scripts only by nonce", async () => {
    const res = await createClient().get("/paypal/setup");
    const policy = new Map(
      (res.headers.get("content-security-policy") ?? "").split(";").map((d) => {
        const [name = "", ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const paypalOrigins = ["https://*.paypal.com", "https://*.paypalobjects.com", "https://*.venmo.com"];
    for (const directive of ["script-src", "style-src", "connect-src", "frame-src", "child-src"]) {
      expect(policy.get(directive)).toEqual(expect.arrayContaining(paypalOrigins));
    }
    expect(policy.get("font-src")).toContain("https://*.paypalobjects.com");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")?.some((v) => v.startsWith("'nonce-"))).toBe(true);
  });
});
