// The PayPal emulator in real shop processes (tests/helpers/shop-process.ts). Its state lives in
// the shop's database, so a payment created and approved through one test-mode process is
// captured through another: at the same time on PostgreSQL, where two processes share one
// database, and across a restart on the embedded database, which one process opens at a time.
// A process started with NODE_ENV=production has no test controls: nobody can forge a signed
// webhook, script others' captures or list every order through it. Its emulator's REST API,
// reachable by anyone who reaches the shop, takes only the credentials the shop made for itself
// and keeps in its database: every process of the shop reads the same pair, so one process's
// PayPal client is served by another's emulator (as behind a load balancer), while the old
// constant credentials and random ones get PayPal's 401.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { newSessionId } from "../../app/features/cart/index.ts";
import { type PaypalCredentials, testModeCredentials } from "../../app/features/payments/index.server.ts";
import { closeDatabase, db, useDatabase } from "../../app/lib/db.server.ts";
import { orders, paymentIntents } from "../../db/schema.ts";
import { freePort } from "../../scripts/lib/commands.ts";
import { createProduct } from "../factories.ts";
import {
  createShopDatabase,
  type ShopDatabase,
  type ShopProcess,
  startShopProcess,
} from "../helpers/shop-process.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../helpers/smtp-env.ts";
import { testCustomer } from "../kits/paypal-test-kit.ts";
import { type SmtpPeer, startSmtpPeer } from "../peers/smtp-peer.ts";

const admin = { username: "admin", password: `Paypal-${randomUUID()}`, email: "admin@example.com" };
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let peer: SmtpPeer;
let database: ShopDatabase;
const running: ShopProcess[] = [];
let productId: number;

beforeAll(async () => {
  peer = await startSmtpPeer();
  setSmtpUrl(peer.url);
  database = await createShopDatabase();
  useDatabase(await database.open());
  try {
    productId = (await createProduct({ priceCents: 1500 })).id;
  } finally {
    await closeDatabase();
  }
}, 60_000);

afterAll(async () => {
  for (const shop of running) await shop.stop("SIGKILL");
  restoreSmtpUrl();
  await peer.close();
  await database.remove();
});

async function start(
  nodeEnv: "development" | "production" = "development",
  more: { port?: number; paypalApiBase?: string } = {},
) {
  const shop = await startShopProcess({ database, smtpUrl: peer.url, admin, nodeEnv, ...more });
  running.push(shop);
  return shop;
}

async function stop(shop: ShopProcess) {
  await shop.stop("SIGTERM");
  running.splice(running.indexOf(shop), 1);
}

