// The track page: a guest is sent to sign in; a customer follows the ready-made pin they
// bought, with its timeline, the order-number filter and the highlight after checkout.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, signUp, takeScreenshots, uniqueUsername } from "./helpers.ts";

/**
 * Buys a ready-made pin as the signed-in page's browser would, through the API with the page's
 * cookies: cart, PayPal order, the buyer's approval on the emulator's page, capture.
 */
async function buyReadyMadePin(page: Page, email: string): Promise<number> {
  const api = page.request;
  const products = (await (await api.get("/api/products")).json()) as { id: number; inStock: boolean }[];
  const pin = products.find((product) => product.inStock);
  expect(pin, "the demo shop has a pin in stock").toBeDefined();
  const headers = { "X-Session-Id": randomBytes(16).toString("base64url") };

  const added = await api.post("/api/cart", { headers, data: { productId: pin!.id, quantity: 2 } });
  expect(added.status()).toBe(201);
  const created = await api.post("/paypal/order", {
    headers,
    data: {
      currency: "USD",
      intent: "CAPTURE",
      purpose: "cart",
      customer: {
        name: "Jordan Fairway",
        email,
        shippingAddress: {
          line1: "1 Augusta Way",
          city: "Newport Beach",
          state: "CA",
          postalCode: "92660",
          country: "US",
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id: paypalOrderId } = (await created.json()) as { id: string };
  const approved = await api.post(`/__paypal/checkoutnow?token=${paypalOrderId}`, {
    form: { decision: "approve" },
  });
  expect(approved.status()).toBe(200);
  const captured = await api.post(`/paypal/order/${paypalOrderId}/capture`, { headers });
  expect(captured.status()).toBe(200);
  const result = (await captured.json()) as { status: string; orderId: number };
  expect(result.status).toBe("COMPLETED");
  return result.orderId;
}

async function customerWithOrder(page: Page) {
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });
  return buyReadyMadePin(page, email);
}

test("a guest sees Access Denied and is sent to the sign-in page after 2 s", async ({ page }) => {
  await page.goto("/track-order");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByText("You must be logged in to view your orders.")).toBeVisible();
  // The toast is shown on the track page itself, before the redirect.
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole("region", { name: "Regular Orders" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 5_000 });
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
});

test(
  "a customer follows the pin they bought: its card, its timeline and the filter",
  { tag: "@layout" },
  async ({ page, isMobile }, testInfo) => {
    const orderId = await customerWithOrder(page);
    await gotoHydrated(page, "/track-order");
    await expect(page.getByRole("heading", { name: "Track Your Order", level: 1 })).toBeVisible();

    const custom = page.getByRole("region", { name: "Custom Orders" });
    const regular = page.getByRole("region", { name: "Regular Orders" });
    await expect(custom.getByText("No orders found", { exact: true })).toBeVisible();
    const card = regular.getByRole("article", { name: `Order #${orderId}` });
    await expect(card).toBeVisible();
    await expect(card.getByText("× 2")).toBeVisible();

    const steps = card.getByRole("list", { name: "Order progress" }).getByRole("listitem");
    await expect(steps).toHaveText([/Order Received/, /Processing/, /In Production/, /Shipped/, /Delivered/]);
    await expect(card.locator('[aria-current="step"]')).toContainText("Order Received");
    // Phones read the steps top to bottom; wide screens along one row.
    const first = await steps.nth(0).boundingBox();
    const second = await steps.nth(1).boundingBox();
    if (isMobile) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else expect(Math.abs(second!.y - first!.y)).toBeLessThan(2);

    if (takeScreenshots) {
      await page.screenshot({
        path: `test-results/screenshots/${testInfo.project.name}-track-order.png`,
        fullPage: true,
      });
    }

    const field = page.getByLabel("Order Number");
    await expect(field).toHaveAttribute("placeholder", "Enter order number");
    await field.fill(String(orderId));
    await expect(card).toBeVisible();
    await field.fill("987654321");
    await expect(card).toBeHidden();
    await expect(regular.getByText('No orders found matching "987654321"')).toBeVisible();
    await expect(custom.getByText('No orders found matching "987654321"')).toBeVisible();
    await regular.getByRole("button", { name: "Clear search" }).click();
    await expect(field).toHaveValue("");
    await expect(card).toBeVisible();
  },
);

test("coming from the checkout, the new order's card is brought into view and marked Just placed", async ({
  page,
}) => {
  const orderId = await customerWithOrder(page);
  await gotoHydrated(page, `/track-order?id=${orderId}&type=regular&fromCheckout=true`);
  const card = page.getByRole("article", { name: `Order #${orderId}` });
  await expect(card).toHaveAttribute("data-highlighted", "true");
  await expect(card.getByText("Just placed")).toBeVisible();
  await expect(card).toBeInViewport();
});
