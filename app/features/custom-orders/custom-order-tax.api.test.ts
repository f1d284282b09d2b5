// Custom orders' shipping and sales tax (docs/product-rules.md#shipping-and-tax): the deposit
// checkout's quote, the deposit's tax share in PayPal's breakdown, the figures fixed on the
// order when the deposit is paid, and the balance that charges the rest of the tax and the
// shipping, whatever the rates say by then.
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import {
  approvedOrder,
  balanceToken,
  mailsOf,
  orderRow,
  payBalance,
  readBalance,
} from "../../../tests/kits/balance-test-kit.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import { listedOrder, overviewDue } from "../../../tests/kits/money-test-kit.ts";
import type { Shopper } from "../../../tests/kits/paypal-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { TOTAL_CHANGED } from "../payments/index.server.ts";
import type { CustomOrderJson, CustomOrderQuoteJson, PreparedOrderJson } from "./custom-orders.schemas.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

beforeEach(async () => {
  await admin.put("/api/admin/shipping-rates", { rates: [] });
  await admin.put("/api/admin/shipping-rates?scope=custom", { rates: [] });
  await admin.put("/api/admin/tax-rates", { rates: [] });
});

/** $12.00 a custom order anywhere in the US; California taxes 7.25%, shipping included. */
async function californiaRates() {
  const ship = await admin.put("/api/admin/shipping-rates?scope=custom", {
    rates: [{ country: "US", flatRate: 12 }],
  });
  expect(ship.status).toBe(200);
  await admin.put("/api/admin/tax-rates", { rates: [{ state: "CA", rate: 7.25, onShipping: true }] });
}

const money = (value: string) => ({ currency_code: "USD", value });

