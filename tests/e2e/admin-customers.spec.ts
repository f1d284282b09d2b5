// Customers and exports: the owner finds a customer by searching the Customers list, opens their
// page (figures, orders, consent history), then exports the customers and the orders as CSV from
// Reports, watching the progress, and the saved files hold that customer and the orders' header.
// At 390 and 1280 px (@layout: the list is a list of cards on a phone). Screenshots go to
// /tmp/shots-customers with SCREENSHOTS=1.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots } from "./helpers.ts";

async function snap(page: Page, name: string) {
  if (!takeScreenshots) return;
  const width = page.viewportSize()?.width ?? 1280;
  // From the top: a full-page picture taken scrolled down paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots-customers/${name}-${width}.png`, fullPage: true });
}

/** Imports one subscribed customer through the API, as the owner's import card does. */
async function importCustomer(page: Page, name: string, email: string) {
  const res = await page.request.post("/api/import-customers", {
    multipart: {
      file: {
        name: "customers.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Name,Email,Consent\n${name},${email},yes\n`),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return readFile((await file.path())!, "utf8");
}

test("the owner finds a customer, opens their page and exports CSV files @layout", async ({ page }) => {
  const tag = randomBytes(3).toString("hex");
  const name = `Nadia Fairway ${tag}`;
  const email = `nadia.${tag}@example.com`;
  await signIn(page, admin.username, admin.password);
  await importCustomer(page, name, email);

  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Customers");
  await snap(page, "list");
  await page.getByLabel("Search customers").fill(`NADIA.${tag}`);
  await expect(page).toHaveURL(new RegExp(`q=NADIA.${tag}`));
  const link = page.getByRole("link", { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await expect(page.getByText("Page 1 of 1 · 1 customer")).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByRole("heading", { name })).toBeVisible();
  await expect(summary.getByText("Subscribed")).toBeVisible();
  await expect(page.getByText("No orders yet.")).toBeVisible();
  await expect(page.getByText("Agreed to marketing e-mail")).toBeVisible();
  await snap(page, "customer");
  await page.getByRole("link", { name: "All customers" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=NADIA.${tag}`));

  // A search that finds nobody says so.
  await page.getByLabel("Search customers").fill(`nobody-${tag}`);
  await expect(page.getByText("No customer matches your search.")).toBeVisible();

  await openAdminSection(page, "Reports");
  const exportsCard = page.getByRole("region", { name: "Exports" });
  await exportsCard.scrollIntoViewIfNeeded();
  const customersCsv = await download(page, "Export customers");
  expect(customersCsv.split("\r\n")[0]).toContain("Customer,Email,Name,Orders,Total spent");
  expect(customersCsv).toContain(`${email},${name},0,0.00,,subscribed`);
  await expect(exportsCard.getByText(/Saved customers-.*\.csv: \d+ rows/)).toBeVisible();

  await exportsCard.getByLabel("Orders from").fill("2020-01-01");
  await exportsCard.getByLabel("Orders to").fill("2020-01-31");
  const ordersCsv = await download(page, "Export orders");
  expect(ordersCsv.replace(/^\uFEFF/, "")).toBe(
    "Kind,Order,Placed,Updated,Customer,Email,Status,Subtotal,Rush fee,Discount,Shipping,Tax,Total,Paid,Refunded,Net paid,Balance due,Archived\r\n",
  );
  await expect(exportsCard.getByText("Saved orders-2020-01-01-to-2020-01-31.csv: 0 rows")).toBeVisible();
  await snap(page, "exports");
  if (takeScreenshots) {
    const width = page.viewportSize()?.width ?? 1280;
    await exportsCard.screenshot({ path: `/tmp/shots-customers/exports-card-${width}.png` });
  }
});
