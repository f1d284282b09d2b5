// The world the security sweep attacks: an admin, customer A who owns one of everything (custom
// orders at the proof and balance stages, a paid regular order, a cart line, their ledger) and
// customer B who owns their own. Built through the real API and the PayPal emulator, so every
// id and token is one the shop really issued. Call inside `beforeAll`, after
// `useTestDatabase()` and `usePaypalEmulator()`.

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { newSessionId } from "../../app/features/cart/index.ts";
import type { CustomOrderJson } from "../../app/features/custom-orders/custom-orders.schemas.ts";
import { ensureUnsubscribeToken } from "../../app/features/marketing/index.server.ts";
import { db } from "../../app/lib/db.server.ts";
import {
  campaigns,
  cartItems,
  customerDirectory,
  customers,
  mailOutbox,
  orders,
  payments,
  productImages,
  productReviews,
} from "../../db/schema.ts";
import {
  createBlogComment,
  createBlogPost,
  createDiscountCode,
  createProduct,
  createUser,
} from "../factories.ts";
import { createClient, type TestClient } from "../helpers/client.ts";
import { balanceToken } from "../kits/balance-test-kit.ts";
import type { Shopper } from "../kits/paypal-test-kit.ts";
import * as paypal from "../kits/paypal-test-kit.ts";
import { orderWithProof, paidOrder } from "../kits/proofs-test-kit.ts";
import { signInAsAdmin, signUp } from "../kits/test-accounts.ts";
import { QUOTE_OPTIONS } from "./body-examples.ts";
import type { ParamKind } from "./route-table.ts";

export interface Customer {
  client: TestClient;
  sessionId: string;
  userId: number;
  email: string;
}

/** One real value for each kind of path parameter, owned by customer A where it can be owned. */
export type ParamValues = Record<ParamKind, string>;

export interface SecurityWorld {
  admin: TestClient;
  adminUserId: number;
  a: Customer;
  b: Customer;
  /** A's resources. */
  values: ParamValues;
  /** B's own resources of the kinds a customer owns (for "B's own token on A's id" cases). */
  bValues: Pick<ParamValues, "customOrderId" | "orderId" | "cartItemId" | "viewToken">;
  proofOrder: CustomOrderJson;
  balanceOrder: CustomOrderJson;
}

async function customer(): Promise<Customer> {
  const sessionId = newSessionId();
  const client = createClient({ headers: { "x-session-id": sessionId } });
  const { user, account } = await signUp({}, client);
  return { client, sessionId, userId: user.id, email: account.email };
}

const shopperOf = (c: Customer): Shopper => ({ client: c.client, sessionId: c.sessionId });

/** A paid regular order and a fresh cart line, both the customer's. */
async function regularOrderAndCart(c: Customer, productId: number) {
  await paypal.addToCart(shopperOf(c), productId, 2);
  const { res } = await paypal.checkout(shopperOf(c));
  if (res.status !== 200 || !res.body.orderId) throw new Error(`checkout failed: ${res.status} ${res.text}`);
  await paypal.addToCart(shopperOf(c), productId, 1);
  const [line] = await db().select().from(cartItems).where(eq(cartItems.userId, c.userId));
  return { orderId: res.body.orderId, cartItemId: line!.id };
}

