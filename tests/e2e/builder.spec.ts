// The custom pin builder and its deposit: five steps
// with a live price, SAVE15, the prepared order's checkout, the test-mode PayPal popup, and the
// tracking page. The deposit on screen is the pricing engine's own figure.
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { discountCentsFor } from "../../app/features/discounts/index.ts";
import { type QuoteInput, quoteCustomOrder } from "../../app/features/pricing/index.ts";
import { formatUsd } from "../../app/lib/money.ts";
import { gotoHydrated, signUp, takeScreenshots, uniqueUsername } from "./helpers.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  // From the top, so the sticky header and summary sit where a visitor sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

/** What the shopper sees with `target` in view (a phone's sticky price bar stays where it is). */
async function snapView(page: Page, project: string, name: string, target: Locator) {
  if (!takeScreenshots) return;
  await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  // The sticky header settles after a scroll.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png` });
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name });

/** A real 120×120 PNG, so the server's check of the file's bytes accepts it. */
async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: "#1f6b45" } })
    .png()
    .toBuffer();
}

test("a golfer designs 100 gold pins, pays the 10% deposit with SAVE15 and lands on tracking", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });

  const options: QuoteInput = {
    quantity: 100,
    size: "1.5inch",
    plating: "gold",
    pinBack: "locking",
    packaging: ["individual-bags"],
    rushOrder: true,
  };
  // SAVE15 is 15% of the whole order before the discount (pins and rush).
  const discountCents = discountCentsFor(
    { discountType: "percentage", discountValue: 15 },
    quoteCustomOrder(options).totalCents,
  );
  const expected = quoteCustomOrder({ ...options, discountCents });
  const deposit = formatUsd(expected.depositCents);

  await gotoHydrated(page, "/custom");
  await expect(page.getByRole("heading", { level: 1, name: "Custom Soft Enamel Golf Pins" })).toBeVisible();
  await expect(stepHeading(page, "Choose Quantity")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.getByRole("button", { name: "Increase quantity by 25" }).click();
  await page.getByRole("button", { name: "Increase quantity by 25" }).click();
  await expect(page.getByRole("slider", { name: "Quantity" })).toHaveAttribute("aria-valuenow", "100");
  await snap(page, project, "builder-1-quantity");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Pin Specifications")).toBeFocused();
  await page.getByRole("radio", { name: /1\.5 inch/ }).click();
  await page.getByRole("radio", { name: /Gold/ }).click();
  await page.getByRole("radio", { name: /Locking pin back/ }).click();
  await snap(page, project, "builder-2-specifications");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Packaging & Delivery")).toBeVisible();
  await page.getByRole("checkbox", { name: /Individual poly bags/ }).click();
  await expect(page.getByRole("checkbox", { name: /Just pins/ })).not.toBeChecked();
  await expect(page.getByText(/Only \d+ spots? left this month/)).toBeVisible();
  await page.getByRole("checkbox", { name: /Rush delivery/ }).click();
  await expect(page.getByRole("checkbox", { name: /Standard delivery/ })).not.toBeChecked();
  await snap(page, project, "builder-3-packaging");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Upload Design & Details")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page
    .getByLabel("Your logo or artwork")
    .setInputFiles({ name: "club-crest.png", mimeType: "image/png", buffer: await logoPng() });
  await expect(page.getByText("club-crest.png")).toBeVisible();
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await snap(page, project, "builder-4-design");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Review & Order")).toBeVisible();
  await page.getByLabel("Promo code").fill(" save15 ");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promo Code Applied")).toBeVisible();
  const pay = page.getByRole("button", { name: `Pay Deposit - ${deposit}` });
  await expect(pay).toBeVisible();
  await snap(page, project, "builder-5-review");

  await pay.click();
  // A first-time customer: confetti and a 2 s pause, then the checkout.
  await expect(page).toHaveURL(/\/checkout\?customOrderId=\d+&orderData=/, { timeout: 15_000 });
  const checkoutUrl = new URL(page.url());
  const orderId = checkoutUrl.searchParams.get("customOrderId");
  const reference = JSON.parse(
    Buffer.from(checkoutUrl.searchParams.get("orderData") ?? "", "base64").toString(),
  );
  expect(Object.keys(reference).sort()).toEqual(["id", "token"]);
  expect(String(reference.id)).toBe(orderId);

  await expect(page.getByText("Custom", { exact: true })).toBeVisible();
  await expect(page.getByText("Deposit due now (10%)")).toBeVisible();
  await expect(page.getByText(deposit, { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Street address").fill("1 Ocean Drive");
  await page.getByLabel("City").fill("Newport Beach");
  await page.getByLabel("State / Province").fill("CA");
  await page.getByLabel("ZIP / Postal code").fill("92660");
  await snap(page, project, "builder-6-checkout");

  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  const popup = await popupOpened;
  await expect(popup.getByText(deposit.replace("$", ""))).toBeVisible();
  await popup.getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(`/track-order?id=${orderId}&type=custom&fromCheckout=true`, {
    timeout: 20_000,
  });
  await expect(page.getByText("Deposit Payment Successful!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Track Your Order" })).toBeVisible();
  // The draft is done with once the deposit is paid.
  expect(await page.evaluate(() => localStorage.getItem("customPinDraft"))).toBeNull();
});

test("the builder's draft survives a reload", async ({ page }) => {
  const name = `Draft ${randomBytes(3).toString("hex")}`;
  await gotoHydrated(page, "/custom");
  await page.getByRole("button", { name: "Increase quantity by 25" }).click();
  await page.getByRole("button", { name: "Increase quantity by 25" }).click();
  await page.getByRole("button", { name: "Increase quantity by 25" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Bronze/ }).click();
  // Each step waits for the one before to show: a Next pressed while the next step's code is
  // still loading belongs to the step on screen, and only moves to the step already asked for.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Packaging & Delivery")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Full name").fill(name);

  await page.reload();
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
  await expect(stepHeading(page, "Upload Design & Details")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await expect(page.getByText("please add your logo again")).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("radio", { name: /Bronze/ })).toBeChecked();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("slider", { name: "Quantity" })).toHaveAttribute("aria-valuenow", "125");
});

