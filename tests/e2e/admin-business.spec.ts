// The owner's business loop (issue 7): the admin creates a
// discount code, a shopper applies it in the cart drawer and pays, the admin ships the order with
// tracking, refunds a dollar through PayPal, sees the code used, and reads the dashboard whose
// figures are the ledger's. Then the overview's loading, error and empty states.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import type { OverviewJson } from "../../app/features/admin/overview.schemas.ts";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots } from "./helpers.ts";
import { paySessionCart } from "./shop-data.ts";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usd = (dollars: number) => USD.format(dollars);

async function snap(page: Page, project: string, name: string, fullPage = true) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-admin-${name}.png`, fullPage });
}

async function overviewJson(page: Page): Promise<OverviewJson> {
  const res = await page.request.get("/api/admin/overview?tz=UTC");
  expect(res.status()).toBe(200);
  return (await res.json()) as OverviewJson;
}

/** The guest's cart of this browser (its X-Session-Id) paid through the PayPal emulator. */
async function payCart(page: Page, email: string, discountCode: string): Promise<number> {
  const sessionId = await page.evaluate(() => localStorage.getItem("sessionId"));
  return paySessionCart(page.request, email, {
    sessionId: sessionId ?? "",
    discountCode,
    buyer: { name: "Casey Fairway", line1: "18 Links Road" },
  });
}

test("the admin's code is used at checkout, the order ships and the dashboard adds it up", async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const project = info.project.name;
  const code = `BIZ${randomBytes(3).toString("hex").toUpperCase()}`;
  const email = `business-${randomBytes(4).toString("hex")}@example.com`;

  // The admin creates a 20% code.
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  const before = await overviewJson(page);
  await openAdminSection(page, "Discount Codes");
  await page.getByRole("button", { name: "New code" }).click();
  const form = page.getByRole("dialog", { name: "New discount code" });
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Percent off").fill("150");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByText("A percentage must be a whole number from 1 to 100")).toBeVisible();
  await form.getByLabel("Percent off").fill("20");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form).toBeHidden();
  const codeRow = page.getByRole("row").filter({ hasText: code });
  await expect(codeRow.getByText("0 / ∞")).toBeVisible();

  // A shopper (signed out) applies it in the cart drawer and pays.
  await page.context().clearCookies();
  await gotoHydrated(page, "/product/1");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("button", { name: "Open cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
  await drawer.getByLabel("Discount code").fill(code.toLowerCase());
  await drawer.getByLabel("Discount code").press("Enter");
  await expect(page.getByText("Discount Applied")).toBeVisible();
  await expect(drawer.getByTestId("cart-discount")).toBeVisible();
  const total = (await drawer.getByTestId("cart-total").textContent()) ?? "";
  const orderId = await payCart(page, email, code);

  // The admin ships it with tracking and refunds a dollar.
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Orders");
  await page.getByLabel("Search regular orders").fill(email);
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row.getByText(total)).toBeVisible();
  await row.getByRole("button", { name: `Open order #${orderId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order #${orderId}` });
  await dialog.getByLabel("Tracking number").fill("  9400111899223100012345 ");
  await dialog.getByLabel("Tracking URL (optional)").fill("not a url");
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByText("Tracking URL must be a valid http or https URL.")).toBeVisible();
  await dialog
    .getByLabel("Tracking URL (optional)")
    .fill("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100012345");
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByTestId("order-status")).toHaveText("Shipped");
  await expect(dialog.getByLabel("Tracking number")).toHaveValue("9400111899223100012345");

  await dialog.getByRole("button", { name: "Refund" }).click();
  const refund = page.getByRole("alertdialog", { name: "Refund through PayPal?" });
  await refund.getByLabel("Amount ($)").fill("1.00");
  await snap(page, project, "refund-confirm", false);
  await refund.getByRole("button", { name: "Refund $1.00" }).click();
  await expect(refund).toBeHidden();
  await expect(dialog.getByText(/refund · completed/i)).toBeVisible();
  await snap(page, project, "shipped-refunded", false);
  await page.keyboard.press("Escape");
  await expect(row.getByText("Shipped")).toBeVisible();
  await snap(page, project, "regular-orders-business");

  await openAdminSection(page, "Discount Codes");
  await expect(page.getByRole("row").filter({ hasText: code }).getByText("1 / ∞")).toBeVisible();
  await snap(page, project, "discount-codes-used");

  // The dashboard: what the test did is in the ledger's figures, and the screen shows them.
  await openAdminSection(page, "Overview");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("group", { name: "Money taken" })).toBeVisible();
  const after = await overviewJson(page);
  const paid = Number(total.replace(/[^0-9.]/g, ""));
  const cents = (n: number) => Math.round(n * 100);
  expect(cents(after.money.regularOrders - before.money.regularOrders)).toBeGreaterThanOrEqual(
    cents(paid - 1),
  );
  expect(cents(after.money.refunded - before.money.refunded)).toBeGreaterThanOrEqual(100);
  expect(after.week.current.orders - before.week.current.orders).toBeGreaterThanOrEqual(1);
  const shipped = (o: OverviewJson) => o.ordersByStatus.regular.find((r) => r.status === "shipped")!.count;
  expect(shipped(after) - shipped(before)).toBeGreaterThanOrEqual(1);
  expect(after.pageViews.topPages.some((p) => p.path === "/product/1")).toBe(true);

  // The screen shows the same figures as the API (other specs may buy in parallel, so both are read again).
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    const now = await overviewJson(page);
    await expect(page.getByRole("group", { name: "Money taken" })).toContainText(usd(now.money.total), {
      timeout: 2_000,
    });
    await expect(page.getByRole("group", { name: "Orders, last 7 days" })).toContainText(
      String(now.week.current.orders),
      { timeout: 2_000 },
    );
    await expect(page.getByRole("group", { name: "Balances still due" })).toContainText(
      usd(now.balancesDue.amount),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
  const regular = page.getByRole("region", { name: "Regular orders" });
  await expect(regular.getByRole("row", { name: /Shipped/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Page views per day, last 30 days" })).toBeAttached();
  await expect(page.getByRole("region", { name: "Top pages" }).getByText("/product/1")).toBeVisible();
  await snap(page, project, "overview");
});

test("the overview's loading, error and empty states", async ({ page }, info) => {
  const project = info.project.name;
  await signIn(page, admin.username, admin.password);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/overview*", async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"down","code":"internal"}',
    });
  });
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("status").filter({ hasText: "Loading the overview..." })).toBeAttached();
  await snap(page, project, "overview-loading", false);
  release();
  await expect(page.getByRole("heading", { name: "Could not load the overview" })).toBeVisible();
  await snap(page, project, "overview-error", false);

  const empty = await overviewJson(page);
  const zero = { ...empty.week.current, revenue: 0, orders: 0 };
  const newShop: OverviewJson = {
    ...empty,
    money: { total: 0, deposits: 0, balances: 0, regularOrders: 0, refunded: 0 },
    balancesDue: { amount: 0, orders: 0 },
    ordersByStatus: {
      custom: empty.ordersByStatus.custom.map((r) => ({ ...r, count: 0 })),
      regular: empty.ordersByStatus.regular.map((r) => ({ ...r, count: 0 })),
    },
    week: {
      current: zero,
      previous: { ...empty.week.previous, revenue: 0, orders: 0 },
      revenueChange: null,
      ordersChange: null,
    },
    pageViews: { days: empty.pageViews.days.map((d) => ({ ...d, views: 0 })), total: 0, topPages: [] },
  };
  await page.unroute("**/api/admin/overview*");
  await page.route("**/api/admin/overview*", (route) => route.fulfill({ json: newShop }));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Your shop's figures will grow here" })).toBeVisible();
  await snap(page, project, "overview-empty", false);
});