export async function buildSecurityWorld(): Promise<SecurityWorld> {
  const { client: admin, user: adminUser } = await signInAsAdmin();
  const [a, b] = [await customer(), await customer()];
  const product = await createProduct();
  const [image] = await db()
    .insert(productImages)
    .values({
      productId: product.id,
      url: "/images/pins/test.svg",
      thumbnailUrl: "/images/pins/test.svg",
      position: 0,
    })
    .returning();
  const post = await createBlogPost();
  const comment = await createBlogComment(post.id, { status: "approved" });
  const code = await createDiscountCode();
  // A second admin, whom the sweep may disable without locking the world's admin out.
  const { user: staff } = await createUser({ role: "admin", emailVerified: true });

  // A: an order awaiting their answer to a mockup, and an approved one with a balance link.
  const proof = await orderWithProof(admin, a.client);
  const balanceOrder = await paidOrder(admin, a.client);
  const approved = await admin.patch<CustomOrderJson>(`/api/custom-orders/${balanceOrder.id}/status`, {
    status: "approved",
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${approved.text}`);
  const balance = await balanceToken(admin, balanceOrder.id);
  const aShop = await regularOrderAndCart(a, product.id);
  const bShop = await regularOrderAndCart(b, product.id);
  const bOrder = await paidOrder(admin, b.client);

  const [payment] = await db().select().from(payments).where(eq(payments.orderId, aShop.orderId));
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, a.email)).limit(1);
  const [campaign] = await db()
    .insert(campaigns)
    .values({ discountCode: code.code, idempotencyKey: randomBytes(8).toString("hex"), status: "done" })
    .returning();
  const [subscriber] = await db()
    .insert(customers)
    .values({ email: a.email, source: "registration", marketingConsent: true })
    .returning();
  // An unapproved PayPal order: capturing it answers PayPal's ORDER_NOT_APPROVED, moving no money.
  const unapproved = await paypal.createPaypalOrder(shopperOf(b));
  const [orderRow] = await db().select().from(orders).where(eq(orders.id, aShop.orderId));
  // A's review of the pin they bought (the owner may hide it).
  const [review] = await db()
    .insert(productReviews)
    .values({
      productId: product.id,
      userId: a.userId,
      orderId: aShop.orderId,
      rating: 5,
      body: "Crisp enamel.",
    })
    .returning();
  // A's row in the Customers directory (kept by the database from their account and orders).
  const [directoryRow] = await db()
    .select()
    .from(customerDirectory)
    .where(eq(customerDirectory.emailKey, a.email.toLowerCase()));
  if (!payment || !mail || !orderRow || !review || !directoryRow || unapproved.status !== 201)
    throw new Error("fixtures incomplete");

  // A shareable quote, saved without an e-mail.
  const quote = await createClient().post<{ id: string }>("/api/quotes", { options: QUOTE_OPTIONS });
  if (quote.status !== 201) throw new Error(`quote failed: ${quote.status} ${quote.text}`);

  return {
    admin,
    adminUserId: adminUser.id,
    a,
    b,
    proofOrder: proof.order,
    balanceOrder: approved.body,
    values: {
      postId: String(post.id),
      commentId: String(comment.id),
      outboxId: String(mail.id),
      staffId: String(staff.id),
      customerId: String(directoryRow!.id),
      postSlug: post.slug,
      productId: String(product.id),
      productImageId: String(image!.id),
      reviewId: String(review.id),
      cartItemId: String(aShop.cartItemId),
      discountCodeId: String(code.id),
      customOrderId: String(proof.order.id),
      balanceToken: balance,
      proofToken: proof.token,
      orderId: String(aShop.orderId),
      viewToken: proof.order.checkoutToken,
      paymentId: String(payment.id),
      campaignId: String(campaign!.id),
      unsubscribeToken: await ensureUnsubscribeToken(db(), subscriber!),
      paypalOrderId: unapproved.body.id,
      quoteId: quote.body.id,
    },
    bValues: {
      customOrderId: String(bOrder.id),
      orderId: String(bShop.orderId),
      cartItemId: String(bShop.cartItemId),
      viewToken: bOrder.checkoutToken,
    },
  };
}

/** A copy of a signed-in browser on a fresh address: its own rate-limit counters, same session. */
export function sameSession(source: TestClient | undefined, sessionId = newSessionId()): TestClient {
  const client = createClient({ headers: { "x-session-id": sessionId } });
  for (const [name, value] of source?.cookies ?? []) client.cookies.set(name, value);
  return client;
}
