// Every call that takes a country checks it against ISO 3166-1: a made-up code (ZZ, XX) is a
// 400 with the pickers' message, never free shipping, and real countries still work.
import { describe, expect, it } from "vitest";
import { createProduct } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import type { PreparedOrderJson } from "../custom-orders/custom-orders.schemas.ts";
import { COUNTRY_NEEDED } from "./countries.ts";

useTestDatabase();
paypal.usePaypalEmulator();
const admin = useAdminClient();

const FAKE = ["ZZ", "xx", "AA", "QM"];
const REAL = ["US", "ca", "GB"];

/** A 400 that names the country field and says to pick from the list. */
function expectRefused(res: { status: number; body: unknown }, code: string) {
  expect(res.status, code).toBe(400);
  expect(res.body).toMatchObject({ code: "invalid", message: expect.stringContaining(COUNTRY_NEEDED) });
}

const address = (country: string) => ({
  line1: "1 Fairway Road",
  city: "Springfield",
  state: country.toUpperCase() === "US" ? "CA" : "Region",
  postalCode: "12345",
  country,
});

describe("the owner's shipping rates", () => {
  it.each(["/api/admin/shipping-rates", "/api/admin/shipping-rates?scope=custom"])(
    "%s refuses a code that is no country and keeps the list",
    async (path) => {
      await admin.put(path, { rates: [{ country: "US", flatRate: 5 }] });
      for (const code of FAKE) {
        expectRefused(await admin.put(path, { rates: [{ country: code, flatRate: 0 }] }), code);
      }
      expect((await admin.get(path)).body).toMatchObject({ rates: [{ country: "US" }] });
      const real = await admin.put(path, { rates: REAL.map((country) => ({ country, flatRate: 5 })) });
      expect(real.status, real.text).toBe(200);
      expect(
        (await admin.get<{ rates: { country: string }[] }>(path)).body.rates.map((r) => r.country).sort(),
      ).toEqual(["CA", "GB", "US"]);
      await admin.put(path, { rates: [] });
    },
  );
});

describe("the cart checkout", () => {
  it("quotes and takes a real country's address, and refuses a made-up one", async () => {
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct()).id, 1);
    for (const code of FAKE) {
      expectRefused(
        await shopper.client.post("/api/checkout/quote", { shippingAddress: address(code) }),
        code,
      );
      const customer = { ...paypal.testCustomer(), shippingAddress: address(code) };
      expectRefused(await paypal.createPaypalOrder(shopper, { customer }), code);
    }
    for (const code of REAL) {
      const quote = await shopper.client.post("/api/checkout/quote", { shippingAddress: address(code) });
      expect(quote.status, quote.text).toBe(200);
    }
    const customer = { ...paypal.testCustomer(), shippingAddress: address("gb") };
    const created = await paypal.createPaypalOrder(shopper, { customer });
    expect(created.status, created.text).toBe(201);
  });
});

describe("the custom order's deposit checkout", () => {
  it("quotes and takes a real country's address, and refuses a made-up one", async () => {
    const shopper = paypal.newShopper();
    const res = await prepare(shopper.client, orderData());
    expect(res.status, res.text).toBe(201);
    const order: PreparedOrderJson = res.body;
    const quote = (country: string) =>
      shopper.client.post(`/api/custom-orders/${order.id}/quote`, {
        checkoutToken: order.checkoutToken,
        shippingAddress: { country, state: country.toUpperCase() === "US" ? "CA" : "" },
      });
    const deposit = (country: string) =>
      paypal.createPaypalOrder(shopper, {
        purpose: "deposit",
        customOrderId: order.id,
        checkoutToken: order.checkoutToken,
        customer: { ...paypal.testCustomer(), shippingAddress: address(country) },
      });
    for (const code of FAKE) {
      expectRefused(await quote(code), code);
      expectRefused(await deposit(code), code);
    }
    for (const code of REAL) {
      const res = await quote(code);
      expect(res.status, res.text).toBe(200);
    }
    const created = await deposit("CA");
    expect(created.status, created.text).toBe(201);
  });
});
