import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cartItems,
  discountCodes,
  mailOutbox,
  orderItems,
  orderStatusHistory,
  orders,
  paymentIntents,
  payments,
  products,
  shippingAddresses,
} from "../../../db/schema.ts";
import { createDiscountCode, createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import type { Shopper } from "../../../tests/kits/paypal-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { db } from "../../lib/db.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

/** A guest whose cart holds $42.00: 2 × $15.00 and 1 × $12.00. */
async function shopperWith42(): Promise<Shopper> {
  const shopper = paypal.newShopper();
  const a = await createProduct({ priceCents: 1500, name: "Pebble Beach Marker" });
  const b = await createProduct({ priceCents: 1200, name: "Flagstick Lapel Pin" });
  await paypal.addToCart(shopper, a.id, 2);
  await paypal.addToCart(shopper, b.id, 1);
  return shopper;
}

const cartOf = (shopper: Shopper) =>
  db().select().from(cartItems).where(eq(cartItems.sessionId, shopper.sessionId));
const intentOf = async (paypalOrderId: string) =>
  (await db().select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, paypalOrderId)))[0]!;

const emulatorLogLength = async () =>
  (await createClient().get<{ requests: unknown[] }>("/__paypal/test/log")).body.requests.length;

describe("GET /paypal/setup", () => {
  it("announces test mode and USD from configuration alone, cacheable, with no PayPal call", async () => {
    const before = await emulatorLogLength();
    const res = await createClient().get<Record<string, unknown>>("/paypal/setup");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ testMode: true, currency: "USD", clientId: expect.any(String) });
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    expect(await emulatorLogLength()).toBe(before);
  });
});

