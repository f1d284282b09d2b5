import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  customOrders,
  discountCodes,
  mailOutbox,
  orderStatusHistory,
  payments,
  settings,
  shippingAddresses,
} from "../../../../db/schema.ts";
import { ensureSave15 } from "../../../../db/seed.ts";
import { createUser, signIn } from "../../../../tests/factories.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, PREMIUM_PINS, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import type { Shopper } from "../../../../tests/kits/paypal-test-kit.ts";
import * as paypal from "../../../../tests/kits/paypal-test-kit.ts";
import { db } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { paypalAmount } from "../../../lib/money.ts";
import { quoteCustomOrder } from "../../pricing/index.ts";
import type { CustomOrderJson, PreparedOrderJson } from "../custom-orders.schemas.ts";
import { DEPOSIT_ALREADY_PAID } from "../custom-orders.server.ts";
import { createOrderLink, isOrderLink } from "../order-links.server.ts";
import { RUSH_CAPACITY_SETTING, RUSH_FULL } from "../quote/rush-capacity.ts";
import {
  PAYMENT_NOT_USD,
  PAYMENT_OTHER_ORDER,
  PAYMENT_REFUNDED,
  PAYMENT_UNDER_REVIEW,
} from "./deposit-confirmation.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();
beforeAll(async () => {
  await ensureSave15(db());
});

/** The example: 100 gold 1.5-inch locking pins, individual bags, rush, SAVE15. */
const PREMIUM = PREMIUM_PINS;

async function preparedOrder(
  shopper: Shopper,
  overrides: Record<string, unknown> = {},
): Promise<PreparedOrderJson> {
  const res = await prepare(shopper.client, orderData(overrides));
  if (res.status !== 201) throw new Error(`prepare failed: ${res.status} ${res.text}`);
  return res.body;
}

function depositOrder(shopper: Shopper, order: PreparedOrderJson, body: Record<string, unknown> = {}) {
  return paypal.createPaypalOrder(shopper, {
    purpose: "deposit",
    customOrderId: order.id,
    checkoutToken: order.checkoutToken,
    ...body,
  });
}

/** Prepare, create the deposit's PayPal order, approve it at the emulator, capture. */
async function payDeposit(shopper: Shopper, order: PreparedOrderJson, body: Record<string, unknown> = {}) {
  const created = await depositOrder(shopper, order, body);
  if (created.status !== 201) throw new Error(`deposit order failed: ${created.status} ${created.text}`);
  await paypal.approve(created.body.id);
  const captured = await paypal.capture(shopper, created.body.id);
  const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]?.id;
  return { paypalOrderId: created.body.id, amount: created.body.amount, captured, captureId: captureId! };
}

