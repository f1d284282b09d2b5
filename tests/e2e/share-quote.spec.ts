// A club buyer shares a configured quote: "E-mail me this quote" and "Copy link" on the review
// step save the choices on the server, and the link opens the builder with the same choices in
// a browser that has never seen the shop (a committee member's phone).
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { quoteCustomOrder } from "../../app/features/pricing/index.ts";
import { formatUsd } from "../../app/lib/money.ts";
import { gotoHydrated, takeScreenshots } from "./helpers.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name });

const logoPng = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: "#1f6b45" } })
    .png()
    .toBuffer();

/** The review step's list of choices, as the shopper reads it. */
async function reviewChoices(page: Page) {
  const term = (name: string) =>
    page.locator("dl div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${name}$`) }) });
  return {
    quantity: await term("Quantity").locator("dd span").first().textContent(),
    size: await term("Size").locator("dd span").first().textContent(),
    plating: await term("Plating").locator("dd span").first().textContent(),
    pinBack: await term("Pin back").locator("dd span").first().textContent(),
    packaging: await term("Packaging").locator("dd span").first().textContent(),
    delivery: await term("Delivery").locator("dd span").first().textContent(),
  };
}

test("a buyer e-mails and copies a quote; the link reopens the same pins in a fresh browser @layout", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const email = `committee-${Date.now()}-${project}@example.com`;
  const total = formatUsd(
    quoteCustomOrder({
      quantity: 60,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: ["individual-bags"],
      rushOrder: false,
    }).totalCents,
  );

  await gotoHydrated(page, "/custom");
  await page.getByRole("spinbutton", { name: "Number of pins" }).fill("60");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Pin Specifications")).toBeVisible();
  await page.getByRole("radio", { name: /1\.5 inch/ }).click();
  await page.getByRole("radio", { name: /Gold/ }).click();
  await page.getByRole("radio", { name: /Locking pin back/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Packaging & Delivery")).toBeVisible();
  await page.getByRole("checkbox", { name: /Individual poly bags/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Upload Design & Details")).toBeVisible();
  await page
    .getByLabel("Your logo or artwork")
    .setInputFiles({ name: "club-crest.png", mimeType: "image/png", buffer: await logoPng() });
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Review & Order")).toBeVisible();
  const choices = await reviewChoices(page);
  expect(choices.quantity).toBe("60 pins");

  // The e-mail field starts with the address from step 4.
  const share = page.getByRole("region", { name: "Not ready to order?" });
  await expect(share.getByLabel("Email")).toHaveValue(email);
  await share.getByRole("button", { name: "E-mail me this quote" }).click();
  await expect(page.getByText(`We e-mailed the link to ${email}.`)).toBeVisible();
  await share.getByRole("button", { name: "Copy link" }).click();
  const linkField = share.getByTestId("quote-link");
  await expect(linkField).toHaveValue(/\/custom\?quote=[A-Za-z0-9_-]{22}$/);
  const link = await linkField.inputValue();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (takeScreenshots) {
    await share.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `test-results/screenshots/${project}-share-quote-review.png` });
  }

  // A committee member's browser: no draft, no cookies, no artwork.
  const fresh = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
    deviceScaleFactor: info.project.use.deviceScaleFactor,
    storageState: info.project.use.storageState,
  });
  const other = await fresh.newPage();
  await gotoHydrated(other, new URL(link).pathname + new URL(link).search);
  await expect(stepHeading(other, "Review & Order")).toBeVisible();
  await expect(other.getByText("Quote loaded")).toBeVisible();
  expect(await reviewChoices(other)).toEqual(choices);
  await expect(other.getByText(total).first()).toBeVisible();
  // The parameter leaves the address, so a reload keeps later changes.
  await expect(other).toHaveURL(/\/custom$/);
  await snap(other, project, "share-quote-opened");
  await fresh.close();

  // An unknown quote says so and leaves the builder as it was.
  const stranger = await browser.newContext({ baseURL: info.project.use.baseURL });
  const lost = await stranger.newPage();
  await gotoHydrated(lost, "/custom?quote=AAAAAAAAAAAAAAAAAAAAAA");
  await expect(lost.getByText("This quote link has expired or does not exist.")).toBeVisible();
  await expect(stepHeading(lost, "Choose Quantity")).toBeVisible();
  await stranger.close();
});
