// The owner hides a review from the product's admin page and restores it: the review leaves the
// public product page, then comes back. The pin, its buyers' delivered orders and their reviews
// are made through the API; the moderation is done on the screen, at both widths (@layout).
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import {
  admin,
  CUSTOMER_PASSWORD,
  gotoHydrated,
  signIn,
  takeScreenshots,
  uniqueUsername,
} from "./helpers.ts";
import { paySessionCart, signInAdmin } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

const newContext = (baseURL: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });

/** A pin of this test's own, so the reviews on it are only this test's. */
async function ownPin(adminApi: APIRequestContext, tag: string): Promise<number> {
  const res = await adminApi.post("/api/admin/products", {
    data: {
      name: `Review Flag ${tag}`,
      description: "A pin to review.",
      price: 11,
      stock: 20,
      status: "active",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A customer who bought the pin, received it, and reviews it. */
async function review(
  baseURL: string,
  adminApi: APIRequestContext,
  pinId: number,
  rating: number,
  body: string,
) {
  const buyer = await newContext(baseURL);
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  const registered = await buyer.post("/api/auth/register", {
    data: { username, email, password: CUSTOMER_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const sessionId = randomBytes(16).toString("base64url");
  const added = await buyer.post("/api/cart", {
    headers: { "X-Session-Id": sessionId },
    data: { productId: pinId, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  const orderId = await paySessionCart(buyer, email, { sessionId });
  const shipped = await adminApi.put(`/api/orders/${orderId}/tracking`, {
    data: { trackingNumber: "1Z999" },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const delivered = await adminApi.put(`/api/orders/${orderId}/status`, { data: { status: "delivered" } });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const posted = await buyer.post(`/api/products/${pinId}/reviews`, { data: { rating, body } });
  expect(posted.status(), await posted.text()).toBe(201);
  await buyer.dispose();
  return username;
}

test("the owner hides a review and restores it", { tag: "@layout" }, async ({ page, baseURL }, info) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString("hex");
  const adminApi = await newContext(baseURL!);
  await signInAdmin(adminApi);
  const pinId = await ownPin(adminApi, tag);
  await review(baseURL!, adminApi, pinId, 5, `Crisp enamel and a lovely gold finish (${tag}).`);
  const spammer = await review(baseURL!, adminApi, pinId, 1, `Cheap pins at spam.example (${tag})`);

  const spam = `Cheap pins at spam.example (${tag})`;
  const shopper = await newContext(baseURL!);
  const publicPage = async () => (await shopper.get(`/product/${pinId}`)).text();
  expect(await publicPage()).toContain(spam);

  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, `/admin/products/${pinId}`);
  const panel = page.getByRole("region", { name: "Reviews" });
  await expect(panel.getByText("Shoppers see 3 out of 5 from 2 reviews.")).toBeVisible();
  await panel.getByRole("button", { name: `Hide the review by ${spammer}` }).click();
  await expect(page.getByText("Review hidden", { exact: true })).toBeVisible();
  await expect(panel.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(panel.getByText("Shoppers see 5 out of 5 from 1 review · 1 hidden.")).toBeVisible();
  await panel.getByRole("heading", { name: "Reviews" }).scrollIntoViewIfNeeded();
  await snap(page, info.project.name, "admin-product-reviews");
  expect(await publicPage()).not.toContain(spam);

  await panel.getByRole("button", { name: `Restore the review by ${spammer}` }).click();
  await expect(page.getByText("Review restored", { exact: true })).toBeVisible();
  await expect(panel.getByText("Shoppers see 3 out of 5 from 2 reviews.")).toBeVisible();
  expect(await publicPage()).toContain(spam);

  // The pin leaves the shop again, so no other spec meets it.
  expect(
    (await adminApi.patch(`/api/admin/products/${pinId}`, { data: { status: "archived" } })).status(),
  ).toBe(200);
  await shopper.dispose();
  await adminApi.dispose();
});