const orderRow = async (id: number) =>
  (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!;
const ledgerOf = (customOrderId: number) =>
  db().select().from(payments).where(eq(payments.customOrderId, customOrderId));
const historyOf = (customOrderId: number) =>
  db().select().from(orderStatusHistory).where(eq(orderStatusHistory.customOrderId, customOrderId));
const mailTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

const confirm = (shopper: Shopper, order: PreparedOrderJson, depositPaymentId: string) =>
  shopper.client.post<CustomOrderJson & { message?: string; code?: string }>("/api/custom-orders", {
    orderData: order,
    depositPaymentId,
  });

describe("paying the 10% deposit", () => {
  it("charges the engine's deposit and moves the order to deposit_paid with ledger, history and e-mails", async () => {
    const shopper = paypal.newShopper();
    const save15 = (await db().select().from(discountCodes).where(eq(discountCodes.code, "SAVE15")))[0]!;
    const order = await preparedOrder(shopper, { ...PREMIUM, promoCode: "SAVE15" });
    const customer = paypal.testCustomer({ name: "Ada King, Countess of Lovelace" });
    const { paypalOrderId, amount, captured, captureId } = await payDeposit(shopper, order, { customer });

    const undiscounted = quoteCustomOrder({ ...PREMIUM, packaging: ["individual-bags"] });
    const quote = quoteCustomOrder({
      ...PREMIUM,
      packaging: ["individual-bags"],
      discountCents: Math.floor((undiscounted.totalCents * 15 + 50) / 100),
    });
    expect(quote.depositCents).toBe(5950);
    expect(amount).toBe(paypalAmount(quote.depositCents));
    // With no sales tax where it ships, the breakdown is the deposit alone.
    expect((await paypal.emulatorOrder(paypalOrderId)).order.purchase_units[0]!.amount).toEqual({
      currency_code: "USD",
      value: "59.50",
      breakdown: { item_total: { currency_code: "USD", value: "59.50" } },
    });
    expect(captured.status).toBe(200);
    // A guest's answer carries the private order page (there is no account to find it in).
    expect(captured.body).toEqual({
      status: "COMPLETED",
      customOrderId: order.id,
      viewUrl: expect.stringMatching(/\/orders\/[\w-]{43}$/),
    });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: "deposit_paid",
      depositPaymentId: captureId,
      customerName: customer.name,
      customerEmail: customer.email,
      depositCents: quote.depositCents,
      totalCents: quote.totalCents,
    });
    const [address] = await db()
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.id, row.shippingAddressId!));
    expect(address).toMatchObject({ line1: "1 Augusta Way", city: "Newport Beach", postalCode: "92660" });
    expect(await ledgerOf(order.id)).toMatchObject([
      {
        kind: "deposit",
        status: "completed",
        amountCents: quote.depositCents,
        currency: "USD",
        providerCaptureId: captureId,
      },
    ]);
    expect((await historyOf(order.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, "pending"],
      ["pending", "deposit_paid"],
    ]);
    const after = (await db().select().from(discountCodes).where(eq(discountCodes.id, save15.id)))[0]!;
    expect(after.usedCount).toBe(save15.usedCount + 1);

    const [received] = await mailTo(customer.email);
    expect(received).toMatchObject({ template: "order-received" });
    expect(received!.text).toMatch(new RegExp(`${env().publicUrl}/orders/[A-Za-z0-9_-]{43}`));
    expect(received!.text).toContain("within 24 hours");
    expect(received!.text).toContain("$59.50");
    expect(received!.text).toContain("SAVE15");
    const owner = (await mailTo(env().ADMIN_EMAIL ?? env().SUPPORT_EMAIL)).find((m) =>
      m.subject.startsWith(`New custom order #${order.id}:`),
    );
    expect(owner).toMatchObject({ template: "new-order" });
    expect(owner!.subject).toContain("(RUSH)");
    expect(owner!.text).toContain(customer.email);
    expect(owner!.text).toContain("1 Augusta Way, Newport Beach, CA 92660, US");
    expect(owner!.text).toContain(`${env().publicUrl}${order.logoUrl}`);
  });

  it("lets the signed-in account that prepared the order pay without the token", async () => {
    const { user, password } = await createUser();
    const shopper = paypal.newShopper();
    await signIn(shopper.client, user.username, password);
    const order = await preparedOrder(shopper);
    const { captured } = await payDeposit(shopper, order, { checkoutToken: undefined });
    expect(captured.body).toMatchObject({ status: "COMPLETED", customOrderId: order.id });
  });

  it("refuses strangers, missing details, a paid order and a client amount with no PayPal order made", async () => {
    const owner = paypal.newShopper();
    const order = await preparedOrder(owner);
    const other = await preparedOrder(paypal.newShopper());
    const stranger = paypal.newShopper();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ checkoutToken: undefined }, 404],
      [{ checkoutToken: other.checkoutToken }, 404],
      [{ customer: undefined }, 400, "Please enter your name, email and shipping address"],
      [{ amount: "0.01" }, 409, "The total has changed. Please review your order."],
      [{ discountCode: "SAVE15" }, 409],
    ];
    for (const [body, status, message] of cases) {
      const res = await depositOrder(stranger, order, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    await payDeposit(owner, order);
    const again = await depositOrder(owner, order);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DEPOSIT_ALREADY_PAID);
  });

  it("checks the promo code again at payment", async () => {
    const shopper = paypal.newShopper();
    const [code] = await db()
      .insert(discountCodes)
      .values({ code: `DEP${Date.now()}`, discountType: "percentage", discountValue: 20, isActive: true })
      .returning();
    const order = await preparedOrder(shopper, { promoCode: code!.code });
    expect(order.discountAmount).toBe(100);
    await db().update(discountCodes).set({ isActive: false }).where(eq(discountCodes.id, code!.id));
    const res = await depositOrder(shopper, order);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This discount code is no longer active");
    expect((await orderRow(order.id)).status).toBe("pending");
  });

  it("keeps the order pending while PayPal reviews the capture, and applies it when it completes", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    const created = await depositOrder(shopper, order);
    await paypal.approve(created.body.id);
    await paypal.setFault({ capture: "pending", orderId: created.body.id });
    const captured = await paypal.capture(shopper, created.body.id);
    expect(captured.body).toMatchObject({ status: "PENDING", customOrderId: order.id });
    expect((await orderRow(order.id)).status).toBe("pending");
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]!.id;
    const early = await confirm(shopper, order, captureId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PAYMENT_UNDER_REVIEW);

    await createClient().post(`/__paypal/test/captures/${captureId}/settle`, { outcome: "completed" });
    expect(await orderRow(order.id)).toMatchObject({ status: "deposit_paid", depositPaymentId: captureId });
    expect((await confirm(shopper, order, captureId)).status).toBe(200);
  });
});

