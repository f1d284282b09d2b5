// The owner's Reports: a preset range and a range of their own, kept in the address; each figure
// a chart with its table. Both widths run at once on one shop and other specs place orders too,
// so the exact figures checked are those only this test makes: its own discount code's row, and
// its own pin among the best sellers; an old range shows the empty state. Its orders ship to
// Vermont, which it gives a sales tax rate, so the shipping and tax card has figures: no other
// spec ships there, and the specs that set rates later (playwright.config.ts) replace the whole
// list. Both widths set the same rate at once, so neither clears it while the other still buys.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { gotoHydrated, openAdminSection, takeScreenshots } from "./helpers.ts";
import { logoPng, payThroughEmulator, signInAdmin } from "./shop-data.ts";

/** Where this test's orders ship: a state with a sales tax rate only this test sets. */
const VERMONT = {
  line1: "12 Church Street",
  city: "Burlington",
  state: "VT",
  postalCode: "05401",
  country: "US",
};
const buyer = (email: string) => ({ name: "Robin Report", email, shippingAddress: VERMONT });

/** The owner reads the reports in their own zone, not the server's. */
const ZONE = "America/Los_Angeles";
test.use({ timezoneId: ZONE });

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-reports-${name}.png`, fullPage: true });
}

const todayIn = (zone: string, daysBack = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(Date.now() - daysBack * 86_400_000));

/** A custom order of 100 gold pins whose deposit is paid, with `code` applied. */
async function customOrderWithCode(page: Page, email: string, code: string) {
  const prepared = await page.request.post("/api/custom-orders/prepare", {
    multipart: {
      logo: { name: "crest.png", mimeType: "image/png", buffer: await logoPng() },
      orderData: JSON.stringify({
        quantity: 100,
        size: "1inch",
        plating: "gold",
        pinBack: "rubber",
        packaging: "just-pins",
        rushOrder: false,
        customerName: "Robin Report",
        customerEmail: email,
        promoCode: code,
      }),
    },
  });
  expect(prepared.status()).toBe(201);
  const { id, checkoutToken } = (await prepared.json()) as { id: number; checkoutToken: string };
  await payThroughEmulator(page.request, {
    purpose: "deposit",
    customOrderId: id,
    checkoutToken,
    customer: buyer(email),
  });
}

/** A cart order of `quantity` of the first pin in stock, with `code` applied; answers the pin's name. */
async function cartOrderWithCode(page: Page, email: string, code: string, quantity: number) {
  const products = (await (await page.request.get("/api/products")).json()) as {
    id: number;
    name: string;
    inStock: boolean;
  }[];
  const pin = products.find((p) => p.inStock)!;
  const sessionId = randomBytes(16).toString("base64url");
  const added = await page.request.post("/api/cart", {
    headers: { "X-Session-Id": sessionId },
    data: { productId: pin.id, quantity },
  });
  expect(added.status()).toBe(201);
  await payThroughEmulator(
    page.request,
    { purpose: "cart", discountCode: code, customer: buyer(email) },
    { "X-Session-Id": sessionId },
  );
  return pin.name;
}

test("the owner reads reports for a preset and for dates of their own, with the orders just placed @layout", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const project = info.project.name;
  await signInAdmin(page.request);
  const code = `RPT${randomBytes(3).toString("hex").toUpperCase()}`;
  const created = await page.request.post("/api/discount-codes", {
    data: { code, discountType: "fixed", discountValue: 5 },
  });
  expect(created.status()).toBe(201);
  const taxed = await page.request.put("/api/admin/tax-rates", {
    data: { rates: [{ state: "VT", rate: 6, onShipping: true }] },
  });
  expect(taxed.status()).toBe(200);
  const email = `reports-${randomBytes(4).toString("hex")}@example.com`;
  await customOrderWithCode(page, email, code);
  const pin = await cartOrderWithCode(page, email, code, 7);

  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Reports");
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const status = page.getByRole("status").filter({ hasText: "By day" });
  await expect(status).toContainText(`${ZONE.replace("_", " ")} time`);

  // The default range, the last 30 days: this test's code in both kinds of order, $5 off each.
  const codes = page.getByRole("table", { name: "Discount codes used" });
  await expect(codes.getByRole("row", { name: new RegExp(code) })).toHaveText(
    new RegExp(`${code}\\s*1\\s*1\\s*\\$10\\.00`),
  );
  await expect(page.getByRole("img", { name: "Sales by day, by kind of payment" })).toBeVisible();
  const best = page.getByRole("table", { name: "Best-selling products" }).getByRole("row", { name: pin });
  await expect(best).toBeVisible();
  expect(
    Number((await best.getByRole("cell").first().textContent())?.replace(/,/g, "")),
  ).toBeGreaterThanOrEqual(7);
  // Shipping and sales tax: both of this test's orders paid Vermont's tax (no other spec pays
  // tax before this one ends), and the card charts it beside its table.
  const charges = page.getByRole("region", { name: "Shipping and sales tax", exact: true });
  await expect(
    charges.getByRole("img", { name: "Shipping and sales tax by day, cart and custom orders" }),
  ).toBeVisible();
  const chargesTotal = charges
    .getByRole("table", { name: "Shipping and sales tax by day" })
    .getByRole("row", {
      name: "Total",
    });
  const [cartTax, customTax] = [chargesTotal.getByRole("cell").nth(2), chargesTotal.getByRole("cell").nth(3)];
  await expect(cartTax).toHaveText(/^\$\d/);
  expect(await cartTax.textContent()).not.toBe("$0.00");
  expect(await customTax.textContent()).not.toBe("$0.00");
  await expectAccessible(page, "admin reports, last 30 days");
  await snap(page, project, "last-30-days");
  if (takeScreenshots)
    await charges.screenshot({ path: `test-results/screenshots/${project}-reports-shipping-tax.png` });

  // A preset: the address keeps it, so a reload shows the same range.
  await page.getByRole("combobox", { name: "Range" }).click();
  await page.getByRole("option", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\?range=last-7-days$/);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(todayIn(ZONE, 6));
  await expect(codes.getByRole("row", { name: new RegExp(code) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Range" })).toHaveText(/Last 7 days/);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(todayIn(ZONE));

  // Dates of the owner's own: refused the wrong way round, then half a year long ago, by week.
  await page.getByLabel("From", { exact: true }).fill("2020-06-30");
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page.getByRole("alert")).toHaveText("The start date must be on or before the end date");
  await expectAccessible(page, "admin reports, dates the wrong way round");
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill("2020-06-30");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/\?from=2020-01-01&to=2020-06-30$/);
  await expect(page.getByRole("status").filter({ hasText: "By week" })).toContainText("Jan 1 – Jun 30, 2020");
  await expect(page.getByRole("heading", { name: "No sales in this range" })).toBeVisible();
  await expectAccessible(page, "admin reports, an empty range");
  await snap(page, project, "empty-range");

  // Yesterday and today: the orders of this test again, and Back returns to the quarter.
  await page.getByLabel("From", { exact: true }).fill(todayIn(ZONE, 1));
  await page.getByLabel("To", { exact: true }).fill(todayIn(ZONE));
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(codes.getByRole("row", { name: new RegExp(code) })).toHaveText(/\$10\.00/);
  await expect(page.getByRole("table", { name: "Sales by day" })).toBeVisible();
  await snap(page, project, "custom-range");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "No sales in this range" })).toBeVisible();
});
