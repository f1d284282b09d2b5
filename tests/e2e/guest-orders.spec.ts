// Guests are never sent to a login wall for their own order: after paying a deposit or a cart
// they see the order number, what happens next and the private link; the receipt e-mail opens
// the same private order page. Runs at both widths (@layout) with screenshots on request.
import { expect, type Page, request, test } from "@playwright/test";
import { gotoHydrated, signUp, takeScreenshots, uniqueUsername } from "./helpers.ts";
import { orderPagePath, paidCartOrder, preparedCustomOrder, signInAdmin } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

async function fillAddress(page: Page) {
  await page.getByLabel("Street address").fill("1 Ocean Drive");
  await page.getByLabel("City").fill("Newport Beach");
  await page.getByLabel("State / Province").fill("CA");
  await page.getByLabel("ZIP / Postal code").fill("92660");
}

async function payWithPaypal(page: Page) {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  const popup = await popupOpened;
  await popup.getByRole("button", { name: "Approve payment" }).click();
}

/** The private order page's path in the newest e-mail to `email`, read from the admin's outbox. */
async function mailedOrderPath(baseURL: string, email: string): Promise<string> {
  const adminApi = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  await signInAdmin(adminApi);
  const path = await orderPagePath(adminApi, email);
  await adminApi.dispose();
  return path;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Prepares a custom order as this browser and pays its deposit on the checkout page. */
async function payDepositAsBrowser(page: Page, email: string): Promise<number> {
  const { id, checkoutToken } = await preparedCustomOrder(page.request, email);
  const orderData = Buffer.from(JSON.stringify({ id, token: checkoutToken })).toString("base64");
  await gotoHydrated(page, `/checkout?customOrderId=${id}&orderData=${encodeURIComponent(orderData)}`);
  await expect(page.getByText("Deposit due now (10%)")).toBeVisible();
  await fillAddress(page);
  await payWithPaypal(page);
  return id;
}

test(
  "a guest pays a deposit, sees the order number and opens the private link",
  { tag: "@layout" },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const id = await payDepositAsBrowser(page, `guest-${unique()}@example.com`);

    await expect(page.getByRole("heading", { name: "Deposit Payment Successful!", level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    // The confirmation replaced the payment form: the focus is on its heading, so it is read out.
    await expect(page.getByRole("heading", { name: "Deposit Payment Successful!", level: 1 })).toBeFocused();
    await expect(page.getByText(`Order #${id}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "We e-mailed you a private link" })).toBeVisible();
    // Never the login wall.
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(page.getByText("Access Denied")).toHaveCount(0);
    await snap(page, info.project.name, "guest-deposit-confirmation");

    await page.getByRole("link", { name: "View your order" }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]{43}$/);
    await expect(page.getByRole("heading", { name: `Order #${id}`, level: 2 })).toBeVisible();
    await expect(page.getByText("Deposit Paid").first()).toBeVisible();
    await snap(page, info.project.name, "guest-deposit-order-page");
  },
);

test(
  "a guest cart buyer sees the confirmation and opens the order from the receipt e-mail",
  { tag: "@layout" },
  async ({ page, baseURL }, info) => {
    test.setTimeout(90_000);
    const email = `cart-${unique()}@example.com`;
    await gotoHydrated(page, "/product/1");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await gotoHydrated(page, "/checkout");
    await page.getByLabel("Full name").fill("Jamie Fairway");
    await page.getByLabel("Email").fill(email);
    await fillAddress(page);
    await payWithPaypal(page);

    await expect(page.getByRole("heading", { name: "Thank you for your purchase!", level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!", level: 1 })).toBeFocused();
    const number = await page.getByText(/^Order #\d+$/).textContent();
    const orderId = Number(number?.replace("Order #", ""));
    await expect(page.getByRole("heading", { name: "We e-mailed you a private link" })).toBeVisible();
    await snap(page, info.project.name, "guest-cart-confirmation");

    const path = await mailedOrderPath(baseURL!, email);

    // The receipt's link, in a browser that never paid: no sign-in, the order itself.
    const stranger = await page
      .context()
      .browser()!
      .newContext({ viewport: page.viewportSize() ?? undefined });
    const reader = await stranger.newPage();
    const response = await gotoHydrated(reader, path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(reader.getByRole("heading", { name: `Order #${orderId}`, level: 2 })).toBeVisible();
    await expect(reader.getByText(/^Items \(1 pin\)$/)).toBeVisible();
    await expect(reader.getByText("Order Received").first()).toBeVisible();
    await snap(reader, info.project.name, "guest-cart-order-page");
    await stranger.close();
  },
);

test("a signed-in customer keeps today's flow: tracking, with the deposit's toast", async ({ page }) => {
  test.setTimeout(90_000);
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });
  const id = await payDepositAsBrowser(page, email);
  await expect(page).toHaveURL(`/track-order?id=${id}&type=custom&fromCheckout=true`, { timeout: 20_000 });
  await expect(page.getByText("Deposit Payment Successful!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Track Your Order", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "We e-mailed you a private link" })).toHaveCount(0);
});

test(
  "a guest finds an order on Track Order: the private link comes by e-mail",
  { tag: "@layout" },
  async ({ page, baseURL }, info) => {
    const email = `lookup-${unique()}@example.com`;
    const buyer = await request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: new URL(baseURL!).origin },
    });
    const orderId = await paidCartOrder(buyer, email);
    await buyer.dispose();

    await gotoHydrated(page, "/track-order");
    await expect(page.getByRole("heading", { name: "Find my order" })).toBeVisible();
    await snap(page, info.project.name, "track-order-find-my-order");
    await page.getByLabel("Order number").fill(`#${orderId}`);
    await page.getByLabel("E-mail used for the order").fill(email);
    await page.getByRole("button", { name: "E-mail me the link" }).click();
    await expect(page.getByText("Check your e-mail")).toBeVisible();
    // The answer took the form's place: the focus is on it, so a screen reader reads it out.
    await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeFocused();
    await snap(page, info.project.name, "track-order-link-sent");

    const path = await mailedOrderPath(baseURL!, email);
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { name: `Order #${orderId}`, level: 2 })).toBeVisible();
  },
);
