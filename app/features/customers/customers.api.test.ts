// `GET /api/admin/customers?q=&page=` and `GET /api/admin/customers/{id}`: everyone who bought,
// signed up or was imported, merged by e-mail whatever its case, with figures net of refunds.
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { customers, productReviews } from "../../../db/schema.ts";
import { createBlogComment, createBlogPost, createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createCustomers, randomTag } from "../../../tests/kits/marketing-test-kit.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { customOrder, daysAgo, payment } from "../../../tests/kits/overview-test-kit.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { CustomerDetailJson, CustomerPageJson } from "./customers.schemas.ts";

useTestDatabase();

const admin = useAdminClient();
const list = (query: string) => admin.get<CustomerPageJson>(`/api/admin/customers?${query}`);

/**
 * One person under three spellings of one address: a guest cart order ($42, $10 refunded), a
 * custom order ($100 of pins + $8 shipping + $5 tax, paid in full, $20 refunded), an account
 * and a mailing-list row that consented and then unsubscribed. Plus an unpaid checkout of each
 * kind under another address, which makes nobody a customer.
 */
async function onePersonEverywhere() {
  const tag = randomBytes(4).toString("hex");
  const email = `ann.lee.${tag}@example.com`;
  const now = new Date();
  const cart = await createOrder({ customerEmail: `Ann.Lee.${tag}@Example.com`, customerName: "Ann Lee" });
  const cartPaid = await payment("cart", cart.totalCents, daysAgo(now, 3), { orderId: cart.id });
  await payment("refund", 1000, daysAgo(now, 2), { orderId: cart.id, refundOf: cartPaid.id });
  const custom = await customOrder(10_000, "in_production", {
    customerEmail: email.toUpperCase(),
    customerName: `Ann Lee ${tag}`,
    shippingCents: 800,
    taxCents: 500,
    depositTaxCents: 50,
  });
  await payment("deposit", 1050, daysAgo(now, 2), { customOrderId: custom.id });
  const balance = await payment("balance", 11_300 - 1050, daysAgo(now, 1), { customOrderId: custom.id });
  await payment("refund", 2000, now, { customOrderId: custom.id, refundOf: balance.id });
  await db()
    .insert(customers)
    .values({
      email: `ANN.lee.${tag}@example.com`,
      source: "import",
      createdAt: daysAgo(now, 6),
      marketingConsent: false,
      consentSource: "discount-popup",
      consentAt: daysAgo(now, 5),
      unsubscribedAt: daysAgo(now, 1),
    });
  const account = await signUp({ email, username: `annlee_${tag}` });
  await createOrder({ customerEmail: `unpaid.${tag}@example.com`, status: "payment_pending" });
  await customOrder(5000, "pending", { customerEmail: `unpaid.${tag}@example.com` });
  return { tag, email, cart, custom, account };
}

describe("the list", () => {
  test("merges a guest, an account and an import by e-mail, with paid orders net of refunds", async () => {
    const { tag, cart, custom } = await onePersonEverywhere();
    const res = await list(`q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [ann] = res.body.customers;
    expect(ann).toMatchObject({
      name: `Ann Lee ${tag}`,
      orderCount: 2,
      // $42 − $10 on the cart order, $113 − $20 on the custom order (its shipping and tax included).
      totalSpent: (cart.totalCents - 1000 + 11_300 - 2000) / 100,
      marketingConsent: "unsubscribed",
      hasAccount: true,
    });
    expect(ann!.lastOrderAt).toBe(
      [cart.createdAt, custom.createdAt].sort((a, b) => b.getTime() - a.getTime())[0]!.toISOString(),
    );
  });

  test("searches any part of the e-mail or the name, in any case", async () => {
    const { tag } = await onePersonEverywhere();
    for (const q of [`LEE.${tag}`, `ann lee ${tag}`.toUpperCase(), `${tag}@example`]) {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(
        res.body.customers.map((c) => c.email.toLowerCase()),
        q,
      ).toEqual([`ann.lee.${tag}@example.com`]);
    }
    expect((await list(`q=unpaid.${tag}`)).body.total).toBe(0);
  });

  test("pages 25 at a time, the newest activity first", async () => {
    const tag = randomTag();
    await createCustomers(30, "subscribed", tag);
    const late = await createOrder({
      customerEmail: `${tag}-late@example.com`,
      createdAt: new Date(Date.now() + 60_000),
    });
    await payment("cart", late.totalCents, new Date(), { orderId: late.id });
    const first = await list(`q=${tag}`);
    const second = await list(`q=${tag}&page=2`);
    expect(first.body).toMatchObject({ total: 31, page: 1, pageSize: 25 });
    expect(first.body.customers).toHaveLength(25);
    expect(second.body.customers).toHaveLength(6);
    expect(first.body.customers[0]!.email).toBe(`${tag}-late@example.com`);
    const emails = [...first.body.customers, ...second.body.customers].map((c) => c.email);
    expect(new Set(emails).size).toBe(31);
    const times = [...first.body.customers, ...second.body.customers].map((c) => c.lastActivityAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test("refuses a misspelt parameter", async () => {
    expect((await list("search=ann")).status).toBe(400);
    expect((await list("page=0")).status).toBe(400);
  });
});

describe("a customer's page", () => {
  test("holds their orders of both kinds, reviews, comments and consent history", async () => {
    const { tag, email, cart, custom, account } = await onePersonEverywhere();
    const product = await createProduct();
    await db()
      .insert(productReviews)
      .values({ productId: product.id, userId: account.user.id, rating: 4, body: "Sharp enamel." });
    const post = await createBlogPost();
    await createBlogComment(post.id, { authorEmail: email.toUpperCase(), content: "Lovely pins." });
    const id = (await list(`q=${tag}`)).body.customers[0]!.id;

    const res = await admin.get<CustomerDetailJson>(`/api/admin/customers/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => `${o.kind}:${o.id}`).sort()).toEqual(
      [`custom:${custom.id}`, `regular:${cart.id}`].sort(),
    );
    expect(res.body.orders.find((o) => o.kind === "custom")).toMatchObject({
      total: 113,
      netPaid: 93,
      refunded: 20,
      balanceDue: 0,
    });
    expect(res.body.account).toMatchObject({ id: account.user.id, username: `annlee_${tag}` });
    expect(res.body.reviews).toEqual([expect.objectContaining({ productName: product.name, rating: 4 })]);
    expect(res.body.comments).toEqual([
      expect.objectContaining({ postTitle: post.title, content: "Lovely pins.", status: "pending" }),
    ]);
    expect(res.body.consentHistory.map((e) => e.event)).toEqual(["joined", "consented", "unsubscribed"]);
  });

  test("an id that names nobody is a 404", async () => {
    for (const id of ["999999999", "abc"]) {
      const res = await admin.get<{ code: string }>(`/api/admin/customers/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
  });
});

describe("access", () => {
  test("is the admin's only: 401 signed out, 403 for a customer", async () => {
    const { client } = await signUp();
    for (const path of ["/api/admin/customers", "/api/admin/customers/1"]) {
      expect((await createClient().get(path)).status).toBe(401);
      expect((await client.get(path)).status).toBe(403);
    }
  });
});
