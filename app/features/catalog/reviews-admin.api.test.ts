// The owner hides a review and restores it: a hidden review leaves the product's rating and
// count, its reviews list and its page (structured data included), and comes back on restore.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productReviews } from "../../../db/schema.ts";
import { createProduct, createUser } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { type SsrApp, startSsrApp } from "../../../tests/security/ssr-app.ts";
import { db } from "../../lib/db.server.ts";
import type { ProductJson, ReviewJson } from "./catalog.schemas.ts";
import type { AdminReviewJson, AdminReviewPageJson } from "./reviews-admin.schemas.ts";

useTestDatabase();
const admin = useAdminClient();

let ssr: SsrApp | undefined;
beforeAll(async () => {
  ssr = await startSsrApp();
}, 180_000);
afterAll(() => ssr?.close());

/** A pin with three reviews: 5, 4 and 1 stars (the 1-star one is the newest). */
async function reviewedPin() {
  const pin = await createProduct({ name: "Amen Corner Flag" });
  const ids: number[] = [];
  for (const [rating, body, day] of [
    [5, "Crisp enamel, lovely gold.", 1],
    [4, "Good pin.", 2],
    [1, "BUY CHEAP PINS AT spam.example", 3],
  ] as const) {
    const { user } = await createUser();
    const [row] = await db()
      .insert(productReviews)
      .values({
        productId: pin.id,
        userId: user.id,
        rating,
        body,
        createdAt: new Date(Date.UTC(2026, 10, day)),
      })
      .returning();
    ids.push(row!.id);
  }
  return { pin, ids: ids as [number, number, number] };
}

const publicProduct = async (id: number) =>
  (await createClient().get<ProductJson>(`/api/products/${id}`)).body;
const publicReviews = async (id: number) =>
  (await createClient().get<ReviewJson[]>(`/api/products/${id}/reviews`)).body;

/**
 * The page once it shows (or no longer shows) `text`. Public reads (pages and the products API)
 * go through the public read cache, which hears of a write through PostgreSQL's NOTIFY a moment
 * after it commits, in this process as in the SSR one: each read after a write is polled.
 */
async function productPageOnce(id: number, text: string, shown: boolean): Promise<string> {
  let html = "";
  await expect
    .poll(async () => {
      html = await productPage(id);
      return html.includes(text);
    })
    .toBe(shown);
  return html;
}

async function productPage(id: number): Promise<string> {
  const res = await ssr!.app.request(`http://localhost/product/${id}`, { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The page's Product JSON-LD. */
function productJsonLd(html: string): Record<string, unknown> {
  for (const [, block] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(block!) as Record<string, unknown>;
    if (data["@type"] === "Product") return data;
  }
  throw new Error("no Product JSON-LD on the page");
}

describe("hiding and restoring a review", () => {
  it("takes it out of the rating, the count, the list and the page, and restore brings it back", async () => {
    const { pin, ids } = await reviewedPin();
    const spam = ids[2];
    expect((await publicProduct(pin.id)).rating).toEqual({ average: 3.3, count: 3 });
    expect(await productPage(pin.id)).toContain("BUY CHEAP PINS");

    const hidden = await admin.patch<AdminReviewJson>(`/api/admin/reviews/${spam}`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: spam, productId: pin.id, rating: 1, hidden: true });
    expect(hidden.body.hiddenAt).toEqual(expect.any(String));

    await expect.poll(async () => (await publicProduct(pin.id)).rating).toEqual({ average: 4.5, count: 2 });
    await expect.poll(async () => (await publicReviews(pin.id)).map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const page = await productPageOnce(pin.id, "BUY CHEAP PINS", false);
    expect(page).not.toContain("BUY CHEAP PINS");
    expect(productJsonLd(page).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });

    // Hiding again keeps when it was first hidden.
    const again = await admin.patch<AdminReviewJson>(`/api/admin/reviews/${spam}`, { hidden: true });
    expect(again.body.hiddenAt).toBe(hidden.body.hiddenAt);

    const restored = await admin.patch<AdminReviewJson>(`/api/admin/reviews/${spam}`, { hidden: false });
    expect(restored.body).toMatchObject({ hidden: false, hiddenAt: null });
    await expect.poll(async () => (await publicProduct(pin.id)).rating).toEqual({ average: 3.3, count: 3 });
    await expect
      .poll(async () => (await publicReviews(pin.id)).map((r) => r.id))
      .toEqual([spam, ids[1], ids[0]]);
    const back = await productPageOnce(pin.id, "BUY CHEAP PINS", true);
    expect(back).toContain("BUY CHEAP PINS");
    expect(productJsonLd(back).aggregateRating).toMatchObject({ ratingValue: 3.3, reviewCount: 3 });
  });

  it("hiding every review leaves no stars and no rating in the structured data", async () => {
    const { pin, ids } = await reviewedPin();
    for (const id of ids) await admin.patch(`/api/admin/reviews/${id}`, { hidden: true });
    await expect.poll(async () => (await publicProduct(pin.id)).rating).toBeNull();
    await expect.poll(async () => publicReviews(pin.id)).toEqual([]);
    const page = await productPageOnce(pin.id, "Crisp enamel", false);
    expect(productJsonLd(page)).not.toHaveProperty("aggregateRating");
  });
});

describe("the owner's review list", () => {
  it("lists a product's reviews newest first, hidden ones marked, with the rating shoppers see", async () => {
    const { pin, ids } = await reviewedPin();
    await admin.patch(`/api/admin/reviews/${ids[2]}`, { hidden: true });
    const res = await admin.get<AdminReviewPageJson>(`/api/admin/reviews?productId=${pin.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 20, rating: { average: 4.5, count: 2 } });
    expect(res.body.reviews.map((r) => [r.id, r.hidden])).toEqual([
      [ids[2], true],
      [ids[1], false],
      [ids[0], false],
    ]);
    expect(res.body.reviews[0]).toMatchObject({
      productName: "Amen Corner Flag",
      author: expect.any(String),
    });
    expect(res.text).not.toContain("@example.com");
  });

  it("pages through every product's reviews", async () => {
    const all = await admin.get<AdminReviewPageJson>("/api/admin/reviews");
    expect(all.body.total).toBeGreaterThanOrEqual(9);
    expect(all.body.rating).toBeNull();
    const second = await admin.get<AdminReviewPageJson>("/api/admin/reviews?page=2");
    expect(second.body.page).toBe(2);
  });
});

describe("refusals", () => {
  it("a guest gets 401 and a customer 403, and nothing changes", async () => {
    const { pin, ids } = await reviewedPin();
    const customer = (await signUp()).client;
    for (const [client, status] of [
      [createClient(), 401],
      [customer, 403],
    ] as const) {
      const patch = await client.patch(`/api/admin/reviews/${ids[0]}`, { hidden: true });
      expect(patch.status).toBe(status);
      expect(patch.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect((await client.get(`/api/admin/reviews?productId=${pin.id}`)).status).toBe(status);
    }
    expect((await publicProduct(pin.id)).rating?.count).toBe(3);
  });

  it("a strict body, and 404 for a review that does not exist", async () => {
    const { ids } = await reviewedPin();
    for (const body of [{}, { hidden: "yes" }, { hidden: true, rating: 5 }]) {
      const res = await admin.patch(`/api/admin/reviews/${ids[0]}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid" });
    }
    for (const id of ["999999999", "abc"]) {
      const res = await admin.patch(`/api/admin/reviews/${id}`, { hidden: true });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Review not found", code: "not_found" });
    }
    expect((await admin.get("/api/admin/reviews?productId=abc")).status).toBe(400);
  });
});