test("a golfer types 60 pins, sees the next tier, and picks an in-hands date only rush can meet @layout", async ({
  page,
}, info) => {
  const project = info.project.name;
  await gotoHydrated(page, "/custom");
  await expect(stepHeading(page, "Choose Quantity")).toBeVisible();
  const pins = page.getByRole("spinbutton", { name: "Number of pins" });
  await pins.fill("60");
  await expect(page.getByRole("slider", { name: "Quantity" })).toHaveAttribute("aria-valuenow", "60");
  // Beside the price on a wide screen, under the quantity on a phone: one of the two is shown.
  const nudge = "Order 100 and pay $5.00 a pin: $500.00 total, $1.00 less per pin for $140.00 more.";
  await expect(page.getByText(nudge).filter({ visible: true })).toHaveCount(1);
  const box = await pins.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await snap(page, project, "builder-typed-60");
  await snapView(page, project, "builder-typed-60-view", pins);

  await pins.fill("1500");
  await expect(page.getByText("Over 1,000? Ask us for a quote:")).toBeVisible();
  await pins.blur();
  await expect(page.getByRole("slider", { name: "Quantity" })).toHaveAttribute("aria-valuenow", "1000");
  await snapView(page, project, "builder-over-1000-view", pins);
  await pins.fill("60");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Pin Specifications")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Packaging & Delivery")).toBeVisible();

  // Rush takes 3 weeks and 5 days, standard 4 weeks and 5 days: 30 days from today only rush meets.
  const inThirtyDays = await page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 30);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });
  await page.getByLabel("In-hands date (optional)").fill(inThirtyDays);
  await expect(page.getByText(/^Only rush delivery arrives in time for/)).toBeVisible();
  await snap(page, project, "builder-in-hands-rush-only");
  await snapView(page, project, "builder-in-hands-rush-only-view", page.getByText(/^Only rush delivery/));
  await page.getByRole("button", { name: "Choose rush delivery" }).click();
  await expect(page.getByRole("checkbox", { name: /Rush delivery/ })).toBeChecked();
  await expect(page.getByText(/^Rush delivery arrives in time for/)).toBeVisible();
  await snap(page, project, "builder-in-hands-rush-chosen");
  await snapView(
    page,
    project,
    "builder-in-hands-rush-chosen-view",
    page.getByText(/^Rush delivery arrives/),
  );
});
