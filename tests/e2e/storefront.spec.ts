// The storefront as a shopper meets it: the home page's sections and in-page links, the product
// page with its Add to Cart, its structured data, and the 404 of a missing product.
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers.ts";

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  inStock: boolean;
  rating: unknown;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the home page shows every section, with figures from the pricing engine", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page).toHaveTitle("Custom Golf Pins & Ball Markers | Fairway Pin Co.");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const fact of [
    "From $3.00 per pin",
    "Minimum 50 pins",
    "10% deposit to start",
    "Mockup within 24 hours",
  ]) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "How we work" })).toBeVisible();
  for (const step of ["Design", "Approve", "Receive"]) {
    await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Design your custom pins" })).toBeAttached();
  await expect(page.locator("section#builder")).toBeAttached();
  const carousel = page.getByRole("region", { name: "Trusted by clubs and tournaments" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(carousel.getByRole("button", { name: "Next logos" })).toBeVisible();

  const shop = page.locator("section#shop");
  await expect(shop.getByRole("heading", { name: "Ready-made pins" })).toBeAttached();
  await expect(shop.getByRole("link", { name: "Pebble Cove 18th Hole Lapel Pin" })).toHaveAttribute(
    "href",
    /^\/product\/\d+$/,
  );
  await expect(shop.getByText("Out of Stock")).toHaveCount(1);

  const types = (await jsonLd(page)).map((item) => item["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  const html = await page.content();
  expect(html).not.toContain("1.99");
  expect(html).not.toMatch(/minimum (order |quantity )?(of )?25\b/i);
});

test("Design your pins scrolls to the builder, Shop ready-made pins to the shop", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("#builder")).not.toBeInViewport();
  await page.getByRole("main").getByRole("link", { name: "Design your pins" }).first().click();
  await expect(page.getByRole("heading", { name: "Design your custom pins" })).toBeInViewport();
  await expect(page.locator("#builder")).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("link", { name: "Shop ready-made pins" }).click();
  await expect(page.getByRole("heading", { name: "Ready-made pins" })).toBeInViewport();
});

test("the logo carousel turns every 4 s, and stands still for reduced motion", { tag: "@desktop" }, async ({
  page,
}) => {
  const firstSlide = page.getByRole("group", { name: "1 of 8", includeHidden: true });
  // The desktop project asks for reduced motion (playwright.config.ts); this test is about motion.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await gotoHydrated(page, "/");
  await page.mouse.move(0, 0);
  await expect(firstSlide).toHaveAttribute("aria-hidden", "false");
  await expect(firstSlide).toHaveAttribute("aria-hidden", "true", { timeout: 6_000 });

  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  await page.waitForTimeout(5_000);
  await expect(firstSlide).toHaveAttribute("aria-hidden", "false");
});

test("a product card opens its page, and Add to Cart fills the cart badge", async ({ page, request }) => {
  const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
  const pin = products.find((p) => p.inStock)!;
  await gotoHydrated(page, "/");
  await page.locator("section#shop").getByRole("link", { name: pin.name }).click();
  await expect(page).toHaveURL(`/product/${pin.id}`);
  await expect(page.getByRole("heading", { level: 1, name: pin.name })).toBeVisible();
  await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await expect(page.getByText(`${pin.name} has been added to your cart.`)).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("a product page carries Product structured data, without invented ratings", async ({
  page,
  request,
}) => {
  const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
  const pin = products.find((p) => p.inStock && p.rating === null)!;
  const response = await page.goto(`/product/${pin.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${pin.name} | Fairway Pin Co.`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/product/${pin.id}$`),
  );

  const product = (await jsonLd(page)).find((item) => item["@type"] === "Product");
  expect(product).toMatchObject({
    name: pin.name,
    sku: `GP-${pin.id}`,
    image: expect.stringMatching(/^https?:\/\//),
    offers: {
      price: pin.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  });
  expect(product).not.toHaveProperty("aggregateRating");
  await expect(page.getByRole("img", { name: /^Rated/ })).toHaveCount(0);
  await expect(page.getByText(/\(\d+ reviews?\)/)).toHaveCount(0);
});

test("a sold-out pin cannot be added to the cart", async ({ page, request }) => {
  const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
  const soldOut = products.find((p) => !p.inStock)!;
  await gotoHydrated(page, `/product/${soldOut.id}`);
  await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  const product = (await jsonLd(page)).find((item) => item["@type"] === "Product");
  expect(product).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });
});

for (const path of ["/product/99999", "/product/not-a-number"]) {
  test(`a missing product (${path}) shows Product Not Found with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(
      page.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Products" })).toHaveAttribute("href", "/#shop");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}

test("at phone width the photo pin's main picture loads a small resized copy, not the original", {
  tag: "@phone",
}, async ({ page, request }) => {
  const products = (await (await request.get("/api/products")).json()) as Array<
    ApiProduct & { imageUrl: string; picture: unknown }
  >;
  // The demo data's pin whose picture is a 4032×3024 phone photo.
  const photo = products.find((p) => p.picture)!;
  await page.goto(`/product/${photo.id}`);
  const main = page.getByRole("img", { name: `${photo.name} on the practice green` }).first();
  await expect(main).toHaveJSProperty("complete", true);
  const loaded = await main.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
  }));
  expect(new URL(loaded.src).pathname).toMatch(/^\/media\/[0-9a-f]{32}\.(avif|webp)$/);
  expect(new URL(loaded.src).pathname).not.toBe(photo.imageUrl);
  // 390 px at the phone's density, less the tile's padding: never the 1,600 px copy.
  expect(loaded.width).toBeLessThanOrEqual(960);
});
