import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderStatusHistory, orders, payments } from "../../../db/schema.ts";
import { createProduct, createUser, signIn } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { reconcilePayments } from "./reconcile.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

/** A paid $42.00 cart order: its order id, PayPal order id and ledger row. */
async function paidOrder() {
  const shopper = paypal.newShopper();
  const pin = await createProduct({ priceCents: 1400 });
  await paypal.addToCart(shopper, pin.id, 3);
  const { paypalOrderId, res } = await paypal.checkout(shopper);
  const orderId = res.body.orderId!;
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, paypalOrderId, payment: payment! };
}

const refund = (paymentId: number, body: Record<string, unknown> = {}) =>
  admin.post<Record<string, unknown>>(`/api/payments/${paymentId}/refund`, body);

describe("POST /api/payments/{id}/refund", () => {
  it("refunds part, then the rest, each with its own PayPal-Request-Id, never more than was captured", async () => {
    const { orderId, paypalOrderId, payment } = await paidOrder();
    const partial = await refund(payment.id, { amount: "10.00", reason: "one pin arrived scratched" });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      paymentId: payment.id,
      status: "completed",
      amount: 10,
      providerRefundId: expect.any(String),
    });
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe("pending");

    const tooMuch = await refund(payment.id, { amount: "32.01" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      message: "The refund is larger than what is left of the payment",
      left: "32.00",
    });

    const rest = await refund(payment.id);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ status: "completed", amount: 32 });
    expect((await refund(payment.id, { amount: "0.01" })).status).toBe(409);

    const ledger = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.id);
    expect(ledger.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["cart", "refunded", 4200],
      ["refund", "completed", 1000],
      ["refund", "completed", 3200],
    ]);
    const view = await paypal.emulatorOrder(paypalOrderId);
    expect(paypal.capturesOf(view)[0]!.status).toBe("REFUNDED");
    expect(view.refunds.map((r) => r.amount.value)).toEqual(["10.00", "32.00"]);
    // Request ids are random and kept with the row, so no other database can ever repeat them.
    expect(view.refundRequests.filter((r) => r.status === 201).map((r) => r.requestId)).toEqual([
      ledger[1]!.providerRequestId,
      ledger[2]!.providerRequestId,
    ]);
    for (const row of ledger.slice(1)) expect(row.providerRequestId).toMatch(/^refund-[0-9a-f-]{36}$/);
    const [cancelled] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(cancelled!.status).toBe("cancelled");
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.note)).toEqual([
      "Paid with PayPal",
      "Refunded $10.00: one pin arrived scratched",
      "Refunded $32.00 (in full)",
    ]);
  });

  it("sends a refund whose answer was lost again with the same request id, refunding once", async () => {
    const { paypalOrderId, payment } = await paidOrder();
    const requestId = `refund-${crypto.randomUUID()}`;
    const [pending] = await db()
      .insert(payments)
      .values({
        kind: "refund",
        status: "pending",
        providerRequestId: requestId,
        refundOfPaymentId: payment.id,
        amountCents: 700,
        paymentIntentId: payment.paymentIntentId,
        orderId: payment.orderId,
        updatedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    expect((await refund(payment.id, { amount: "1.00" })).status).toBe(409);
    // PayPal carried out the first call; only its answer was lost.
    const first = await createClient().post(
      `/__paypal/v2/payments/captures/${payment.providerCaptureId}/refund`,
      { amount: { currency_code: "USD", value: "7.00" } },
      { authorization: `Bearer ${await paypal.emulatorToken()}`, "paypal-request-id": requestId },
    );
    expect(first.status).toBe(201);
    await reconcilePayments();
    await reconcilePayments();
    const [done] = await db().select().from(payments).where(eq(payments.id, pending!.id));
    expect(done).toMatchObject({ status: "completed", providerRefundId: expect.any(String) });
    const view = await paypal.emulatorOrder(paypalOrderId);
    expect(view.refunds.map((r) => r.amount.value)).toEqual(["7.00"]);
    expect(view.refundRequests.map((r) => r.requestId)).toEqual([requestId, requestId]);
    expect(done!.providerRefundId).toBe(view.refunds[0]!.id);
  });

  it("answers the ledger of an order to the admin", async () => {
    const { orderId, payment } = await paidOrder();
    await refund(payment.id, { amount: 2.5 });
    const res = await admin.get<Record<string, unknown>[]>(`/api/payments?orderId=${orderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      { kind: "cart", status: "completed", amount: 42, providerCaptureId: payment.providerCaptureId },
      { kind: "refund", status: "completed", amount: 2.5, refundOfPaymentId: payment.id },
    ]);
  });

  it.each([
    ["a zero amount", { amount: 0 }],
    ["a negative amount", { amount: "-5" }],
    ["three decimals", { amount: "1.001" }],
    ["an unknown field", { amount: "1.00", captureId: "X" }],
  ])("refuses %s with 400", async (_label, body) => {
    const { payment } = await paidOrder();
    expect((await refund(payment.id, body)).status).toBe(400);
  });

  it("is for admins only, and a refund row cannot be refunded", async () => {
    const { payment } = await paidOrder();
    expect((await createClient().post(`/api/payments/${payment.id}/refund`, {})).status).toBe(401);
    const { user, password } = await createUser();
    const customer = createClient();
    await signIn(customer, user.username, password);
    expect((await customer.post(`/api/payments/${payment.id}/refund`, {})).status).toBe(403);
    expect((await customer.get(`/api/payments?orderId=${payment.orderId}`)).status).toBe(403);
    const first = await refund(payment.id, { amount: "1.00" });
    expect((await refund(first.body.id as number)).status).toBe(404);
    expect((await refund(99_999_999)).status).toBe(404);
  });
});
