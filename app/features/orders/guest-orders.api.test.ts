// Guests are never sent to a login wall for their own order: the capture's answer to the
// buyer's browser carries the private order page, every regular-order e-mail links to it, and
// Track Order's "find my order" e-mails it for an order number and the e-mail it was placed
// with, answering the same either way.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, paymentIntents } from "../../../db/schema.ts";
import { createProduct, createUser, signIn } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { drainJobs, useJobs } from "../../../tests/helpers/jobs.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import { createOrder, recordCartCapture } from "../../../tests/kits/orders-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { signInAsAdmin } from "../../../tests/kits/test-accounts.ts";
import { type SsrApp, startSsrApp } from "../../../tests/security/ssr-app.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import type { CaptureResultJson } from "../payments/payments.schemas.ts";
import { ORDER_LOOKUP_JOB } from "./order-lookup.server.ts";
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_EMAIL } from "./orders.api.server.ts";

useTestDatabase();
useJobs({ workers: true });
paypal.usePaypalEmulator();

let ssr: SsrApp;
beforeAll(async () => {
  ssr = await startSsrApp();
}, 180_000);
afterAll(() => ssr?.close());

const ORDER_PAGE = /\/orders\/[\w-]{43}/;

const mailsTo = (to: string, template: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));

/** The private order page's path in a mail or an answer. */
function orderPath(text: string): string {
  const path = text.match(ORDER_PAGE)?.[0];
  if (!path) throw new Error(`no /orders/{token} link in: ${text.slice(0, 300)}`);
  return path;
}

