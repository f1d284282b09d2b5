// A shopper buys a ready-made pin through the cart and pays in test mode: product page → cart
// drawer → SAVE15 → checkout → the emulator's approval popup → thank-you.
// Then the API shows the cart empty and the order recorded.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, takeScreenshots } from "./helpers.ts";

async function snap(page: Page, project: string, name: string, fullPage = false) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage });
}

/**
 * Sonner pauses a toast while the pointer is over it, and on a phone it covers the header's cart
 * button and the drawer's foot. Sonner loads with the first toast, so the toast may show a moment
 * after the action: wait for it to come, then to go.
 */
async function waitForToastToGo(page: Page, title: string) {
  const toast = page.locator("[data-sonner-toast]", { hasText: title });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveCount(0);
}

test("a shopper buys a pin with SAVE15 and pays with PayPal in test mode", async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const project = info.project.name;
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;

  await gotoHydrated(page, "/product/1");
  await page.getByRole("button", { name: "Open cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(drawer.getByText("Your cart is empty")).toBeVisible();
  await snap(page, project, "cart-drawer-empty");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await waitForToastToGo(page, "Added to Cart");
  await page.getByRole("button", { name: "Open cart" }).click();
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  const subtotal = await drawer.getByTestId("cart-subtotal").textContent();
  expect(await drawer.getByTestId("cart-total").textContent()).toBe(subtotal);
  await snap(page, project, "cart-drawer-items");

  const code = drawer.getByLabel("Discount code");
  await code.fill("save15");
  await expect(code).toHaveValue("SAVE15");
  await code.press("Enter");
  await expect(page.getByText("Discount Applied")).toBeVisible();
  await expect(page.getByText(/^You saved \$\d+\.\d{2}!$/)).toBeVisible();
  await expect(drawer.getByTestId("cart-discount")).toBeVisible();
  const total = (await drawer.getByTestId("cart-total").textContent()) ?? "";
  expect(total).not.toBe(subtotal);
  await snap(page, project, "cart-drawer-discount");
  await waitForToastToGo(page, "Discount Applied");

  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByText("Test mode — no real money is charged")).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText(total);
  await expect(page.getByTestId("cart-discount")).toBeVisible();

  await page.getByLabel("Full name").fill("Jamie Fairway");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Street address").fill("1 Ocean Drive");
  await page.getByLabel("City").fill("Newport Beach");
  await page.getByLabel("State / Province").fill("CA");
  await page.getByLabel("ZIP / Postal code").fill("92660");
  await expect(page.getByLabel("Country")).toHaveValue("US");
  await snap(page, project, "checkout", true);

  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  const popup = await popupOpened;
  await popup.getByRole("button", { name: "Approve payment" }).click();

  // The capture and the order are written while the other suites load the machine.
  await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`A receipt is on its way to ${email}`)).toBeVisible();
  const orderNumber = (await page.getByText(/^Order #\d+$/).textContent()) ?? "";
  const orderId = Number(orderNumber.replace("Order #", ""));
  expect(orderId).toBeGreaterThan(0);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await expect(page.getByText(`Paid ${total} with PayPal.`)).toBeVisible();
  await snap(page, project, "checkout-thank-you");
  expect(await page.evaluate(() => sessionStorage.getItem("appliedDiscountCode"))).toBeNull();

  // The server emptied this browser's cart…
  const sessionId = await page.evaluate(() => localStorage.getItem("sessionId"));
  const cart = await request.get("/api/cart", { headers: { "X-Session-Id": sessionId ?? "" } });
  expect(cart.status()).toBe(200);
  expect(await cart.json()).toEqual([]);

  // …and recorded the order with the discounted total the shopper saw.
  const login = await request.post("/api/auth/login", { data: admin });
  expect(login.status()).toBe(200);
  const orders = await request.get(`/api/orders?q=${encodeURIComponent(email)}`);
  expect(orders.status()).toBe(200);
  expect(await orders.json()).toContainEqual(
    expect.objectContaining({
      id: orderId,
      customerName: "Jamie Fairway",
      customerEmail: email,
      totalAmount: Number(total.replace(/[$,]/g, "")),
      status: "pending",
    }),
  );
});

test("the checkout shows an empty cart with a way back to the shop", async ({ page }, info) => {
  await gotoHydrated(page, "/checkout");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop pins" })).toHaveAttribute("href", "/#shop");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await snap(page, info.project.name, "checkout-empty");
});

test("the checkout asks for missing details first, and a cancelled approval keeps the cart", async ({
  page,
}) => {
  await gotoHydrated(page, "/product/1");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await gotoHydrated(page, "/checkout");
  let popups = 0;
  page.on("popup", () => popups++);
  const pay = page.getByRole("button", { name: "Pay with PayPal (test mode)" });
  await pay.click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Street address is required")).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();
  expect(popups).toBe(0);

  await page.getByLabel("Full name").fill("Jamie Fairway");
  await expect(page.getByText("Name is required")).toBeHidden();
  await page.getByLabel("Email").fill("jamie@example.com");
  await page.getByLabel("Street address").fill("1 Ocean Drive");
  await page.getByLabel("City").fill("Newport Beach");
  await page.getByLabel("State / Province").fill("CA");
  await page.getByLabel("ZIP / Postal code").fill("92660");
  await expect(page.getByRole("alert")).toHaveCount(0);

  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await popup.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Payment was cancelled.")).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
