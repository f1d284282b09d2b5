// The owner runs the catalogue from the admin screens: sets a California shipping rate and sales
// tax in Shipping & Tax, creates a product with two pictures and stock 3 in Products; a shopper
// finds it on the home page, buys it to California, sees shipping and tax before paying, and the
// receipt e-mail shows the same lines. Shipping rates are shop-wide, so this spec runs after the
// other specs' checkouts (playwright.config.ts) and clears the rates it set.
import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, signIn, takeScreenshots } from "./helpers.ts";
import { logoPng } from "./shop-data.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

/** The screen at the project's width, full page, when screenshots are asked for. */
async function snap(page: Page, name: string) {
  if (!takeScreenshots) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `${SHOTS}/admin-products-${name}-${width}.png`, fullPage: true });
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function setShopRates(page: Page) {
  await gotoHydrated(page, "/admin/shipping-tax");
  const shipping = page.getByRole("region", { name: "Shipping rates" });
  await expect(
    shipping.getByText("No rates means shipping is free everywhere", { exact: false }),
  ).toBeVisible();
  await shipping.getByRole("button", { name: "Add shipping rate" }).click();
  await expect(shipping.getByLabel("Country (rate 1)")).toHaveValue("US");
  await shipping.getByLabel("US state (rate 1)").fill("CA");
  await shipping.getByLabel("Flat rate (rate 1)").fill("6.5");
  await shipping.getByLabel("Free over (rate 1)").fill("500");
  await shipping.getByRole("button", { name: "Save shipping rates" }).click();
  await expect(shipping.getByLabel("Flat rate (rate 1)")).toHaveValue("6.50");

  const tax = page.getByRole("region", { name: "Sales tax rates" });
  await tax.getByRole("button", { name: "Add tax rate" }).click();
  await tax.getByLabel("State (tax rate 1)").fill("ca");
  await tax.getByLabel("Rate % (tax rate 1)").fill("7.2555");
  await tax.getByRole("button", { name: "Save tax rates" }).click();
  // Four decimals are refused on the row before anything is sent.
  await expect(
    tax.getByText("Rate must be a percent from 0 to 100 with at most three decimals"),
  ).toBeVisible();
  await tax.getByLabel("Rate % (tax rate 1)").fill("7.25");
  await tax.getByLabel("Tax shipping (tax rate 1)").check();
  await tax.getByRole("button", { name: "Save tax rates" }).click();
  await expect(tax.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Tax rates saved")).toBeVisible();
  await snap(page, "shipping-tax");
}

async function createProduct(page: Page, name: string) {
  await gotoHydrated(page, "/admin/products");
  await expect(page.getByRole("button", { name: "New product" })).toBeVisible();
  await snap(page, "list");
  await page.getByRole("button", { name: "New product" }).click();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Active" }).click();
  await page.getByLabel("Price ($)").fill("14");
  await page.getByLabel("Stock", { exact: true }).fill("3");
  await page.getByLabel("Low-stock level (optional)").fill("2");
  await page
    .getByLabel("Description (markdown)")
    .fill("A **birdie** on a flag.\n\n<script>alert(1)</script>\n\n- Gold plated");
  await page.getByLabel("Features (one a line)").fill("Soft enamel\n1 inch");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  // The preview renders the markdown and shows the raw HTML as text, as the product page will.
  const preview = page.getByRole("region", { name: "Description preview" });
  // On a phone the preview is a tab beside the text; from 1024 px the two sit side by side.
  if (test.info().project.use.isMobile) {
    await page
      .getByRole("tablist", { name: "Description view" })
      .getByRole("tab", { name: "Preview" })
      .click();
  }
  await expect(preview.locator("strong")).toHaveText("birdie");
  await expect(preview.locator("script")).toHaveCount(0);

  const pictures = page.getByRole("list", { name: "Product pictures" });
  for (const [index, alt] of ["Birdie pin, front", "Birdie pin on a cap"].entries()) {
    await page.getByLabel("Picture", { exact: true }).setInputFiles({
      name: `birdie-${index}.png`,
      mimeType: "image/png",
      buffer: await logoPng(200 + index * 40),
    });
    await page.getByLabel("Alt text").fill(alt);
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expect(pictures.getByRole("listitem")).toHaveCount(index + 1);
  }
  await expect(pictures.getByRole("img", { name: "Birdie pin on a cap" })).toBeVisible();
  await page.getByRole("button", { name: "Move picture 2 up" }).click();
  await expect(pictures.getByRole("listitem").first().getByRole("img")).toHaveAttribute(
    "alt",
    "Birdie pin on a cap",
  );
  await snap(page, "editor");
  return id;
}

/** A shopper's own browser, without the owner's session, on the same kind of device. */
async function shopperPage(browser: Browser, baseURL: string) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
    storageState: {
      cookies: [],
      origins: [
        { origin: new URL(baseURL).origin, localStorage: [{ name: "exitIntentClaimed", value: "1" }] },
      ],
    },
  });
  return { context, page: await context.newPage() };
}

