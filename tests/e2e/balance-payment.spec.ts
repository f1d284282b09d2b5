// The balance payment by link: an order whose deposit was paid
// and whose design the admin approved, the link the admin generates, the page it opens, paying
// in the test-mode PayPal window, and Payment Complete! from then on, also when the paid link is
// opened again in another browser. A bad link says so.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated, takeScreenshots } from "./helpers.ts";
import { balancePaymentPath, paidCustomOrder, payThroughEmulator, signInAdmin } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${project}-balance-${name}.png`, fullPage: true });
}

/** 100 gold 1-inch pins ($525.00), deposit $52.50 paid through the emulator, approved by the admin. */
async function approvedOrder(api: APIRequestContext): Promise<{ id: number; payPath: string }> {
  const email = `balance-${randomBytes(4).toString("hex")}@example.com`;
  const id = await paidCustomOrder(api, email, { buyer: { name: "Grace Hopper", line1: "9 Fairway Lane" } });
  await signInAdmin(api);
  return { id, payPath: await balancePaymentPath(api, id) };
}

test("the customer pays the balance of an approved order by its link", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const { id, payPath } = await approvedOrder(request);

  const response = await gotoHydrated(page, payPath);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Order" })).toBeVisible();
  await expect(
    page.getByText("Your design has been approved! Complete your payment to start production."),
  ).toBeVisible();
  await expect(page.getByText(`#${id}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Grace Hopper")).toBeVisible();
  await expect(page.getByText("100 pins")).toBeVisible();
  await expect(page.getByText("1 inch", { exact: true })).toBeVisible();
  await expect(page.getByText("Gold", { exact: true })).toBeVisible();
  await expect(page.getByText("Design Approved")).toBeVisible();
  await expect(page.getByRole("img", { name: /approved design/ })).toBeVisible();
  await expect(page.getByText("$525.00")).toBeVisible();
  await expect(page.getByText("-$52.50")).toBeVisible();
  await expect(page.getByText("$472.50")).toBeVisible();
  await expect(page.getByText("What happens next?")).toBeVisible();
  const pay = page.getByRole("button", { name: "Pay with PayPal (test mode)" });
  await expect(pay).toBeVisible();
  await snap(page, project, "form");

  const popupOpened = page.waitForEvent("popup");
  await pay.click();
  const popup = await popupOpened;
  await expect(popup.getByText("472.50")).toBeVisible();
  await popup.getByRole("button", { name: "Approve payment" }).click();

  await expect(page.getByText("Payment Successful!")).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText("Your balance has been paid. Your order will now proceed to production."),
  ).toBeVisible();
  await expect(page.getByText("Payment Complete!")).toBeVisible();
  await snap(page, project, "complete");

  // A reload: the paid link still opens and says the order is paid.
  await page.reload();
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
  await expect(page.getByText("Payment Complete!")).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText("The balance for this order has already been paid. Your pins are now in production."),
  ).toBeVisible();
  const record = await request.get(`/api/custom-orders/${id}`);
  expect(((await record.json()) as { status: string }).status).toBe("balance_paid");
});

test("a paid balance link opened again from the e-mail shows Payment Complete! @layout", async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const { payPath } = await approvedOrder(request);
  const token = payPath.split("/").pop();
  await payThroughEmulator(request, { purpose: "balance", balanceToken: token });
  // A browser that never paid it: the server itself answers the paid state.
  await gotoHydrated(page, payPath);
  await expect(page.getByRole("heading", { name: "Payment Complete!" })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText("The balance for this order has already been paid. Your pins are now in production."),
  ).toBeVisible();
  await expect(page.getByText("Payment Link Not Found")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await snap(page, info.project.name, "paid-link");
});

test("a bad balance link shows Payment Link Not Found", async ({ page }, info) => {
  await gotoHydrated(page, `/balance-payment/${randomBytes(32).toString("base64url")}`);
  await expect(page.getByText("Payment Link Not Found")).toBeVisible();
  await expect(
    page.getByText(
      "This payment link may have expired or is invalid. Please contact support for assistance.",
    ),
  ).toBeVisible();
  await snap(page, info.project.name, "not-found");
});