describe("POST /paypal/order (cart)", () => {
  it("creates the PayPal order for the server's total, tied to our intent", async () => {
    const shopper = await shopperWith42();
    const res = await paypal.createPaypalOrder(shopper);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), status: "CREATED", amount: "42.00" });
    const view = await paypal.emulatorOrder(res.body.id);
    // With no shipping or tax rates set, the breakdown is the items alone.
    expect(view.order.purchase_units[0]!.amount).toEqual({
      currency_code: "USD",
      value: "42.00",
      breakdown: { item_total: { currency_code: "USD", value: "42.00" } },
    });
    const intent = await intentOf(res.body.id);
    expect(intent).toMatchObject({
      purpose: "cart",
      status: "created",
      amountCents: 4200,
      sessionId: shopper.sessionId,
    });
    expect(view.order.purchase_units[0]!.custom_id).toBe(String(intent.id));
    expect(intent.snapshot).toMatchObject({
      subtotalCents: 4200,
      lines: [{ quantity: 2, unitPriceCents: 1500 }, { quantity: 1 }],
    });
    const [create] = view.requests.filter((r) => r.kind === "create");
    expect(create!.requestId).toMatch(new RegExp(`^intent-${intent.id}-[a-z0-9]+-create$`));
  });

  it("accepts the client's amount when it equals the server's", async () => {
    const shopper = await shopperWith42();
    expect((await paypal.createPaypalOrder(shopper, { amount: "42.00" })).status).toBe(201);
    expect((await paypal.createPaypalOrder(shopper, { amount: 42 })).status).toBe(201);
  });

  it.each([
    ["0.01", "0.01"],
    ["a negative number", -5],
    ["a tiny number", 1e-9],
    ["text", "abc"],
    ["a number string with three decimals", "42.001"],
  ])(
    "refuses a client amount of %s with 409 and the server's amount, creating nothing at PayPal",
    async (_l, amount) => {
      const shopper = await shopperWith42();
      const before = await db().select().from(paymentIntents);
      const res = await paypal.createPaypalOrder(shopper, { amount });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: "The total has changed. Please review your order.",
        code: "conflict",
        amount: "42.00",
      });
      expect(await db().select().from(paymentIntents)).toHaveLength(before.length);
    },
  );

  it.each([
    ["EUR", { currency: "EUR" }],
    ["intent AUTHORIZE", { intent: "AUTHORIZE" }],
    ["an unknown purpose", { purpose: "gift" }],
    ["a client discount amount", { discountAmount: 40 }],
    ["a client price", { price: 0.01 }],
    ["a customer without an address", { customer: { name: "A", email: "a@example.com" } }],
    ["a bad email", { customer: paypal.testCustomer({ email: "nope" }) }],
  ])("refuses %s with 400 and makes no PayPal order", async (_l, body) => {
    const shopper = await shopperWith42();
    const before = await db().select().from(paymentIntents);
    const res = await paypal.createPaypalOrder(shopper, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid" });
    expect(await db().select().from(paymentIntents)).toHaveLength(before.length);
  });

  it("needs the customer's name, email and address for a cart", async () => {
    const shopper = await shopperWith42();
    const res = await paypal.createPaypalOrder(shopper, { customer: undefined });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Please enter your name, email and shipping address" });
  });

  it("refuses an empty cart with 409", async () => {
    const res = await paypal.createPaypalOrder(paypal.newShopper());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "Your cart is empty", code: "conflict" });
  });

  it("refuses a cart with a pin that went out of stock with 409", async () => {
    const shopper = paypal.newShopper();
    const pin = await createProduct({ name: "Sold Out Pin" });
    await paypal.addToCart(shopper, pin.id, 1);
    await db().update(products).set({ stockCount: 0 }).where(eq(products.id, pin.id));
    const res = await paypal.createPaypalOrder(shopper);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: "Sold Out Pin is out of stock. Please remove it from your cart.",
    });
  });

  it.each([
    ["a 100% code", { discountType: "percentage" as const, discountValue: 100 }],
    ["a fixed code larger than the cart", { discountType: "fixed" as const, discountValue: 10_000 }],
  ])("refuses a $0 total from %s with 400 'Nothing to pay'", async (_l, terms) => {
    const code = await createDiscountCode(terms);
    const res = await paypal.createPaypalOrder(await shopperWith42(), {
      discountCode: code.code.toLowerCase(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Nothing to pay", code: "invalid" });
  });

  it("takes the discount off the server's total, whatever case the code is typed in", async () => {
    const code = await createDiscountCode({ discountValue: 15 });
    const res = await paypal.createPaypalOrder(await shopperWith42(), {
      discountCode: ` ${code.code.toLowerCase()} `,
      amount: "35.70",
    });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe("35.70");
    expect(await intentOf(res.body.id)).toMatchObject({
      discountCodeId: code.id,
      discountCents: 630,
      amountCents: 3570,
    });
  });

  it("needs an X-Session-Id or a signed-in account", async () => {
    const res = await createClient().post("/paypal/order", {
      currency: "USD",
      intent: "CAPTURE",
      purpose: "cart",
      customer: paypal.testCustomer(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Missing or invalid X-Session-Id header" });
  });

  it("refuses a cross-site request", async () => {
    const shopper = await shopperWith42();
    const res = await shopper.client.post(
      "/paypal/order",
      { currency: "USD", intent: "CAPTURE", purpose: "cart" },
      {
        origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
  });
});

describe("POST /paypal/order/{id}/capture (cart)", () => {
  it("answers a clear 422 before the buyer approved, and creates nothing", async () => {
    const shopper = await shopperWith42();
    const created = await paypal.createPaypalOrder(shopper);
    const res = await paypal.capture(shopper, created.body.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: "The payment was not approved yet",
      issue: "ORDER_NOT_APPROVED",
    });
    expect(
      await db().select().from(payments).where(eq(payments.providerOrderId, created.body.id)),
    ).toHaveLength(0);
    expect(await cartOf(shopper)).toHaveLength(2);
    expect((await intentOf(created.body.id)).status).toBe("created");
    // Approving afterwards still works: the next capture uses a fresh request id.
    await paypal.approve(created.body.id);
    const paid = await paypal.capture(shopper, created.body.id);
    expect(paid.status).toBe(200);
    const captureIds = (await paypal.emulatorOrder(created.body.id)).requests
      .filter((r) => r.kind === "capture")
      .map((r) => r.requestId);
    expect(new Set(captureIds).size).toBe(2);
  });

  it("turns an approved payment into an order with items, address and history, empties the cart and queues the receipt", async () => {
    const shopper = await shopperWith42();
    const customer = paypal.testCustomer({ name: "Annika Sorenstam" });
    const { paypalOrderId, res } = await paypal.checkout(shopper, { customer, amount: "42.00" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "COMPLETED",
      orderId: expect.any(Number),
      viewUrl: expect.stringMatching(/\/orders\/[\w-]{43}$/),
    });
    const orderId = res.body.orderId!;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: "pending",
      customerName: "Annika Sorenstam",
      customerEmail: customer.email,
      subtotalCents: 4200,
      discountCents: 0,
      totalCents: 4200,
      sessionId: shopper.sessionId,
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.name, i.unitPriceCents, i.quantity])).toEqual([
      ["Pebble Beach Marker", 1500, 2],
      ["Flagstick Lapel Pin", 1200, 1],
    ]);
    const [address] = await db()
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.id, order!.shippingAddressId!));
    expect(address).toMatchObject({
      name: "Annika Sorenstam",
      line1: "1 Augusta Way",
      postalCode: "92660",
      country: "US",
    });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "pending" }]);
    expect(await cartOf(shopper)).toHaveLength(0);
    const ledger = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    expect(ledger).toMatchObject([
      {
        kind: "cart",
        status: "completed",
        amountCents: 4200,
        currency: "USD",
        providerCaptureId: captureId,
        providerOrderId: paypalOrderId,
      },
    ]);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      template: "order-receipt",
      subject: expect.stringContaining("Thank you for your purchase!"),
    });
    expect(mail[0]!.text).toContain("Pebble Beach Marker");
    expect(mail[0]!.text).toContain("$42.00");
    expect(await intentOf(paypalOrderId)).toMatchObject({
      status: "captured",
      orderId,
      fulfilledAt: expect.any(Date),
    });
  });

  it("gives a signed-in shopper's order to the account and empties the account's cart", async () => {
    const { createUser, signIn } = await import("../../../tests/factories.ts");
    const { user, password } = await createUser();
    const client = createClient();
    await signIn(client, user.username, password);
    const shopper = { client, sessionId: "" };
    const pin = await createProduct({ priceCents: 900 });
    await paypal.addToCart(shopper, pin.id, 3);
    const { res } = await paypal.checkout(shopper);
    expect(res.body).toMatchObject({ status: "COMPLETED" });
    const [order] = await db().select().from(orders).where(eq(orders.id, res.body.orderId!));
    expect(order).toMatchObject({ userId: user.id, totalCents: 2700 });
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(0);
  });

  it("checks the discount code again at capture: deactivated since, it is refused before any money moves", async () => {
    const code = await createDiscountCode({ discountValue: 10 });
    const shopper = await shopperWith42();
    const created = await paypal.createPaypalOrder(shopper, { discountCode: code.code });
    await paypal.approve(created.body.id);
    await db().update(discountCodes).set({ isActive: false }).where(eq(discountCodes.id, code.id));
    const res = await paypal.capture(shopper, created.body.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "This discount code is no longer active", code: "conflict" });
    expect(
      (await paypal.emulatorOrder(created.body.id)).requests.filter((r) => r.kind === "capture"),
    ).toHaveLength(0);
    expect(await cartOf(shopper)).toHaveLength(2);
    expect((await db().select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.usedCount).toBe(
      0,
    );
  });

  it("answers 404 for a PayPal order that is not ours", async () => {
    const res = await paypal.capture(paypal.newShopper(), "NOTAREALORDER123");
    expect(res.status).toBe(404);
    expect((await paypal.capture(paypal.newShopper(), "bad%20id")).status).toBe(404);
  });

  it("replays the same result, and 20 concurrent captures make one PayPal capture, one order and one ledger row", async () => {
    const shopper = await shopperWith42();
    const created = await paypal.createPaypalOrder(shopper);
    await paypal.approve(created.body.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => paypal.capture(shopper, created.body.id)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const orderIds = new Set(results.map((r) => r.body.orderId));
    expect(orderIds.size).toBe(1);
    const orderId = [...orderIds][0]!;
    const again = await paypal.capture(shopper, created.body.id);
    expect(again.body).toEqual({ status: "COMPLETED", orderId });
    const view = await paypal.emulatorOrder(created.body.id);
    expect(paypal.capturesOf(view)).toHaveLength(1);
    const captureCalls = view.requests.filter((r) => r.kind === "capture");
    expect(captureCalls).toHaveLength(1);
    const intent = await intentOf(created.body.id);
    expect(await db().select().from(payments).where(eq(payments.paymentIntentId, intent.id))).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.sessionId, shopper.sessionId))).toHaveLength(1);
  });

  it("refuses to record a capture id already used by another purchase (unique constraint)", async () => {
    const first = await shopperWith42();
    const { paypalOrderId, res } = await paypal.checkout(first);
    expect(res.status).toBe(200);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(paypalOrderId))[0]!.id;
    const intent = await intentOf(paypalOrderId);
    const duplicate = db()
      .insert(payments)
      .values({ kind: "cart", status: "completed", providerCaptureId: captureId, amountCents: 4200 });
    await expect(duplicate).rejects.toThrow();
    const rows = await db().select().from(payments).where(eq(payments.providerCaptureId, captureId));
    expect(rows).toEqual([expect.objectContaining({ paymentIntentId: intent.id })]);
    const second = db().insert(payments).values({
      kind: "cart",
      status: "completed",
      providerCaptureId: "OTHERCAPTURE0001",
      amountCents: 4200,
      paymentIntentId: intent.id,
    });
    await expect(second).rejects.toThrow();
    expect(
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.paymentIntentId, intent.id))),
    ).toHaveLength(1);
  });
});