/** 100 silver 1-inch pins: $500.00, deposit $50.00. */
async function prepared(shopper: Shopper): Promise<PreparedOrderJson> {
  const res = await prepare(shopper.client, orderData());
  if (res.status !== 201) throw new Error(`prepare failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The checkout's quote call; `token: null` sends none. */
const quote = (
  shopper: Shopper,
  order: PreparedOrderJson,
  address: object,
  token: string | null = order.checkoutToken,
) =>
  shopper.client.post<CustomOrderQuoteJson & { message?: string; code?: string }>(
    `/api/custom-orders/${order.id}/quote`,
    { ...(token === null ? {} : { checkoutToken: token }), shippingAddress: address },
  );

const depositOrder = (shopper: Shopper, order: PreparedOrderJson, body: Record<string, unknown>) =>
  paypal.createPaypalOrder(shopper, {
    purpose: "deposit",
    customOrderId: order.id,
    checkoutToken: order.checkoutToken,
    ...body,
  });

describe("the deposit checkout's quote", () => {
  it("adds shipping and tax by the address, and gives the deposit its share of the tax", async () => {
    await californiaRates();
    const shopper = paypal.newShopper();
    const order = await prepared(shopper);
    const res = await quote(shopper, order, { country: "US", state: "California" });
    expect(res.status).toBe(200);
    // 7.25% of $512.00 is $37.12; the deposit carries $50.00 / $500.00 of it, $3.71.
    expect(res.body).toEqual({
      totalPrice: 500,
      shipping: 12,
      tax: 37.12,
      total: 549.12,
      depositAmount: 50,
      depositTax: 3.71,
      depositDue: 53.71,
      balanceDue: 495.41,
    });
    // Texas has no tax rate: shipping only.
    expect((await quote(shopper, order, { country: "US", state: "TX" })).body).toMatchObject({
      tax: 0,
      total: 512,
      depositDue: 50,
      balanceDue: 462,
    });
  });

  it("ships free everywhere while the owner has set no custom-order rate, whatever the cart's rates", async () => {
    await admin.put("/api/admin/shipping-rates", { rates: [{ country: "US", state: "CA", flatRate: 8 }] });
    const shopper = paypal.newShopper();
    const order = await prepared(shopper);
    expect((await quote(shopper, order, { country: "US", state: "TX" })).body).toMatchObject({
      shipping: 0,
      total: 500,
      depositDue: 50,
    });
    expect((await quote(shopper, order, { country: "CA", state: "ON" })).body).toMatchObject({ shipping: 0 });
    expect((await admin.get("/api/admin/shipping-rates?scope=custom")).body).toEqual({ rates: [] });
    expect((await admin.get("/api/admin/shipping-rates")).body).toEqual({
      rates: [{ country: "US", state: "CA", flatRate: 8, freeOver: null }],
    });
  });

  it("refuses an address no custom-order rate covers, at the quote and at PayPal, with a clear message", async () => {
    await californiaRates();
    const shopper = paypal.newShopper();
    const order = await prepared(shopper);
    const res = await quote(shopper, order, { country: "CA", state: "ON" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "We don't ship to Canada yet.", field: "shippingAddress" });
    const customer = paypal.testCustomer({
      shippingAddress: {
        line1: "1 Front St",
        city: "Toronto",
        state: "ON",
        postalCode: "M5V 2T6",
        country: "CA",
      },
    });
    const atPaypal = await depositOrder(shopper, order, { customer });
    expect(atPaypal.status).toBe(400);
    expect(atPaypal.body).toMatchObject({ message: "We don't ship to Canada yet." });
  });

  it("answers only the checkout token's holder, and only while the deposit is unpaid", async () => {
    const shopper = paypal.newShopper();
    const order = await prepared(shopper);
    const address = { country: "US", state: "CA" };
    expect((await quote(paypal.newShopper(), order, address, null)).status).toBe(404);
    expect((await quote(paypal.newShopper(), order, address, "x".repeat(43))).status).toBe(404);
    const bad = await quote(shopper, order, { country: "USA" });
    expect(bad.status).toBe(400);

    const created = await depositOrder(shopper, order, { customer: paypal.testCustomer() });
    await paypal.approve(created.body.id);
    expect((await paypal.capture(shopper, created.body.id)).status).toBe(200);
    const paid = await quote(shopper, order, address);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe("The deposit for this order is already paid");
  });
});

describe("the deposit and the balance", () => {
  it("charges the deposit's tax share with PayPal's breakdown and fixes shipping and tax on the order", async () => {
    await californiaRates();
    const shopper = paypal.newShopper();
    const order = await prepared(shopper);
    const customer = paypal.testCustomer({ email: order.customerEmail });

    const stale = await depositOrder(shopper, order, { customer, amount: 50 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: TOTAL_CHANGED, amount: "53.71" });

    const created = await depositOrder(shopper, order, { customer, amount: 53.71 });
    expect(created.status).toBe(201);
    expect(created.body.amount).toBe("53.71");
    expect((await paypal.emulatorOrder(created.body.id)).order.purchase_units[0]).toMatchObject({
      amount: {
        value: "53.71",
        breakdown: { item_total: money("50.00"), tax_total: money("3.71") },
      },
      items: [
        { name: `Custom pins, order #${order.id}: 10% deposit`, quantity: "1", unit_amount: money("50.00") },
      ],
    });
    const unit = (await paypal.emulatorOrder(created.body.id)).order.purchase_units[0] as { amount: object };
    expect(unit.amount).not.toHaveProperty("breakdown.shipping");

    const dueBefore = await overviewDue(admin);
    await paypal.approve(created.body.id);
    expect((await paypal.capture(shopper, created.body.id)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: "deposit_paid",
      shipToCountry: "US",
      shipToState: "CA",
      totalCents: 50_000,
      shippingCents: 1_200,
      taxCents: 3_712,
      depositTaxCents: 371,
    });
    const read = await shopper.client.get<CustomOrderJson>(
      `/api/custom-orders/${order.id}?token=${order.checkoutToken}`,
    );
    expect(read.body).toMatchObject({
      totalPrice: 500,
      shippingAmount: 12,
      taxAmount: 37.12,
      depositTax: 3.71,
      grandTotal: 549.12,
      money: { charged: 53.71, balanceDue: 495.41 },
    });
    expect((await listedOrder(admin, order.id)).balanceDue).toBe(495.41);
    const dueAfter = await overviewDue(admin);
    expect(Math.round((dueAfter.amount - dueBefore.amount) * 100)).toBe(49_541);

    const [received] = await mailsOf(order.customerEmail, "order-received");
    expect(received?.text).toMatch(/Shipping\W+\$12\.00/);
    expect(received?.text).toMatch(/Sales tax\W+\$37\.12/);
    expect(received?.text).toMatch(/Order total\W+\$549\.12/);
    expect(received?.text).toMatch(/\$3\.71 sales tax\)\W+-\$53\.71/);
    expect(received?.text).toMatch(/Balance due after mockup approval\W+\$495\.41/);
  });

  it("charges the rest of the tax and the shipping with the balance, though the rates changed meanwhile", async () => {
    await californiaRates();
    const { order, shopper } = await approvedOrder(admin);
    // The owner raises the rates after the deposit: the placed order keeps its figures.
    await admin.put("/api/admin/shipping-rates?scope=custom", { rates: [{ country: "US", flatRate: 30 }] });
    await admin.put("/api/admin/tax-rates", { rates: [{ state: "CA", rate: 10, onShipping: true }] });

    const token = await balanceToken(admin, order.id);
    expect((await readBalance(shopper.client, token)).body).toMatchObject({
      totalPrice: 500,
      shippingAmount: 12,
      taxAmount: 37.12,
      grandTotal: 549.12,
      depositAmount: 53.71,
      remainingBalance: 495.41,
    });
    const [link] = await mailsOf(order.customerEmail, "balance-link");
    expect(link?.text).toMatch(/Sales tax\W+\$37\.12/);
    expect(link?.text).toMatch(/Remaining balance\W+\$495\.41/);

    const { paypalOrderId, amount, captured } = await payBalance(shopper, token);
    expect(amount).toBe("495.41");
    expect((await paypal.emulatorOrder(paypalOrderId)).order.purchase_units[0]).toMatchObject({
      amount: {
        value: "495.41",
        breakdown: { item_total: money("450.00"), shipping: money("12.00"), tax_total: money("33.41") },
      },
      items: [
        { name: `Custom pins, order #${order.id}: balance`, quantity: "1", unit_amount: money("450.00") },
      ],
    });
    expect(captured.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: "balance_paid",
      shippingCents: 1_200,
      taxCents: 3_712,
    });
    const paid = await admin.get<CustomOrderJson>(`/api/custom-orders/${order.id}`);
    expect(paid.body.money).toMatchObject({ charged: 549.12, balanceDue: 0 });
    const [receipt] = await mailsOf(order.customerEmail, "balance-received");
    expect(receipt?.text).toMatch(/Balance paid\W+\$495\.41/);
  });
});

describe("custom-order shipping rates", () => {
  it("are the owner's alone, and say how custom orders ship for the builder", async () => {
    const guest = paypal.newShopper().client;
    expect((await guest.get("/api/admin/shipping-rates?scope=custom")).status).toBe(401);
    expect((await admin.get("/api/admin/shipping-rates?scope=parcel")).status).toBe(400);
    expect((await guest.get("/api/custom-orders/shipping")).body).toEqual({ shipping: "free" });

    await admin.put("/api/admin/shipping-rates?scope=custom", {
      rates: [{ country: "US", flatRate: 15, freeOver: 1000 }],
    });
    expect((await guest.get("/api/custom-orders/shipping")).body).toEqual({
      shipping: "flat",
      flatRate: 15,
      freeOver: 1000,
    });
    await admin.put("/api/admin/shipping-rates?scope=custom", {
      rates: [
        { country: "US", flatRate: 15 },
        { country: "US", state: "HI", flatRate: 40 },
      ],
    });
    expect((await guest.get("/api/custom-orders/shipping")).body).toEqual({ shipping: "at-checkout" });
    // The cart's list is untouched by the custom orders' one.
    expect((await admin.get("/api/admin/shipping-rates")).body).toEqual({ rates: [] });
  });
});