describe("POST /api/custom-orders: confirming the deposit", () => {
  it("answers the same order for the capture id or the PayPal order id, 20 times at once, changing nothing", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper, PREMIUM);
    const { paypalOrderId, captureId } = await payDeposit(shopper, order);
    const { customerEmail } = await orderRow(order.id);
    const before = { history: await historyOf(order.id), mails: await mailTo(customerEmail) };
    expect(before.mails).toHaveLength(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirm(shopper, order, i % 2 ? captureId : paypalOrderId)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({
      id: order.id,
      status: "deposit_paid",
      depositPaymentId: captureId,
      depositAmount: 70,
    });
    expect(await ledgerOf(order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toEqual(before.history);
    expect(await mailTo(customerEmail)).toEqual(before.mails);
    expect(
      await db().select().from(customOrders).where(eq(customOrders.customerEmail, customerEmail)),
    ).toHaveLength(1);
  });

  it("refuses a payment id that does not exist, or belongs to another (cheaper) order, changing nothing", async () => {
    const shopper = paypal.newShopper();
    const expensive = await preparedOrder(shopper, { ...PREMIUM, quantity: 1000 });
    const cheap = await preparedOrder(shopper, { quantity: 50 });
    const { captureId } = await payDeposit(shopper, cheap);

    const missing = await confirm(shopper, expensive, "NOSUCHCAPTURE1");
    expect(missing.status).toBe(404);
    const foreign = await confirm(shopper, expensive, captureId);
    expect(foreign.status).toBe(409);
    expect(foreign.body.message).toBe(PAYMENT_OTHER_ORDER);
    expect(await orderRow(expensive.id)).toMatchObject({ status: "pending", depositPaymentId: null });
    expect(await historyOf(expensive.id)).toHaveLength(1);
  });

  it("refuses a declined capture with 402 and the order stays pending", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    const created = await depositOrder(shopper, order);
    await paypal.approve(created.body.id);
    await paypal.setFault({ capture: "capture_declined", orderId: created.body.id });
    expect((await paypal.capture(shopper, created.body.id)).status).toBe(402);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]!.id;
    const res = await confirm(shopper, order, captureId);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("payment_failed");
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", depositPaymentId: null });
  });

  it("refuses a deposit recorded in another currency", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    const row = await orderRow(order.id);
    await db()
      .insert(payments)
      .values({
        kind: "deposit",
        status: "completed",
        providerOrderId: `EUR-ORDER-${order.id}`,
        providerCaptureId: `EUR-CAPTURE-${order.id}`,
        amountCents: row.depositCents,
        currency: "EUR",
        customOrderId: order.id,
      });
    const res = await confirm(shopper, order, `EUR-CAPTURE-${order.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_NOT_USD);
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", depositPaymentId: null });
  });

  it("answers 404 to a caller who may not see the order, even with the right payment id", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    const { captureId } = await payDeposit(shopper, order);
    const stranger = paypal.newShopper();
    const res = await stranger.client.post("/api/custom-orders", {
      orderData: { id: order.id },
      depositPaymentId: captureId,
    });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(order.customerEmail);
  });

  it("refuses a body with unknown fields or a malformed payment id", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    for (const body of [
      { orderData: order, depositPaymentId: "ABC", status: "balance_paid" },
      { orderData: order, depositPaymentId: "../../x" },
      { orderData: { id: "1" }, depositPaymentId: "ABC" },
    ]) {
      expect((await shopper.client.post("/api/custom-orders", body)).status).toBe(400);
    }
    const [row] = await db()
      .select()
      .from(customOrders)
      .where(and(eq(customOrders.id, order.id), eq(customOrders.status, "pending")));
    expect(row).toBeDefined();
  });
});

describe("after the deposit", () => {
  async function asAdmin() {
    const client = createClient();
    const { user, password } = await createUser({ role: "admin" });
    await signIn(client, user.username, password);
    return client;
  }

  it("a full refund cancels the order, voids its balance link, and the confirmation says so", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    const { captureId } = await payDeposit(shopper, order);
    const balanceToken = await createOrderLink(db(), order.id, "balance");
    const [payment] = await ledgerOf(order.id);
    const refunded = await (await asAdmin()).post(`/api/payments/${payment!.id}/refund`, {
      reason: "Customer cancelled",
    });
    expect(refunded.status).toBe(201);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "deposit_paid",
      toStatus: "cancelled",
    });
    expect(await isOrderLink(balanceToken, order.id, "balance")).toBe(false);
    const res = await confirm(shopper, order, captureId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_REFUNDED);
  });

  it("a partial refund is noted in the history and the order goes on", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    await payDeposit(shopper, order);
    const [payment] = await ledgerOf(order.id);
    expect(
      (await (await asAdmin()).post(`/api/payments/${payment!.id}/refund`, { amount: "10.00" })).status,
    ).toBe(201);
    expect((await orderRow(order.id)).status).toBe("deposit_paid");
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "deposit_paid",
      toStatus: "deposit_paid",
      note: "Deposit refunded $10.00",
    });
  });

  it("does not apply a second deposit captured for an order already paid: it is refunded", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper);
    const first = await depositOrder(shopper, order);
    const second = await depositOrder(shopper, order);
    const late = await paypal.captureBoth(shopper, first.body.id, second.body.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      message: "This order's deposit was already paid, so this payment of $50.00 was refunded to you.",
    });
    const firstCapture = paypal.capturesOf(await paypal.emulatorOrder(first.body.id))[0]!.id;
    expect(await orderRow(order.id)).toMatchObject({
      status: "deposit_paid",
      depositPaymentId: firstCapture,
    });
    // One move to deposit_paid; the refund of the second is a note beside it.
    const history = await historyOf(order.id);
    expect(history.filter((h) => h.toStatus === "deposit_paid" && h.fromStatus !== h.toStatus)).toHaveLength(
      1,
    );
    expect(history.map((h) => h.note)).toContain(
      "Refunded $50.00, a payment that could not be applied to this order",
    );
  });
});

describe("the last rush spot", () => {
  it("is checked again when the deposit is paid, so two prepared rush orders cannot both take it", async () => {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper, { rushOrder: true });
    await db()
      .insert(settings)
      .values({ key: RUSH_CAPACITY_SETTING, value: 0 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 0 } });
    try {
      const created = await depositOrder(shopper, order);
      expect(created.status).toBe(409);
      expect(created.body).toMatchObject({ message: RUSH_FULL, field: "rushOrder" });
    } finally {
      await db().delete(settings).where(eq(settings.key, RUSH_CAPACITY_SETTING));
    }
  });
});