test("the owner adds a product and sets California's rates on the admin screens; a shopper buys it with shipping and tax", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const name = `Birdie Flag Pin ${randomBytes(3).toString("hex")}`;
  const email = `birdie-${randomBytes(4).toString("hex")}@example.com`;
  await signIn(page, admin.username, admin.password);
  const shopper = await shopperPage(browser, baseURL!);
  try {
    await setShopRates(page);
    const id = await createProduct(page, name);

    const subtotalCents = 1400;
    const shippingCents = 650;
    // 7.25% of the pin and the shipping, rounded half up to the cent.
    const taxCents = Math.floor(((subtotalCents + shippingCents) * 7250 + 50_000) / 100_000);
    const totalCents = subtotalCents + shippingCents + taxCents;

    const shop = shopper.page;
    await gotoHydrated(shop, "/");
    await shop.getByRole("link", { name }).first().click();
    await expect(shop).toHaveURL(new RegExp(`/product/${id}$`));
    await expect(shop.getByRole("img", { name: "Birdie pin on a cap" }).first()).toBeVisible();
    await shop.getByRole("button", { name: "Add to Cart" }).click();
    await expect(shop.getByTestId("cart-count")).toHaveText("1");
    await shop.getByRole("button", { name: "Open cart" }).click();
    await shop
      .getByRole("dialog", { name: "Shopping Cart" })
      .getByRole("button", { name: "Checkout" })
      .click();
    await expect(shop).toHaveURL("/checkout");
    await shop.getByLabel("Full name").fill("Robin Birdie");
    await shop.getByLabel("Email").fill(email);
    await shop.getByLabel("Street address").fill("1 Ocean Drive");
    await shop.getByLabel("City").fill("Newport Beach");
    await shop.getByLabel("State / Province").fill("CA");
    await shop.getByLabel("ZIP / Postal code").fill("92660");
    await expect(shop.getByTestId("cart-shipping")).toHaveText(usd(shippingCents));
    await expect(shop.getByTestId("cart-tax")).toHaveText(usd(taxCents));
    await expect(shop.getByTestId("cart-total")).toHaveText(usd(totalCents));
    await snap(shop, "checkout-totals");

    const popupOpened = shop.waitForEvent("popup");
    await shop.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
    const popup = await popupOpened;
    await expect(popup.getByText(usd(totalCents))).toBeVisible();
    await popup.getByRole("button", { name: "Approve payment" }).click();
    await expect(shop.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(shop.getByText(`Paid ${usd(totalCents)} with PayPal.`)).toBeVisible();

    await expect(async () => {
      const list = await page.request.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`);
      const { items } = (await list.json()) as { items: { id: number; template: string }[] };
      const receipt = items.find((m) => m.template === "order-receipt");
      expect(receipt).toBeDefined();
      const mail = (await (await page.request.get(`/api/admin/outbox/${receipt!.id}`)).json()) as {
        text: string;
      };
      expect(mail.text).toMatch(new RegExp(`Shipping\\W+\\${usd(shippingCents)}`));
      expect(mail.text).toMatch(new RegExp(`Sales tax\\W+\\${usd(taxCents)}`));
      expect(mail.text).toMatch(new RegExp(`Total paid\\W+\\${usd(totalCents)}`));
    }).toPass({ timeout: 20_000 });

    // The owner's list shows the unit sold and the product at its low-stock level.
    await gotoHydrated(page, "/admin/products");
    await page.getByRole("searchbox", { name: "Search products" }).fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    // The search is debounced: wait for the list to hold this product alone.
    await expect(page.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(1);
    await expect(row.getByRole("cell").nth(3)).toHaveText(/^(Stock)?\s*2\s*Low stock$/);
    await expect(row.getByText("Low stock")).toBeVisible();
    await snap(page, "list-low-stock");
  } finally {
    for (const path of ["/api/admin/shipping-rates", "/api/admin/tax-rates"]) {
      expect((await page.request.put(path, { data: { rates: [] } })).status()).toBe(200);
    }
    await shopper.context.close();
  }
});
