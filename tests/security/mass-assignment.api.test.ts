// Mass assignment (issue 8, item 4): fields a client must never set
// — a role, a status, a price or total, an id, an owner, a use count — are refused by a strict
// schema or dropped by a loose one, and in both cases the stored row keeps the server's values.
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server.ts";
import {
  blogComments,
  blogPosts,
  cartItems,
  customOrders,
  discountCodes,
  paymentIntents,
  productReviews,
  users,
} from "../../db/schema.ts";
import { createBlogPost, createDiscountCode, createProduct } from "../factories.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { orderData, prepare } from "../kits/custom-orders-test-kit.ts";
import { newShopper, usePaypalEmulator } from "../kits/paypal-test-kit.ts";
import { signUp, useAdminClient } from "../kits/test-accounts.ts";
import { PRIVILEGED_FIELDS } from "./schema-mutations.ts";

useTestDatabase();
usePaypalEmulator();

const admin = useAdminClient();

const rows = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

describe("accounts", () => {
  it("registering with role admin, an id or a verified e-mail makes a plain, unverified customer", async () => {
    const { user } = await signUp({
      role: "admin",
      id: 1,
      emailVerifiedAt: new Date().toISOString(),
      emailVerified: true,
    } as never);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: "customer", emailVerifiedAt: null });
    expect(user).toMatchObject({ role: "customer", emailVerified: false });
    expect(row!.id).not.toBe(1);
  });
});

describe("the cart and the PayPal order", () => {
  it("refuses a cart line with a price, owner, id or session of its own, storing nothing", async () => {
    const shopper = newShopper();
    const pin = await createProduct({ priceCents: 2500 });
    for (const [field, value] of Object.entries({ ...PRIVILEGED_FIELDS, sessionId: "x".repeat(22) })) {
      const res = await shopper.client.post("/api/cart", { productId: pin.id, quantity: 1, [field]: value });
      expect(res.status, field).toBe(400);
    }
    expect(await db().select().from(cartItems).where(eq(cartItems.sessionId, shopper.sessionId))).toEqual([]);
    const added = await shopper.client.post<{ id: number }>("/api/cart", { productId: pin.id, quantity: 1 });
    const patched = await shopper.client.patch(`/api/cart/${added.body.id}`, { quantity: 2, productId: 1 });
    expect(patched.status).toBe(400);
  });

  it("refuses a PayPal order carrying a total, a status or an order id, creating no intent", async () => {
    const before = await rows(paymentIntents);
    const shopper = newShopper();
    for (const [field, value] of Object.entries({ ...PRIVILEGED_FIELDS, orderId: 1, amountCents: 1 })) {
      const res = await shopper.client.post("/paypal/order", {
        currency: "USD",
        intent: "CAPTURE",
        purpose: "cart",
        [field]: value,
      });
      expect(res.status, field).toBe(400);
    }
    expect(await rows(paymentIntents)).toBe(before);
  });
});

describe("custom orders", () => {
  it("refuses a prepared order with a status, id, owner or payment of its own", async () => {
    const before = await rows(customOrders);
    const shopper = newShopper();
    for (const [field, value] of Object.entries({ ...PRIVILEGED_FIELDS, depositPaymentId: "5O19" })) {
      const res = await prepare(shopper.client, orderData({ [field]: value }));
      expect(res.status, field).toBeGreaterThanOrEqual(400);
      expect(res.status, field).toBeLessThan(500);
    }
    expect(await rows(customOrders)).toBe(before);
  });

  it("never stores a client's lower price: cheaper figures are refused with the server's", async () => {
    const res = await prepare(
      newShopper().client,
      orderData({ totalPrice: 0.01, depositAmount: 0.01, pricePerPin: 0 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ totalPrice: 500, depositAmount: 50 });
    const fair = await prepare(newShopper().client, orderData({ totalPrice: 500, depositAmount: 50 }));
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, fair.body.id));
    expect(row).toMatchObject({ status: "pending", totalCents: 50_000, depositCents: 5_000, userId: null });
  });

  it("ignores a status inside a deposit confirmation's orderData: the order stays pending", async () => {
    const prepared = await prepare(newShopper().client, orderData());
    const res = await admin.post("/api/custom-orders", {
      orderData: { id: prepared.body.id, status: "balance_paid", totalPrice: 0 },
      depositPaymentId: "5O190127TN364715T",
    });
    expect(res.status).toBe(404);
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, prepared.body.id));
    expect(row).toMatchObject({ status: "pending", totalCents: 50_000, depositPaymentId: null });
  });
});

describe("comments, reviews and discount codes", () => {
  it("refuses a blog comment that approves itself or names another post", async () => {
    const post = await createBlogPost();
    const other = await createBlogPost();
    const comment = { authorName: "Ada", authorEmail: "ada@example.com", content: "Hello" };
    for (const extra of [{ status: "approved" }, { approved: true }, { id: 1 }, { postId: other.id }]) {
      const res = await newShopper().client.post(`/api/blog/posts/${post.slug}/comments`, {
        ...comment,
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await db().select().from(blogComments).where(eq(blogComments.postId, other.id))).toEqual([]);
    expect(await db().select().from(blogComments).where(eq(blogComments.postId, post.id))).toEqual([]);
  });

  it("refuses a review with an owner, order or approval of its own", async () => {
    const pin = await createProduct();
    const { client } = await signUp();
    for (const extra of [{ userId: 1 }, { orderId: 1 }, { approved: true }, { productId: 999 }]) {
      const res = await client.post(`/api/products/${pin.id}/reviews`, { rating: 5, body: "Nice", ...extra });
      expect(res.status, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(extra)).toBeLessThan(500);
    }
    expect(await db().select().from(productReviews).where(eq(productReviews.productId, pin.id))).toEqual([]);
  });

  it("refuses an admin's discount code with a use count, and a post with views or an author", async () => {
    const code = await createDiscountCode({ maxUses: 5, usedCount: 3 });
    const created = await admin.post("/api/discount-codes", {
      code: "MASS01",
      discountType: "percentage",
      discountValue: 10,
      usedCount: 0,
    });
    expect(created.status).toBe(400);
    expect((await admin.patch(`/api/discount-codes/${code.id}`, { usedCount: 0 })).status).toBe(400);
    const [row] = await db().select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row!.usedCount).toBe(3);
    const post = { title: "T", excerpt: "E", content: "C", tags: [], status: "draft" };
    for (const extra of [{ views: 1_000 }, { authorId: 1 }, { facebookPosted: true }, { id: 1 }]) {
      expect((await admin.post("/api/admin/blog/posts", { ...post, ...extra })).status).toBe(400);
    }
    expect(await db().select().from(blogPosts).where(eq(blogPosts.title, "T"))).toEqual([]);
  });
});
