// The owner sets a California shipping rate and sales tax through the API; a shopper is told
// the shop does not ship to Texas, and to name a real state for "Califrnia", then buys to California and sees shipping and tax before
// paying; the receipt e-mail shows the same lines. Shipping rates are shop-wide, so this spec
// runs after the other specs' checkouts (playwright.config.ts) and clears the rates it set.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { gotoHydrated, takeScreenshots } from "./helpers.ts";
import { signInAdmin } from "./shop-data.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

async function snap(page: Page, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `${SHOTS}/shipping-tax-${name}.png`, fullPage: true });
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function setRates(api: APIRequestContext, shipping: unknown[], tax: unknown[]) {
  expect((await api.put("/api/admin/shipping-rates", { data: { rates: shipping } })).status()).toBe(200);
  expect((await api.put("/api/admin/tax-rates", { data: { rates: tax } })).status()).toBe(200);
}

test("a shopper buying to California sees shipping and sales tax before paying, and on the receipt", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const adminApi = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  await signInAdmin(adminApi);
  try {
    await setRates(
      adminApi,
      [{ country: "US", state: "CA", flatRate: 6.5, freeOver: 500 }],
      [{ state: "CA", rate: 7.25, onShipping: true }],
    );
    const product = (await (await page.request.get("/api/products/1")).json()) as { price: number };
    const subtotalCents = Math.round(product.price * 100);
    const shippingCents = 650;
    // 7.25% of the items and the shipping, rounded half up to the cent.
    const taxCents = Math.floor(((subtotalCents + shippingCents) * 7250 + 50_000) / 100_000);
    const totalCents = subtotalCents + shippingCents + taxCents;
    const email = `taxed-${randomBytes(4).toString("hex")}@example.com`;

    await gotoHydrated(page, "/product/1");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.getByRole("button", { name: "Open cart" }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer.getByTestId("cart-shipping-note")).toHaveText("Calculated at checkout");
    await snap(page, "drawer-1280");
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByTestId("cart-shipping")).toHaveText("Enter your address");

    await page.getByLabel("Full name").fill("Casey Coast");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Street address").fill("1 Ocean Drive");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State / Province").fill("TX");
    await page.getByLabel("ZIP / Postal code").fill("73301");
    await expect(page.getByTestId("quote-refusal")).toHaveText("We don't ship to Texas yet.");
    const pay = page.getByRole("button", { name: "Pay with PayPal (test mode)" });
    await expect(pay).toBeDisabled();
    await expect(page.getByTestId("cart-shipping")).toHaveText("Not available");
    await snap(page, "refused-1280");

    // A misspelt state is no way around the tax: the totals and the State field both say so.
    const unknownState = "Please enter a US state, e.g. CA or California.";
    await page.getByLabel("City").fill("Newport Beach");
    await page.getByLabel("State / Province").fill("Califrnia");
    await expect(page.getByTestId("quote-refusal")).toHaveText(unknownState);
    await pay.click();
    await expect(page.getByText(unknownState)).toHaveCount(2);
    await expect(page.getByLabel("State / Province")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("State / Province").fill("California");
    await expect(page.getByTestId("cart-shipping")).toHaveText(usd(shippingCents));
    await expect(page.getByTestId("cart-tax")).toHaveText(usd(taxCents));
    await expect(page.getByTestId("cart-total")).toHaveText(usd(totalCents));
    await expect(page.getByTestId("quote-refusal")).toHaveCount(0);
    await expect(pay).toBeEnabled();
    await snap(page, "quote-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "quote-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    const popupOpened = page.waitForEvent("popup");
    await pay.click();
    const popup = await popupOpened;
    await expect(popup.getByText(usd(totalCents))).toBeVisible();
    await popup.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(`Paid ${usd(totalCents)} with PayPal.`)).toBeVisible();

    await expect(async () => {
      const list = await adminApi.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`);
      const { items } = (await list.json()) as { items: { id: number; template: string }[] };
      const receipt = items.find((m) => m.template === "order-receipt");
      expect(receipt).toBeDefined();
      const mail = (await (await adminApi.get(`/api/admin/outbox/${receipt!.id}`)).json()) as {
        text: string;
      };
      expect(mail.text).toMatch(new RegExp(`Shipping\\W+\\${usd(shippingCents)}`));
      expect(mail.text).toMatch(new RegExp(`Sales tax\\W+\\${usd(taxCents)}`));
      expect(mail.text).toMatch(new RegExp(`Total paid\\W+\\${usd(totalCents)}`));
    }).toPass({ timeout: 20_000 });
  } finally {
    await setRates(adminApi, [], []);
    await adminApi.dispose();
  }
});
