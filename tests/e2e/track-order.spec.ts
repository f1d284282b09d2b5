// The track page: a guest finds an order by number and e-mail; a customer follows the ready-made pin they
// bought, with its timeline, the order-number filter and the highlight after checkout.
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, signUp, takeScreenshots, uniqueUsername } from "./helpers.ts";
import { paidCartOrder } from "./shop-data.ts";

async function customerWithOrder(page: Page) {
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });
  return paidCartOrder(page.request, email);
}

test("a guest is not sent to sign in: Find my order e-mails the private link", async ({ page }) => {
  await gotoHydrated(page, "/track-order");
  await expect(page.getByRole("heading", { name: "Find my order" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Regular Orders" })).toHaveCount(0);
  await page.getByLabel("Order number").fill("not a number");
  await page.getByLabel("E-mail used for the order").fill("guest@example.com");
  await page.getByRole("button", { name: "E-mail me the link" }).click();
  await expect(page.getByText("Please enter the order number from your confirmation e-mail")).toBeVisible();
  await page.getByLabel("Order number").fill("#1");
  await page.getByRole("button", { name: "E-mail me the link" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  await expect(page.getByText("guest@example.com")).toBeVisible();
  await expect(page).toHaveURL(/\/track-order$/);
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
