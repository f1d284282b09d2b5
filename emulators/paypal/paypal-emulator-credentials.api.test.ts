// The emulator's REST API answers only the shop it belongs to. In test mode it stands in for
// PayPal on the shop's own server, so anyone who can reach the shop can reach it: it takes only
// the credentials this shop made for itself and keeps in its database, never a constant from the
// code, and refuses everything else with PayPal's own 401. Real processes sharing one database
// are in tests/faults/paypal-emulator-processes.api.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setPaypalTransport, testModeCredentials } from "../../app/features/payments/index.server.ts";
import { db } from "../../app/lib/db.server.ts";
import { createApp } from "../../app/server/app.ts";
import { payments, settings } from "../../db/schema.ts";
import { createProduct } from "../../tests/factories.ts";
import { createClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import {
  addToCart,
  checkout,
  createPaypalOrder,
  emulatorToken,
  newShopper,
  TEST_PAYPAL_TIMEOUT_MS,
  usePaypalEmulator,
} from "../../tests/kits/paypal-test-kit.ts";

useTestDatabase();
usePaypalEmulator();

/** What every version of the shop before per-shop credentials opened the emulator with. */
const OLD_CONSTANTS = { clientId: "fairway-test-client", secret: "fairway-test-secret" };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const random = () => crypto.randomUUID().replaceAll("-", "");

const client = createClient();
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const token = (authorization: string) =>
  client.post<Record<string, unknown>>("/__paypal/v1/oauth2/token", "grant_type=client_credentials", {
    ...FORM,
    authorization,
  });

const AUTHENTICATION_FAILURE = {
  name: "AUTHENTICATION_FAILURE",
  message:
    "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  debug_id: expect.stringMatching(/^[0-9a-z]{13}$/),
  links: [{ href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link" }],
};

async function paidCapture() {
  const shopper = newShopper();
  await addToCart(shopper, (await createProduct({ priceCents: 2000 })).id, 1);
  const { res } = await checkout(shopper);
  expect(res.status).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, res.body.orderId!));
  return payment!.providerCaptureId!;
}

describe("the emulator's credentials", () => {
  it("are made once for this shop, kept in its database, and are no constant of the code", async () => {
    const first = await testModeCredentials();
    expect(first.clientId).toMatch(/^A[\w-]{79}$/);
    expect(first.secret).toMatch(/^E[\w-]{79}$/);
    expect(first.clientId).not.toBe(OLD_CONSTANTS.clientId);
    expect(await testModeCredentials()).toEqual(first);
    const [row] = await db()
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, "paypal_test_mode_credentials"));
    expect(row?.value).toEqual(first);
    // The browser's test-mode button needs no client id, so none is given out.
    const setup = await client.get<{ clientId: string; testMode: boolean }>("/paypal/setup");
    expect(setup.body).toEqual({ clientId: "", testMode: true, currency: "USD" });
  });

  it("are the only ones that get a token: the old constants and random ones get PayPal's 401", async () => {
    const { clientId, secret } = await testModeCredentials();
    for (const authorization of [
      basic(OLD_CONSTANTS.clientId, OLD_CONSTANTS.secret),
      basic(random(), random()),
      basic(clientId, random()),
      basic(random(), secret),
      basic(clientId, ""),
      `Bearer ${secret}`,
      "",
    ]) {
      const res = await token(authorization);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: "invalid_client",
        error_description: "Client Authentication failed",
      });
    }
    const issued = await token(basic(clientId, secret));
    expect(issued.status).toBe(200);
    expect(issued.body.access_token).toMatch(/^A21AA/);
  });

  it("guard every REST call: nobody without them refunds a capture behind the shop's back", async () => {
    const captureId = await paidCapture();
    const refundPath = `/__paypal/v2/payments/captures/${captureId}/refund`;
    for (const authorization of [
      basic(OLD_CONSTANTS.clientId, OLD_CONSTANTS.secret),
      `Bearer A21AA${random()}`,
      "",
    ]) {
      const refused = await client.post(refundPath, {}, { authorization, "paypal-request-id": random() });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(AUTHENTICATION_FAILURE);
      const read = await client.get(`/__paypal/v2/payments/captures/${captureId}`, { authorization });
      expect(read.status).toBe(401);
      expect(read.body).toEqual(AUTHENTICATION_FAILURE);
    }
    const shop = { authorization: `Bearer ${await emulatorToken()}` };
    const capture = await client.get<{ status: string }>(`/__paypal/v2/payments/captures/${captureId}`, shop);
    expect(capture.body.status).toBe("COMPLETED");
  });

  it("make the shop's client tell a token PayPal refuses as a set-up fault, not the shopper's", async () => {
    const shopper = newShopper();
    await addToCart(shopper, (await createProduct({ priceCents: 1500 })).id, 1);
    // The token request goes through; every REST call then carries a token PayPal never issued.
    const app = createApp();
    setPaypalTransport({
      fetch: async (url, init) => {
        const headers = new Headers(init.headers);
        if (headers.get("authorization")?.startsWith("Bearer "))
          headers.set("authorization", `Bearer A21AA${random()}`);
        return app.request(url, { ...init, headers });
      },
      timeoutMs: TEST_PAYPAL_TIMEOUT_MS,
      retryDelayMs: 5,
    });
    try {
      const res = await createPaypalOrder(shopper);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        message:
          "We can't take payments right now. Please try again later or contact us to complete your order.",
      });
    } finally {
      setPaypalTransport({
        fetch: async (url, init) => app.request(url, init),
        timeoutMs: TEST_PAYPAL_TIMEOUT_MS,
        retryDelayMs: 5,
        inProgressDelayMs: 5,
      });
    }
    // With the tokens PayPal issued, the same shop's checkout goes through.
    await expect(paidCapture()).resolves.toBeTruthy();
  });
});
