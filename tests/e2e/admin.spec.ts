// The admin: the owner finds a paid regular order, ships it with a tracking number, marks it
// delivered, and creates a discount code, moving between sections by the sidebar. Screenshots of
// each section with SCREENSHOTS=1.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots } from "./helpers.ts";
import { paidCartOrder } from "./shop-data.ts";

/** A guest's paid cart of three pins, bought through the API as the browser would (emulator approval). */
const buyPin = (page: Page, email: string) =>
  paidCartOrder(page.request, email, {
    quantity: 3,
    buyer: { name: "Morgan Links", line1: "9 Fairway Lane" },
  });

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-admin-${name}.png`, fullPage: true });
}

test("the admin ships a regular order, marks it delivered and creates a discount code", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const email = `admin-e2e-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await buyPin(page, email);

  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await openAdminSection(page, "Custom Orders");
  await expect(page).toHaveURL(/\/admin\/custom-orders$/);
  await expect(sidebar.getByRole("link", { name: "Custom Orders" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
  await snap(page, project, "custom-orders");

  await openAdminSection(page, "Orders");
  await page.getByLabel("Search regular orders").fill(email);
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row).toBeVisible();
  await expect(row.getByText("Order Received")).toBeVisible();
  await snap(page, project, "regular-orders");

  await row.getByRole("button", { name: `Open order #${orderId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order #${orderId}` });
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(dialog.getByText("9 Fairway Lane")).toBeVisible();
  await expect(dialog.getByText(/cart · completed/i)).toBeVisible();
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByText("Tracking number is required.")).toBeVisible();
  await dialog.getByLabel("Tracking number").fill("  1Z999AA10123456784 ");
  await dialog
    .getByLabel("Tracking URL (optional)")
    .fill("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByTestId("order-status")).toHaveText("Shipped");
  await expect(dialog.getByText("Order Received → Shipped")).toBeVisible();
  await snap(page, project, "order-dialog");

  await dialog.getByRole("button", { name: "Mark delivered" }).click();
  await expect(dialog.getByTestId("order-status")).toHaveText("Delivered");
  await expect(dialog.getByText("Shipped → Delivered")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(row.getByText("Delivered")).toBeVisible();
  await expect(row.getByRole("link", { name: "1Z999AA10123456784" })).toBeVisible();

  await openAdminSection(page, "Discount Codes");
  await expect(page.getByRole("cell", { name: "SAVE15", exact: true })).toBeVisible();
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  await page.getByRole("button", { name: "New code" }).click();
  const form = page.getByRole("dialog", { name: "New discount code" });
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByText("Discount value is required")).toBeVisible();
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Percent off").fill("20");
  await form.getByLabel("Maximum uses (optional)").fill("50");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form).toBeHidden();
  const codeRow = page.getByRole("row").filter({ hasText: code });
  await expect(codeRow.getByText("20%")).toBeVisible();
  await expect(codeRow.getByText("0 / 50")).toBeVisible();
  await snap(page, project, "discount-codes");

  await openAdminSection(page, "Blog");
  await expect(page.getByRole("button", { name: "New Post" })).toBeVisible();
});
