import { describe, expect, it } from "vitest";
import { orderItems, orders, productReviews } from "../../../db/schema.ts";
import { createProduct, createUser, signIn } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import type { ORDER_STATUSES } from "../orders/index.ts";
import { getProductRating } from "./catalog.server.ts";

useTestDatabase();

/** A regular order of one pin, written directly as the checkout would have left it. */
async function orderOf(
  productId: number,
  owner: { userId?: number; customerEmail?: string },
  status: (typeof ORDER_STATUSES)[number],
) {
  const [order] = await db()
    .insert(orders)
    .values({
      userId: owner.userId ?? null,
      customerName: "Jane Fairway",
      customerEmail: owner.customerEmail ?? "jane@example.com",
      subtotalCents: 1200,
      totalCents: 1200,
      status,
    })
    .returning();
  await db()
    .insert(orderItems)
    .values({ orderId: order!.id, productId, name: "Pin", unitPriceCents: 1200, quantity: 1 });
  return order!;
}

async function signedInCustomer(options: { emailVerified?: boolean; email?: string } = {}) {
  const { user, password } = await createUser(options);
  const client = createClient();
  await signIn(client, user.username, password);
  return { client, user };
}

describe("GET /api/products", () => {
  it("lists the pins with dollar prices, the SKU and no rating without reviews", async () => {
    const pin = await createProduct({ priceCents: 1299, features: ["Gold plating"] });
    const res = await createClient().get<Record<string, unknown>[]>("/api/products");
    expect(res.status).toBe(200);
    expect(res.body.find((p) => p.id === pin.id)).toEqual({
      id: pin.id,
      slug: pin.slug,
      name: pin.name,
      description: pin.description,
      price: 12.99,
      inStock: true,
      imageUrl: pin.imageUrl,
      picture: null,
      images: [],
      features: ["Gold plating"],
      sku: `GP-${pin.id}`,
      rating: null,
    });
  });

  it("answers one pin by id", async () => {
    const pin = await createProduct({ priceCents: 800, stockCount: 0 });
    const res = await createClient().get(`/api/products/${pin.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: pin.id,
      price: 8,
      inStock: false,
      sku: `GP-${pin.id}`,
      rating: null,
    });
  });

  it.each(["999999", "abc", "-1", "1.5"])("answers 404 Product not found for id %s", async (id) => {
    const res = await createClient().get(`/api/products/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "Product not found", code: "not_found" });
  });
});

describe("product reviews", () => {
  it("lets a buyer of a delivered order review the pin once, and the rating comes from reviews", async () => {
    const pin = await createProduct();
    const { client, user } = await signedInCustomer();
    await orderOf(pin.id, { userId: user.id }, "delivered");

    const res = await client.post(`/api/products/${pin.id}/reviews`, {
      rating: 4,
      body: "  Crisp colours.  ",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rating: 4, body: "Crisp colours.", author: user.username });

    const again = await client.post(`/api/products/${pin.id}/reviews`, { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: "You have already reviewed this pin" });

    const second = await signedInCustomer();
    await orderOf(pin.id, { userId: second.user.id }, "delivered");
    expect((await second.client.post(`/api/products/${pin.id}/reviews`, { rating: 5 })).status).toBe(201);

    expect(await getProductRating(pin.id)).toEqual({ average: 4.5, count: 2 });
    const product = await createClient().get(`/api/products/${pin.id}`);
    expect(product.body).toMatchObject({ rating: { average: 4.5, count: 2 } });
  });

  it.each([
    ["has no order", null],
    ["has an order not yet delivered", "shipped"],
    ["has a cancelled order", "cancelled"],
  ] as const)("refuses a customer who %s", async (_label, status) => {
    const pin = await createProduct();
    const { client, user } = await signedInCustomer();
    if (status) await orderOf(pin.id, { userId: user.id }, status);
    const res = await client.post(`/api/products/${pin.id}/reviews`, { rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "Only customers who received this pin can review it" });
    expect(await getProductRating(pin.id)).toBeNull();
  });

  it("refuses a buyer of a different pin", async () => {
    const [pin, other] = [await createProduct(), await createProduct()];
    const { client, user } = await signedInCustomer();
    await orderOf(other.id, { userId: user.id }, "delivered");
    expect((await client.post(`/api/products/${pin.id}/reviews`, { rating: 5 })).status).toBe(403);
  });

  it("counts a delivered guest order under the customer's verified e-mail, not an unverified one", async () => {
    const pin = await createProduct();
    const verified = await signedInCustomer({ emailVerified: true });
    await orderOf(pin.id, { customerEmail: verified.user.email.toUpperCase() }, "delivered");
    expect((await verified.client.post(`/api/products/${pin.id}/reviews`, { rating: 5 })).status).toBe(201);

    const unverified = await signedInCustomer();
    await orderOf(pin.id, { customerEmail: unverified.user.email }, "delivered");
    expect((await unverified.client.post(`/api/products/${pin.id}/reviews`, { rating: 5 })).status).toBe(403);
  });

  it("asks a guest to sign in", async () => {
    const pin = await createProduct();
    const res = await createClient().post(`/api/products/${pin.id}/reviews`, { rating: 5 });
    expect(res.status).toBe(401);
  });

  it.each([0, 6, 3.5, "5", null])("refuses a rating of %s with 400", async (rating) => {
    const pin = await createProduct();
    const { client, user } = await signedInCustomer();
    await orderOf(pin.id, { userId: user.id }, "delivered");
    const res = await client.post(`/api/products/${pin.id}/reviews`, { rating });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Choose a rating from 1 to 5 stars" });
  });

  it("refuses extra fields such as a chosen author", async () => {
    const pin = await createProduct();
    const { client, user } = await signedInCustomer();
    await orderOf(pin.id, { userId: user.id }, "delivered");
    const res = await client.post(`/api/products/${pin.id}/reviews`, { rating: 5, userId: 1 });
    expect(res.status).toBe(400);
  });

  it("answers 404 for a review of a pin that does not exist", async () => {
    const { client } = await signedInCustomer();
    const res = await client.post("/api/products/999999/reviews", { rating: 5 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "Product not found" });
  });

  it("lists reviews newest first with the username and date, never the e-mail", async () => {
    const pin = await createProduct();
    const { user } = await createUser();
    await db()
      .insert(productReviews)
      .values([
        {
          productId: pin.id,
          userId: user.id,
          rating: 3,
          body: "Good",
          createdAt: new Date("2026-01-01T00:00:00Z"),
        },
      ]);
    const { user: later } = await createUser();
    await db()
      .insert(productReviews)
      .values({ productId: pin.id, userId: later.id, rating: 5, body: "Great" });

    const res = await createClient().get<Record<string, unknown>[]>(`/api/products/${pin.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.author)).toEqual([later.username, user.username]);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      rating: 3,
      body: "Good",
      author: user.username,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(res.text).not.toContain("@example.com");
    expect((await createClient().get("/api/products/999999/reviews")).status).toBe(404);
  });
});
