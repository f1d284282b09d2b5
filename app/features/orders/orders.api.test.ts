import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../../db/schema.ts";
import { createProduct, createUser, signIn } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { addToCart, checkout, usePaypalEmulator } from "../../../tests/kits/paypal-test-kit.ts";
import { signInAsAdmin } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { OrderJson } from "./orders.schemas.ts";

useTestDatabase();
usePaypalEmulator();

async function customer(options: { emailVerified?: boolean; email?: string } = {}) {
  const client = createClient();
  const { user, password } = await createUser(options);
  await signIn(client, user.username, password);
  return { client, user };
}

const ids = (list: OrderJson[]) => list.map((o) => o.id);

describe("GET /api/orders as a guest", () => {
  it("answers 401 for the list and 404 for an order", async () => {
    const order = await createOrder();
    const guest = createClient();
    const list = await guest.get("/api/orders");
    expect(list.status).toBe(401);
    expect(list.body).toMatchObject({ code: "unauthorized" });
    const one = await guest.get(`/api/orders/${order.id}`);
    expect(one.status).toBe(404);
    expect(one.text).not.toContain(order.customerEmail);
  });
});

describe("GET /api/orders as a customer", () => {
  it("lists the orders placed while signed in, newest first, in the record's shape", async () => {
    const { client, user } = await customer();
    const older = await createOrder({
      userId: user.id,
      customerName: "Rory Links",
      customerEmail: user.email,
      createdAt: new Date("2026-01-05T10:00:00Z"),
    });
    const newer = await createOrder(
      { userId: user.id, customerEmail: user.email, status: "shipped", discountCents: 250 },
      [{ name: "Augusta Azalea Pin", unitPriceCents: 1299, quantity: 3 }],
    );
    await db()
      .update(orders)
      .set({ trackingNumber: "1Z999AA10123456784", trackingUrl: "https://www.ups.com/track?tracknum=1Z9" })
      .where(eq(orders.id, newer.id));

    const res = await client.get<OrderJson[]>("/api/orders");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([newer.id, older.id]);
    expect(res.body[1]).toEqual({
      id: older.id,
      customerName: "Rory Links",
      customerEmail: user.email,
      createdAt: "2026-01-05T10:00:00.000Z",
      subtotal: 42,
      discountAmount: 0,
      shippingAmount: 0,
      taxAmount: 0,
      totalAmount: 42,
      status: "pending",
      items: expect.any(String),
      trackingNumber: null,
      trackingUrl: null,
      // No payment in the ledger for this order (made directly): the whole total is due.
      money: { charged: 0, refunded: 0, netPaid: 0, balanceDue: 42 },
    });
    expect(JSON.parse(res.body[1]!.items)).toEqual([
      { name: "Pebble Beach Marker", quantity: 2, price: 15 },
      { name: "Flagstick Lapel Pin", quantity: 1, price: 12 },
    ]);
    expect(res.body[0]).toMatchObject({
      status: "shipped",
      subtotal: 38.97,
      discountAmount: 2.5,
      totalAmount: 36.47,
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z9",
    });
    expect(JSON.parse(res.body[0]!.items)).toEqual([
      { name: "Augusta Azalea Pin", quantity: 3, price: 12.99 },
    ]);
  });

  it("adds guest orders under the account's e-mail once it is verified, whatever its case", async () => {
    const { client, user } = await customer({ emailVerified: true });
    const asGuest = await createOrder({ customerEmail: user.email.toUpperCase() });
    const res = await client.get<OrderJson[]>("/api/orders");
    expect(ids(res.body)).toEqual([asGuest.id]);
    expect((await client.get(`/api/orders/${asGuest.id}`)).status).toBe(200);
  });

  it("leaves out guest orders under an e-mail that is not verified", async () => {
    const { client, user } = await customer({ emailVerified: false });
    const asGuest = await createOrder({ customerEmail: user.email });
    const res = await client.get<OrderJson[]>("/api/orders");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await client.get(`/api/orders/${asGuest.id}`)).status).toBe(404);
  });

  it("never shows another account's order, even one under the same e-mail", async () => {
    const { client, user } = await customer({ emailVerified: true });
    const other = await customer({ emailVerified: true });
    const theirs = await createOrder({
      userId: other.user.id,
      customerName: "Someone Else",
      customerEmail: other.user.email,
    });
    // Typed by the other account at its checkout: the e-mail does not make it ours.
    const theirsUnderOurEmail = await createOrder({ userId: other.user.id, customerEmail: user.email });
    const mine = await createOrder({ userId: user.id, customerEmail: user.email });

    const res = await client.get<OrderJson[]>("/api/orders");
    expect(ids(res.body)).toEqual([mine.id]);
    expect(res.text).not.toContain(other.user.email);
    expect(res.text).not.toContain("Someone Else");
    for (const id of [theirs.id, theirsUnderOurEmail.id]) {
      const one = await client.get(`/api/orders/${id}`);
      expect(one.status).toBe(404);
      expect(one.body).toEqual({ message: "Order not found", code: "not_found" });
    }
    expect((await client.get("/api/orders/999999")).body).toEqual({
      message: "Order not found",
      code: "not_found",
    });
  });

  it("reads one of its own orders, but not once the shop archived it", async () => {
    const { client, user } = await customer();
    const order = await createOrder({ userId: user.id, customerEmail: user.email });
    const res = await client.get<OrderJson>(`/api/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, totalAmount: 42, status: "pending" });
    expect(typeof res.body.items).toBe("string");

    await db().update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, order.id));
    expect((await client.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await client.get<OrderJson[]>("/api/orders")).body).toEqual([]);
  });

  it("ignores the admin's query parameters and still answers only its own orders", async () => {
    const { client, user } = await customer();
    const mine = await createOrder({ userId: user.id, customerEmail: user.email });
    await createOrder();
    const res = await client.get<OrderJson[]>("/api/orders?page=1&q=example.com&status=pending");
    expect(ids(res.body)).toEqual([mine.id]);
    expect(res.headers.get("x-total-count")).toBeNull();
  });

  it("shows a cart bought through PayPal while signed in", async () => {
    const { client } = await customer();
    const pin = await createProduct({ priceCents: 1800, name: "Pinehurst No. 2 Pin" });
    await addToCart({ client, sessionId: "" }, pin.id, 2);
    const { res } = await checkout({ client, sessionId: "" });
    expect(res.body).toMatchObject({ status: "COMPLETED", orderId: expect.any(Number) });

    const list = await client.get<OrderJson[]>("/api/orders");
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: res.body.orderId, totalAmount: 36, status: "pending" });
    expect(JSON.parse(list.body[0]!.items)).toEqual([
      { name: "Pinehurst No. 2 Pin", quantity: 2, price: 18 },
    ]);
  });
});

describe("GET /api/orders as an admin", () => {
  it("lists every customer's orders, 50 a page, newest first, with the total in a header", async () => {
    const { client } = await signInAsAdmin();
    const tag = `Pager${Date.now().toString(36)}`;
    const made: number[] = [];
    for (let i = 0; i < 52; i++) {
      const order = await createOrder({
        customerName: `${tag} ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
      made.push(order.id);
    }
    const newestFirst = [...made].reverse();

    const first = await client.get<OrderJson[]>(`/api/orders?q=${tag}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-total-count")).toBe("52");
    expect(first.headers.get("x-page-size")).toBe("50");
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 50));
    const second = await client.get<OrderJson[]>(`/api/orders?q=${tag}&page=2`);
    expect(second.headers.get("x-page")).toBe("2");
    expect(ids(second.body)).toEqual(newestFirst.slice(50));

    const everything = await client.get<OrderJson[]>("/api/orders");
    expect(everything.body).toHaveLength(50);
    expect(Number(everything.headers.get("x-total-count"))).toBeGreaterThanOrEqual(52);
  });

  it("finds an order by its number, the customer's name or e-mail, and filters by status", async () => {
    const { client } = await signInAsAdmin();
    const shipped = await createOrder({
      customerName: "Collin Morikawa",
      customerEmail: "cmori_100@example.com",
      status: "shipped",
    });
    const pending = await createOrder({ customerName: "Collin Morikawa", customerEmail: "cm_2@example.com" });

    const byId = await client.get<OrderJson[]>(`/api/orders?q=%23${shipped.id}`);
    expect(ids(byId.body)).toEqual([shipped.id]);
    expect(ids((await client.get<OrderJson[]>("/api/orders?q=cmori_100")).body)).toEqual([shipped.id]);
    expect(ids((await client.get<OrderJson[]>("/api/orders?q=collin%20MORIKAWA")).body)).toEqual([
      pending.id,
      shipped.id,
    ]);
    expect(
      ids((await client.get<OrderJson[]>("/api/orders?q=Collin%20Morikawa&status=shipped")).body),
    ).toEqual([shipped.id]);
    // LIKE's wildcards are searched for literally.
    expect((await client.get<OrderJson[]>("/api/orders?q=%25")).body).toEqual([]);
  });

  it("reads any order by id, archived ones too", async () => {
    const { client } = await signInAsAdmin();
    const order = await createOrder({ archivedAt: new Date() });
    const res = await client.get<OrderJson>(`/api/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, customerEmail: order.customerEmail });
  });

  it.each([
    ["status=lost", "status"],
    ["page=0", "page"],
    ["page=abc", "page"],
  ])("refuses ?%s with 400", async (query) => {
    const { client } = await signInAsAdmin();
    const res = await client.get(`/api/orders?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid" });
  });
});
