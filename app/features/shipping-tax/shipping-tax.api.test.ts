import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, orders } from "../../../db/schema.ts";
import { createDiscountCode, createProduct, createUser, signIn } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { db } from "../../lib/db.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

async function signedIn(role: "admin" | "customer"): Promise<TestClient> {
  const { user, password } = await createUser({ role });
  const client = createClient();
  await signIn(client, user.username, password);
  return client;
}

let admin: TestClient;
beforeEach(async () => {
  admin ??= await signedIn("admin");
  await admin.put("/api/admin/shipping-rates", { rates: [] });
  await admin.put("/api/admin/tax-rates", { rates: [] });
});

const CA_SHIPPING = { rates: [{ country: "US", state: "CA", flatRate: 8, freeOver: 100 }] };
const CA_TAX = { rates: [{ state: "CA", rate: 7.25, onShipping: true }] };

describe("the owner's rate calls", () => {
  it.each([
    ["a guest", 401, () => Promise.resolve(createClient())],
    ["a customer", 403, () => signedIn("customer")],
  ])("refuse %s with %i", async (_label, status, makeClient) => {
    const client = await makeClient();
    for (const res of [
      await client.get("/api/admin/shipping-rates"),
      await client.put("/api/admin/shipping-rates", CA_SHIPPING),
      await client.get("/api/admin/tax-rates"),
      await client.put("/api/admin/tax-rates", CA_TAX),
    ]) {
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await admin.get("/api/admin/shipping-rates")).body).toEqual({ rates: [] });
  });

  it("replace the lists and read them back in dollars and percent", async () => {
    const ship = await admin.put("/api/admin/shipping-rates", {
      rates: [
        { country: "us", flatRate: 5.5 },
        { country: "US", state: "ca", flatRate: 8, freeOver: 100 },
        { country: "CA", flatRate: 15, freeOver: null },
      ],
    });
    expect(ship.status).toBe(200);
    expect(ship.body).toEqual({
      rates: [
        { country: "CA", state: null, flatRate: 15, freeOver: null },
        { country: "US", state: null, flatRate: 5.5, freeOver: null },
        { country: "US", state: "CA", flatRate: 8, freeOver: 100 },
      ],
    });
    const tax = await admin.put("/api/admin/tax-rates", {
      rates: [{ state: "ny", rate: 8.875, onShipping: false }, ...CA_TAX.rates],
    });
    expect(tax.body).toEqual({
      rates: [
        { state: "CA", rate: 7.25, onShipping: true },
        { state: "NY", rate: 8.875, onShipping: false },
      ],
    });
    expect((await admin.get("/api/admin/tax-rates")).body).toEqual(tax.body);
  });

  it.each([
    ["shipping-rates", { rates: [{ country: "USA", flatRate: 5 }] }],
    ["shipping-rates", { rates: [{ country: "US", flatRate: -1 }] }],
    ["shipping-rates", { rates: [{ country: "US", flatRate: 5.001 }] }],
    ["shipping-rates", { rates: [{ country: "US", flatRate: "5" }] }],
    ["shipping-rates", { rates: [{ country: "US", state: "XX", flatRate: 5 }] }],
    ["shipping-rates", { rates: [{ country: "CA", state: "ON", flatRate: 5 }] }],
    ["shipping-rates", { rates: [{ country: "US", flatRate: 5, price: 1 }] }],
    [
      "shipping-rates",
      {
        rates: [
          { country: "US", flatRate: 5 },
          { country: "us", flatRate: 6 },
        ],
      },
    ],
    ["shipping-rates", { rates: [], extra: true }],
    ["tax-rates", { rates: [{ state: "CA", rate: 7.2501, onShipping: false }] }],
    ["tax-rates", { rates: [{ state: "CA", rate: 101, onShipping: false }] }],
    ["tax-rates", { rates: [{ state: "CA", rate: -1, onShipping: false }] }],
    ["tax-rates", { rates: [{ state: "California", rate: 7, onShipping: false }] }],
    ["tax-rates", { rates: [{ state: "CA", rate: 7 }] }],
    [
      "tax-rates",
      {
        rates: [
          { state: "CA", rate: 7, onShipping: true },
          { state: "ca", rate: 8, onShipping: true },
        ],
      },
    ],
  ])("refuse a bad %s body with 400 and keep the rates: %j", async (list, body) => {
    await admin.put(`/api/admin/${list}`, list === "tax-rates" ? CA_TAX : CA_SHIPPING);
    const before = (await admin.get(`/api/admin/${list}`)).body;
    const res = await admin.put<{ code: string; message: string }>(`/api/admin/${list}`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid");
    expect(res.body.message).toEqual(expect.any(String));
    expect((await admin.get(`/api/admin/${list}`)).body).toEqual(before);
  });
});