/** A browser of one shop process with its own cart session. */
function browser(shop: ShopProcess, sessionId: string) {
  return async <T>(method: string, pathname: string, body?: unknown, form = false) => {
    const res = await fetch(`${shop.baseUrl}${pathname}`, {
      method,
      headers: {
        origin: shop.baseUrl,
        "x-session-id": sessionId,
        ...(body === undefined
          ? {}
          : { "content-type": form ? "application/x-www-form-urlencoded" : "application/json" }),
      },
      body: body === undefined ? undefined : form ? String(body) : JSON.stringify(body),
    }).catch((err: unknown) => {
      throw new Error(`${method} ${pathname} failed; the process's last lines:\n${shop.logTail()}`, {
        cause: err,
      });
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // An HTML page (the approval page): kept as text.
    }
    return { status: res.status, body: json as T };
  };
}

const customer = testCustomer({ email: "jordan@example.com" });

/** Fills a cart, creates its PayPal order and approves it, all through `shop`. */
async function approvedPayment(shop: ShopProcess, sessionId: string) {
  const call = browser(shop, sessionId);
  expect((await call("POST", "/api/cart", { productId, quantity: 2 })).status).toBe(201);
  const created = await call<{ id: string }>("POST", "/paypal/order", {
    currency: "USD",
    intent: "CAPTURE",
    purpose: "cart",
    customer,
  });
  expect(created.status).toBe(201);
  const approved = await call(
    "POST",
    `/__paypal/checkoutnow?token=${created.body.id}`,
    "decision=approve",
    true,
  );
  expect(approved.status).toBe(200);
  return created.body.id;
}

test("a payment created and approved through one test-mode process is captured through another", async () => {
  const sessionId = newSessionId();
  const first = await start();
  const paypalOrderId = await approvedPayment(first, sessionId);
  // PostgreSQL: a second process beside the first. The embedded database: the same folder
  // after the first process stopped, as after a restart.
  if (!postgres) await stop(first);
  const second = await start();
  const captured = await browser(second, sessionId)<{ status: string; orderId: number }>(
    "POST",
    `/paypal/order/${paypalOrderId}/capture`,
  );
  expect(captured.status).toBe(200);
  expect(captured.body).toMatchObject({ status: "COMPLETED", orderId: expect.any(Number) });
  if (postgres) {
    // The first process's emulator knows the capture the second one made.
    const view = await fetch(`${first.baseUrl}/__paypal/test/orders/${paypalOrderId}`);
    const body = (await view.json()) as { order: { status: string } };
    expect(body.order.status).toBe("COMPLETED");
  }
  for (const shop of [...running]) await stop(shop);
  useDatabase(await database.open());
  try {
    const [order] = await db().select().from(orders).where(eq(orders.id, captured.body.orderId));
    expect(order).toMatchObject({ status: "pending", totalCents: 3000 });
  } finally {
    await closeDatabase();
  }
}, 300_000);

/** The shop's emulator credentials as the database keeps them (made on first use). */
async function storedCredentials(): Promise<PaypalCredentials> {
  useDatabase(await database.open());
  try {
    return await testModeCredentials();
  } finally {
    await closeDatabase();
  }
}

/** A token from `shop`'s emulator for a client id and secret: its status and body. */
async function tokenFrom(shop: ShopProcess, clientId: string, secret: string) {
  const res = await fetch(`${shop.baseUrl}/__paypal/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test("production-mode processes: only the database's credentials open their emulators, no test controls, no forged webhook", async () => {
  // The embedded database: the pair is already there (as after an earlier start), and the
  // process must use it rather than make its own. PostgreSQL: two processes at once, the
  // second's PayPal client calling the first's emulator, as behind a load balancer.
  const before = postgres ? undefined : await storedCredentials();
  const [port, otherPort] = [await freePort(), await freePort()];
  const [shop, other] = await Promise.all([
    start("production", { port }),
    postgres
      ? start("production", { port: otherPort, paypalApiBase: `http://127.0.0.1:${port}/__paypal` })
      : undefined,
  ]);
  const shops = other ? [shop, other] : [shop];
  const stored = before ?? (await storedCredentials());
  for (const each of shops) {
    for (const [id, secret] of [
      ["fairway-test-client", "fairway-test-secret"],
      [randomUUID(), randomUUID()],
      [stored.clientId, randomUUID()],
    ] as const) {
      expect(await tokenFrom(each, id, secret)).toEqual({
        status: 401,
        body: { error: "invalid_client", error_description: "Client Authentication failed" },
      });
    }
    const rest = await fetch(`${each.baseUrl}/__paypal/v2/checkout/orders/NOSUCHORDER00000`, {
      headers: { authorization: `Bearer A21AA${randomUUID()}` },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ name: "AUTHENTICATION_FAILURE", debug_id: expect.any(String) });
    expect((await tokenFrom(each, stored.clientId, stored.secret)).status).toBe(200);
  }
  // The shop's own calls go through: on PostgreSQL the other process's PayPal client creates
  // the order through the first one's emulator, with the pair both read from the database.
  const sessionId = newSessionId();
  const paypalOrderId = await approvedPayment(other ?? shop, sessionId);
  if (other) await stop(other);
  const call = browser(shop, sessionId);
  expect(
    (await call("POST", "/__paypal/test/emit-webhook", { event_type: "PAYMENT.CAPTURE.COMPLETED" })).status,
  ).toBe(404);
  expect((await call("POST", "/__paypal/test/faults", { capture: "declined" })).status).toBe(404);
  expect((await call("GET", "/__paypal/test/log")).status).toBe(404);
  expect((await call("GET", `/__paypal/test/orders/${paypalOrderId}`)).status).toBe(404);
  // A PAYMENT.CAPTURE.COMPLETED for the unpaid order, signed by someone who is not PayPal.
  const event = {
    id: `WH-${randomUUID()}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource_type: "capture",
    resource: {
      id: "FORGEDCAPTURE0001",
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "30.00" },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  };
  const forged = await fetch(`${shop.baseUrl}/api/paypal/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fairway-emulator",
      "paypal-transmission-id": randomUUID(),
      "paypal-transmission-time": new Date().toISOString(),
      "paypal-transmission-sig": Buffer.from("forged").toString("base64"),
    },
    body: JSON.stringify(event),
  });
  expect(forged.status).toBe(400);
  await stop(shop);
  expect(await storedCredentials()).toEqual(stored);
  useDatabase(await database.open());
  try {
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, paypalOrderId));
    expect(intent).toMatchObject({ status: "created", fulfilledAt: null });
  } finally {
    await closeDatabase();
  }
}, 300_000);
