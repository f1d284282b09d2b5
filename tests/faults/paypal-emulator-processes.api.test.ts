// The PayPal emulator in real shop processes (tests/helpers/shop-process.ts). Its state lives in
// the shop's database, so a payment created and approved through one test-mode process is
// captured through another: at the same time on PostgreSQL, where two processes share one
// database, and across a restart on the embedded database, which one process opens at a time.
// A process started with NODE_ENV=production has no test controls: nobody can forge a signed
// webhook, script others' captures or list every order through it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { newSessionId } from "../../app/features/cart/index.ts";
import { closeDatabase, db, useDatabase } from "../../app/lib/db.server.ts";
import { orders, paymentIntents } from "../../db/schema.ts";
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

async function start(nodeEnv: "development" | "production" = "development") {
  const shop = await startShopProcess({ database, smtpUrl: peer.url, admin, nodeEnv });
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

test("a production-mode process has no test controls and refuses a forged webhook", async () => {
  const shop = await start("production");
  const sessionId = newSessionId();
  const paypalOrderId = await approvedPayment(shop, sessionId);
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