const address = (state: string, country = "US") => ({
  line1: "1 Augusta Way",
  city: "Somewhere",
  state,
  postalCode: "92660",
  country,
});

describe("POST /api/checkout/quote", () => {
  it("answers the session cart's figures in dollars: discount, shipping, tax on both", async () => {
    await admin.put("/api/admin/shipping-rates", {
      rates: [...CA_SHIPPING.rates, { country: "US", flatRate: 5 }],
    });
    await admin.put("/api/admin/tax-rates", CA_TAX);
    const code = await createDiscountCode({ discountValue: 10 });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct({ priceCents: 1400 })).id, 2);

    const ca = await shopper.client.post("/api/checkout/quote", {
      shippingAddress: address("California"),
      discountCode: code.code,
    });
    // $28.00 − $2.80 = $25.20; shipping $8.00; tax 7.25% of $33.20 = $2.407 → $2.41.
    expect(ca.status).toBe(200);
    expect(ca.body).toEqual({ subtotal: 28, discount: 2.8, shipping: 8, tax: 2.41, total: 35.61 });

    const ny = await shopper.client.post("/api/checkout/quote", { shippingAddress: address("NY") });
    expect(ny.body).toEqual({ subtotal: 28, discount: 0, shipping: 5, tax: 0, total: 33 });
  });

  it("refuses a place the owner does not ship to, naming it", async () => {
    await admin.put("/api/admin/shipping-rates", CA_SHIPPING);
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct()).id, 1);
    const res = await shopper.client.post("/api/checkout/quote", { shippingAddress: address("", "DE") });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message: "We don't ship to Germany yet." });
  });

  it("refuses a US address whose state is not one, so no tax is avoided by a misspelling", async () => {
    await admin.put("/api/admin/tax-rates", CA_TAX);
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct()).id, 1);
    for (const state of ["Califrnia", ""]) {
      const res = await shopper.client.post("/api/checkout/quote", { shippingAddress: address(state) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "invalid",
        message: "Please enter a US state, e.g. CA or California.",
      });
    }
  });

  // A quote says whether a discount code is valid: no more than the 30 checks a minute of
  // POST /api/discount-codes/validate, or it would be the faster way to guess codes.
  it("allows 30 quotes a minute from one address, then answers 429", async () => {
    const shopper = paypal.newShopper();
    const ask = () => shopper.client.post("/api/checkout/quote", { shippingAddress: address("CA") });
    for (let i = 0; i < 30; i++) expect((await ask()).status).toBe(409); // the cart is empty
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited" });
  });

  it("refuses a bad body, an unknown code and an empty cart", async () => {
    const shopper = paypal.newShopper();
    const bad = await shopper.client.post("/api/checkout/quote", {
      shippingAddress: address("CA"),
      total: 1,
    });
    expect(bad.status).toBe(400);
    const empty = await shopper.client.post("/api/checkout/quote", { shippingAddress: address("CA") });
    expect(empty.status).toBe(409);
    await paypal.addToCart(shopper, (await createProduct()).id, 1);
    const code = await shopper.client.post("/api/checkout/quote", {
      shippingAddress: address("CA"),
      discountCode: "NOSUCHCODE",
    });
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({ code: "conflict", field: "discountCode" });
  });
});