/** The page as an anonymous browser gets it. */
async function openPage(path: string) {
  const res = await ssr.app.request(`http://localhost${path}`, {
    headers: { "x-forwarded-for": "192.0.2.77" },
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function guestCartOrder(email = paypal.testCustomer().email) {
  const product = await createProduct({ name: "Pebble Beach Marker", priceCents: 1500 });
  const shopper = paypal.newShopper();
  await paypal.addToCart(shopper, product.id, 2);
  const { paypalOrderId, res } = await paypal.checkout(shopper, { customer: paypal.testCustomer({ email }) });
  expect(res.status).toBe(200);
  return { shopper, paypalOrderId, result: res.body, email };
}

describe("a guest's cart payment", () => {
  it("answers the private order page, which the receipt links to and anyone holding it can open", async () => {
    const { shopper, paypalOrderId, result, email } = await guestCartOrder();
    expect(result.orderId).toEqual(expect.any(Number));
    expect(result.viewUrl).toMatch(new RegExp(`^${env().publicUrl}${ORDER_PAGE.source}$`));

    const [receipt] = await mailsTo(email, "order-receipt");
    expect(receipt!.text).not.toContain("/track-order");
    const path = orderPath(receipt!.text);
    expect(receipt!.html).toContain(path);

    const page = await openPage(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    expect(page.html).toContain(`Order #${result.orderId}`);
    expect(page.html).toContain("Pebble Beach Marker");
    expect(page.html).toContain("$30.00");

    // A replay of the capture answers the same order, never a link: from the buyer's browser
    // (it had the link), or from another (a PayPal order id is no secret).
    for (const other of [shopper.client, paypal.newShopper().client, createClient()]) {
      const replay = await other.post<CaptureResultJson>(`/paypal/order/${paypalOrderId}/capture`);
      expect(replay.body).toMatchObject({ status: "COMPLETED", orderId: result.orderId });
      expect(replay.body.viewUrl).toBeUndefined();
    }
  }, 60_000);

  it("gives a signed-in buyer no link: their orders are on Track Order", async () => {
    const { user, password } = await createUser();
    const product = await createProduct();
    const shopper = paypal.newShopper();
    await signIn(shopper.client, user.username, password);
    await paypal.addToCart(shopper, product.id, 1);
    const { res } = await paypal.checkout(shopper, { customer: paypal.testCustomer({ email: user.email }) });
    expect(res.status).toBe(200);
    expect(res.body.orderId).toEqual(expect.any(Number));
    expect(res.body.viewUrl).toBeUndefined();
  });

  it("an unknown token is the 404 page", async () => {
    const page = await openPage(`/orders/${"x".repeat(43)}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain("Order Not Found");
  }, 60_000);
});

describe("the private link of a guest's payment", () => {
  it("goes only to the browser that created the deposit payment, even when another captured it first", async () => {
    const shopper = paypal.newShopper();
    const prepared = await prepare(shopper.client, orderData());
    const created = await paypal.createPaypalOrder(shopper, {
      purpose: "deposit",
      customOrderId: prepared.body.id,
      checkoutToken: prepared.body.checkoutToken,
    });
    await paypal.approve(created.body.id);
    const first = await paypal.capture(paypal.newShopper(), created.body.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "COMPLETED", customOrderId: prepared.body.id });
    expect(first.body.viewUrl).toBeUndefined();

    const mine = await paypal.capture(shopper, created.body.id);
    expect(mine.body.customOrderId).toBe(prepared.body.id);
    const token = orderPath(mine.body.viewUrl ?? "")
      .split("/")
      .pop();
    const view = await createClient().get<{ id: number; status: string }>(`/api/order-links/${token}`);
    expect(view.body).toMatchObject({ id: prepared.body.id, status: "deposit_paid" });
    expect((await paypal.capture(shopper, created.body.id)).body.viewUrl).toBeUndefined();
  });

  it("reaches the buyer's browser when PayPal's webhook made the order, and no other", async () => {
    const product = await createProduct({ name: "Augusta Ball Marker", priceCents: 1500 });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, product.id, 1);
    const created = await paypal.createPaypalOrder(shopper, { customer: paypal.testCustomer() });
    await paypal.approve(created.body.id);
    // Captured at PayPal but the capture call's answer was lost: PayPal's webhook makes the order.
    const captured = await createClient().post(
      `/__paypal/v2/checkout/orders/${created.body.id}/capture`,
      {},
      {
        authorization: `Bearer ${await paypal.emulatorToken()}`,
        "paypal-request-id": `lost-${created.body.id}`,
      },
    );
    expect(captured.status).toBe(201);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]!.id;
    const emitted = await createClient().post<{ deliveries: { status: number }[] }>(
      "/__paypal/test/emit-webhook",
      { event_type: "PAYMENT.CAPTURE.COMPLETED", captureId },
    );
    expect(emitted.body.deliveries.map((d) => d.status)).toEqual([200]);
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, created.body.id));
    expect(intent!.fulfilledAt).not.toBeNull();

    const other = await paypal.capture(paypal.newShopper(), created.body.id);
    expect(other.body).toMatchObject({ status: "COMPLETED", orderId: intent!.orderId });
    expect(other.body.viewUrl).toBeUndefined();
    const mine = await paypal.capture(shopper, created.body.id);
    const page = await openPage(orderPath(mine.body.viewUrl ?? ""));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Augusta Ball Marker");
  }, 60_000);
});

describe("the shipped e-mail of a regular order", () => {
  it("links to the private order page, never to Track Order", async () => {
    const order = await createOrder();
    await recordCartCapture(order);
    const { client: admin } = await signInAsAdmin();
    const res = await admin.put(`/api/orders/${order.id}/tracking`, { trackingNumber: "1Z999AA10123456784" });
    expect(res.status).toBe(200);
    const [shipped] = await mailsTo(order.customerEmail, "order-shipped");
    expect(shipped!.text).not.toContain("/track-order");
    const page = await openPage(orderPath(shipped!.text));
    expect(page.status).toBe(200);
    expect(page.html).toContain("1Z999AA10123456784");
  }, 60_000);
});

describe("a guest's deposit payment", () => {
  it("answers the order number and the private link to the custom order", async () => {
    const shopper = paypal.newShopper();
    const prepared = await prepare(shopper.client, orderData());
    expect(prepared.status).toBe(201);
    const created = await paypal.createPaypalOrder(shopper, {
      purpose: "deposit",
      customOrderId: prepared.body.id,
      checkoutToken: prepared.body.checkoutToken,
    });
    expect(created.status).toBe(201);
    await paypal.approve(created.body.id);
    const res = await paypal.capture(shopper, created.body.id);
    expect(res.status).toBe(200);
    expect(res.body.customOrderId).toBe(prepared.body.id);
    const token = orderPath(res.body.viewUrl ?? "")
      .split("/")
      .pop();
    const view = await createClient().get<{ id: number; status: string }>(`/api/order-links/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: prepared.body.id, status: "deposit_paid" });
  });
});

describe("POST /api/orders/lookup", () => {
  it("answers a match and a mismatch alike, and e-mails the private link only on a match", async () => {
    const order = await createOrder();
    const client = createClient();
    const match = await client.post("/api/orders/lookup", {
      orderNumber: `#${order.id}`,
      email: order.customerEmail.toUpperCase(),
    });
    const stranger = "someone.else@example.com";
    const wrongEmail = await client.post("/api/orders/lookup", {
      orderNumber: String(order.id),
      email: stranger,
    });
    const noSuchOrder = await client.post("/api/orders/lookup", {
      orderNumber: "999999999",
      email: order.customerEmail,
    });
    for (const res of [match, wrongEmail, noSuchOrder]) expect(res.status).toBe(202);
    expect(wrongEmail.text).toBe(match.text);
    expect(noSuchOrder.text).toBe(match.text);
    expect(match.text).not.toContain(String(order.id));

    await drainJobs(ORDER_LOOKUP_JOB);
    const mails = await mailsTo(order.customerEmail, "order-link");
    expect(mails).toHaveLength(1);
    expect(await mailsTo(stranger, "order-link")).toHaveLength(0);
    expect(mails[0]!.subject).toContain(`#${order.id}`);
    const page = await openPage(orderPath(mails[0]!.text));
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Order #${order.id}`);
  }, 60_000);

  it("finds a custom order by its number and e-mail, but not an unpaid checkout", async () => {
    const shopper = paypal.newShopper();
    const customer = paypal.testCustomer();
    const unpaid = await prepare(shopper.client, orderData({ customerEmail: customer.email }));
    expect(unpaid.status).toBe(201);
    const paid = await prepare(shopper.client, orderData({ customerEmail: customer.email }));
    const created = await paypal.createPaypalOrder(shopper, {
      purpose: "deposit",
      customOrderId: paid.body.id,
      checkoutToken: paid.body.checkoutToken,
      customer,
    });
    await paypal.approve(created.body.id);
    expect((await paypal.capture(shopper, created.body.id)).status).toBe(200);

    const client = createClient();
    for (const id of [unpaid.body.id, paid.body.id]) {
      const res = await client.post("/api/orders/lookup", { orderNumber: String(id), email: customer.email });
      expect(res.status).toBe(202);
    }
    await drainJobs(ORDER_LOOKUP_JOB);
    const mails = await mailsTo(customer.email, "order-link");
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(`#${paid.body.id}`)]);
    const token = orderPath(mails[0]!.text).split("/").pop();
    const view = await createClient().get<{ id: number }>(`/api/order-links/${token}`);
    expect(view.body.id).toBe(paid.body.id);
  });

  it("refuses a malformed or unexpected body with {message, code}", async () => {
    const client = createClient();
    for (const body of [
      { orderNumber: "abc", email: "a@example.com" },
      { orderNumber: "12", email: "not-an-email" },
      { orderNumber: "12" },
      { orderNumber: "12", email: "a@example.com", admin: true },
      { orderNumber: 12, email: "a@example.com" },
    ]) {
      const res = await client.post<{ message: string; code: string }>("/api/orders/lookup", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid", message: expect.any(String) });
    }
  });

  it("answers 429 after the address's lookups are spent", async () => {
    const client = createClient();
    for (let i = 0; i < LOOKUPS_PER_ADDRESS; i++) {
      const res = await client.post("/api/orders/lookup", {
        orderNumber: String(i + 1),
        email: `g${i}@example.com`,
      });
      expect(res.status).toBe(202);
    }
    const refused = await client.post<{ code: string }>("/api/orders/lookup", {
      orderNumber: "1",
      email: "last@example.com",
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    await drainJobs(ORDER_LOOKUP_JOB);
  });

  it("answers 429 after one mailbox's lookups are spent, from any address", async () => {
    const email = `flooded-${Date.now()}@example.com`;
    for (let i = 0; i < LOOKUPS_PER_EMAIL; i++) {
      expect((await createClient().post("/api/orders/lookup", { orderNumber: "1", email })).status).toBe(202);
    }
    const refused = await createClient().post("/api/orders/lookup", { orderNumber: "1", email });
    expect(refused.status).toBe(429);
    await drainJobs(ORDER_LOOKUP_JOB);
  });
});
