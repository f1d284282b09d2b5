// Small things a shopper notices, at both widths (@layout): fields side by side start on one
// line whatever message sits under one of them (the builder's details, the checkout's address
// with its errors showing); the arrow keys run through the size choice however fast they are
// pressed; several toasts in a row show one at a time.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated, takeScreenshots } from "./helpers.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-details-${name}.png`, fullPage: true });
}

/**
 * Two fields in one row have their labels and their controls at the same height. The four tops
 * are read in one go in the page: the checkout scrolls smoothly to its first error, and two
 * reads apart could straddle a frame of that scroll.
 */
async function sameRow(labels: [Locator, Locator], controls: [Locator, Locator]) {
  const handles = await Promise.all([...labels, ...controls].map((el) => el.elementHandle()));
  const [labelA, labelB, controlA, controlB] = await labels[0]
    .page()
    .evaluate((els) => els.map((el) => (el as Element).getBoundingClientRect().top), handles);
  expect(Math.abs(labelA! - labelB!), "the labels start on one line").toBeLessThan(1);
  expect(Math.abs(controlA! - controlB!), "the fields start on one line").toBeLessThan(1);
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name });

test("the builder's sizes follow the arrow keys however fast, and its details line up @layout", async ({
  page,
  isMobile,
}, info) => {
  await gotoHydrated(page, "/custom");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Pin Specifications")).toBeVisible();
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await sizes.getByRole("radio").first().click();
  // Three presses sent back to back, as a held key sends them: each one moves and chooses.
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(sizes.getByRole("radio", { name: /1\.5 inch/ })).toBeChecked();
  await expect(sizes.getByRole("radio", { name: /1\.5 inch/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(sizes.getByRole("radio").first()).toBeChecked();

  for (const step of ["Packaging & Delivery", "Upload Design & Details"]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, step)).toBeVisible();
  }
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Full name").focus();
  await expect(page.getByText("Your mockup arrives here within 24 hours.")).toBeHidden();
  await snap(page, info.project.name, "builder-step-4");
  // Side by side from 640 px: "Email" carries a note below, "Full name" none.
  if (!isMobile) {
    await sameRow(
      [page.getByText("Full name", { exact: true }), page.getByText("Email", { exact: true })],
      [page.getByLabel("Full name"), page.getByLabel("Email", { exact: true })],
    );
  }
});

test("the checkout's address fields stay in line with their errors showing @layout", async ({
  page,
  isMobile,
}, info) => {
  await gotoHydrated(page, "/product/2");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await gotoHydrated(page, "/checkout");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  await expect(page.getByLabel("ZIP / Postal code")).toHaveAttribute("aria-invalid", "true");
  await snap(page, info.project.name, "checkout-errors");
  if (!isMobile) {
    // "ZIP / Postal code" shows its error; "Country" has a value and none.
    await sameRow(
      [page.getByText("ZIP / Postal code", { exact: true }), page.getByText("Country", { exact: true })],
      [page.getByLabel("ZIP / Postal code"), page.getByLabel("Country")],
    );
    await sameRow(
      [page.getByText("City", { exact: true }), page.getByText("State / Province", { exact: true })],
      [page.getByLabel("City"), page.getByLabel("State / Province")],
    );
  }
});

test("several toasts in a row show one at a time @layout", async ({ page }) => {
  await gotoHydrated(page, "/product/2");
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  const shown = page.locator("[data-sonner-toast][data-visible=true]");
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("Added to Cart");
  // Hovering the stack (which spreads sonner's toasts out) still shows one.
  await shown.hover();
  await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(1);
});