describe("the cart's PayPal order", () => {
  it("charges the quote's total with PayPal's breakdown, and the order keeps shipping and tax", async () => {
    await admin.put("/api/admin/shipping-rates", CA_SHIPPING);
    await admin.put("/api/admin/tax-rates", CA_TAX);
    const shopper = paypal.newShopper();
    const product = await createProduct({ priceCents: 1400, name: "Augusta Flag Pin" });
    await paypal.addToCart(shopper, product.id, 2);
    const customer = paypal.testCustomer();
    const quote = await shopper.client.post<{ total: number }>("/api/checkout/quote", {
      shippingAddress: customer.shippingAddress,
    });
    // $28.00 + $8.00 shipping + 7.25% of $36.00 ($2.61).
    expect(quote.body).toEqual({ subtotal: 28, discount: 0, shipping: 8, tax: 2.61, total: 38.61 });

    const stale = await paypal.createPaypalOrder(shopper, { customer, amount: 28 });
    expect(stale.status).toBe(409);

    const created = await paypal.createPaypalOrder(shopper, { customer, amount: quote.body.total });
    expect(created.status).toBe(201);
    expect(created.body.amount).toBe("38.61");
    const view = await paypal.emulatorOrder(created.body.id);
    expect(view.order.purchase_units[0]).toMatchObject({
      amount: {
        value: "38.61",
        breakdown: {
          item_total: { currency_code: "USD", value: "28.00" },
          shipping: { currency_code: "USD", value: "8.00" },
          tax_total: { currency_code: "USD", value: "2.61" },
        },
      },
      items: [
        { name: "Augusta Flag Pin", quantity: "2", unit_amount: { currency_code: "USD", value: "14.00" } },
      ],
    });

    await paypal.approve(created.body.id);
    const paid = await paypal.capture(shopper, created.body.id);
    expect(paid.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.body.orderId!));
    expect(order).toMatchObject({ subtotalCents: 2800, shippingCents: 800, taxCents: 261, totalCents: 3861 });
    const [receipt] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.template, "order-receipt")))
      .orderBy(desc(mailOutbox.id));
    expect(receipt?.text).toMatch(/Shipping\W+\$8\.00/);
    expect(receipt?.text).toMatch(/Sales tax\W+\$2\.61/);
    expect(receipt?.text).toMatch(/Total paid\W+\$38\.61/);
  });

  it("is refused before PayPal for an address the owner does not ship to", async () => {
    await admin.put("/api/admin/shipping-rates", CA_SHIPPING);
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct()).id, 1);
    const res = await paypal.createPaypalOrder(shopper, {
      customer: paypal.testCustomer({ shippingAddress: address("TX") }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("We don't ship to Texas yet.");
  });

  it("is refused before PayPal for a US address whose state is not one", async () => {
    await admin.put("/api/admin/tax-rates", CA_TAX);
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct()).id, 1);
    const res = await paypal.createPaypalOrder(shopper, {
      customer: paypal.testCustomer({ shippingAddress: address("Califrnia") }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a US state, e.g. CA or California.");
    const named = await paypal.createPaypalOrder(shopper, {
      customer: paypal.testCustomer({ shippingAddress: address("california") }),
    });
    expect(named.status).toBe(201);
  });
});

describe("the PayPal emulator checks the breakdown as PayPal does", () => {
  const unit = (amount: string, breakdown: Record<string, string>, items?: [string, string][]) => ({
    intent: "CAPTURE",
    purchase_units: [
      {
        amount: {
          currency_code: "USD",
          value: amount,
          breakdown: Object.fromEntries(
            Object.entries(breakdown).map(([k, v]) => [k, { currency_code: "USD", value: v }]),
          ),
        },
        ...(items
          ? {
              items: items.map(([quantity, value]) => ({
                name: "Pin",
                quantity,
                unit_amount: { currency_code: "USD", value },
              })),
            }
          : {}),
      },
    ],
  });

  it.each([
    ["AMOUNT_MISMATCH", unit("30.00", { item_total: "28.00", shipping: "8.00" })],
    ["AMOUNT_MISMATCH", unit("30.00", { item_total: "28.00", discount: "-2.00" }), "CANNOT_BE_NEGATIVE"],
    ["ITEM_TOTAL_MISMATCH", unit("28.00", { item_total: "28.00" }, [["3", "14.00"]])],
    ["ITEM_TOTAL_REQUIRED", unit("28.00", { shipping: "28.00" }, [["2", "14.00"]])],
  ])("refuses %s", async (issue, body, actual = issue) => {
    const { emulatorToken } = await import("../../../tests/kits/paypal-test-kit.ts");
    const res = await createClient().post<{ details: { issue: string }[] }>(
      "/__paypal/v2/checkout/orders",
      body,
      {
        authorization: `Bearer ${await emulatorToken()}`,
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.details[0]?.issue).toBe(actual);
  });
});
