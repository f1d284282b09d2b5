// A custom order shipped to California: the owner sets a custom-order shipping rate and
// California's sales tax; the builder's review step says what shipping costs, plus sales tax;
// the deposit checkout shows shipping, tax, the total and the deposit with its share of the tax
// once the address is typed, and PayPal charges exactly that. The balance page and the order's
// own page show the same lines. Rates are shop-wide, so this spec runs after every other one
// (playwright.config.ts), once at each width, and clears the rates it set.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { formatUsd } from "../../app/lib/money.ts";
import { admin, gotoHydrated, signIn, takeScreenshots } from "./helpers.ts";
import { balancePaymentPath, logoPng, orderPagePath, paidCustomOrder, signInAdmin } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/screenshots/${project}-${name}.png`,
    fullPage: true,
  });
}

const SHIPPING_CENTS = 1_200;
/** California's 7.25%, on the pins and the shipping, in thousandths of a percent. */
const CA_RATE = 7_250;

async function setRates(api: APIRequestContext, shipping: unknown[], tax: unknown[]) {
  const custom = await api.put("/api/admin/shipping-rates?scope=custom", { data: { rates: shipping } });
  expect(custom.status()).toBe(200);
  expect((await api.put("/api/admin/tax-rates", { data: { rates: tax } })).status()).toBe(200);
}

/** The figures the shop must show, worked out here from the rates: tax once, rounded half up. */
function expected(goodsCents: number, depositCents: number) {
  const taxCents = Math.floor(((goodsCents + SHIPPING_CENTS) * CA_RATE + 50_000) / 100_000);
  const depositTaxCents = Math.floor((2 * taxCents * depositCents + goodsCents) / (2 * goodsCents));
  const totalCents = goodsCents + SHIPPING_CENTS + taxCents;
  const depositDueCents = depositCents + depositTaxCents;
  return {
    taxCents,
    depositTaxCents,
    totalCents,
    depositDueCents,
    balanceCents: totalCents - depositDueCents,
  };
}

async function throughTheBuilder(page: Page, project: string, email: string) {
  await gotoHydrated(page, "/custom");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Pin Specifications" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Packaging & Delivery" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page
    .getByLabel("Your logo or artwork")
    .setInputFiles({ name: "club-crest.png", mimeType: "image/png", buffer: await logoPng() });
  await page.getByLabel("Full name").fill("Casey Coast");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Review & Order" })).toBeVisible();
  await expect(page.getByTestId("custom-shipping-note")).toHaveText(
    "Shipping within the US is $12.00 per order, plus sales tax where it applies.",
  );
  await snap(page, project, "1-review");
  await page.getByRole("button", { name: /^Pay Deposit - / }).click();
  await expect(page).toHaveURL(/\/checkout\?customOrderId=\d+&orderData=/, { timeout: 15_000 });
  return Number(new URL(page.url()).searchParams.get("customOrderId"));
}

test("a custom order to California shows shipping and tax before the deposit, which carries its tax share", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const adminApi = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  await signInAdmin(adminApi);
  try {
    await setRates(
      adminApi,
      [{ country: "US", flatRate: 12 }],
      [{ state: "CA", rate: 7.25, onShipping: true }],
    );
    const email = `custom-tax-${randomBytes(4).toString("hex")}@example.com`;
    const orderId = await throughTheBuilder(page, project, email);

    const order = (await (await adminApi.get(`/api/custom-orders/${orderId}`)).json()) as {
      totalPrice: number;
      depositAmount: number;
    };
    const goodsCents = Math.round(order.totalPrice * 100);
    const depositCents = Math.round(order.depositAmount * 100);
    const x = expected(goodsCents, depositCents);

    await expect(page.getByTestId("custom-shipping")).toHaveText("Enter your address");
    await expect(page.getByTestId("custom-deposit-due")).toHaveText(formatUsd(depositCents));
    await page.getByLabel("Street address").fill("1 Ocean Drive");
    await page.getByLabel("City").fill("Newport Beach");
    await page.getByLabel("State / Province").fill("CA");
    await page.getByLabel("ZIP / Postal code").fill("92660");
    await expect(page.getByTestId("custom-shipping")).toHaveText(formatUsd(SHIPPING_CENTS));
    await expect(page.getByTestId("custom-tax")).toHaveText(formatUsd(x.taxCents));
    await expect(page.getByTestId("custom-total")).toHaveText(formatUsd(x.totalCents));
    await expect(page.getByTestId("custom-deposit-due")).toHaveText(formatUsd(x.depositDueCents));
    await expect(page.getByText(`Includes ${formatUsd(x.depositTaxCents)} sales tax`)).toBeVisible();
    await expect(page.getByText(formatUsd(x.balanceCents), { exact: true })).toBeVisible();
    await snap(page, project, "2-checkout");

    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
    const popup = await popupOpened;
    await expect(popup.getByText(formatUsd(x.depositDueCents).replace("$", ""))).toBeVisible();
    await popup.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Deposit Payment Successful!" })).toBeVisible({
      timeout: 30_000,
    });

    const paid = (await (await adminApi.get(`/api/custom-orders/${orderId}`)).json()) as {
      taxAmount: number;
      depositTax: number;
      money: { charged: number; balanceDue: number };
    };
    expect(Math.round(paid.money.charged * 100)).toBe(x.depositDueCents);
    expect(Math.round(paid.taxAmount * 100)).toBe(x.taxCents);
    expect(Math.round(paid.depositTax * 100)).toBe(x.depositTaxCents);
    expect(Math.round(paid.money.balanceDue * 100)).toBe(x.balanceCents);

    // The order's own page, and the balance page once the design is approved.
    await gotoHydrated(page, await orderPagePath(adminApi, email));
    await expect(page.getByText(`Sales tax ${formatUsd(x.taxCents)}`)).toBeVisible();
    await expect(page.getByText(`Shipping ${formatUsd(SHIPPING_CENTS)}`)).toBeVisible();
    await snap(page, project, "3-order-page");
    await gotoHydrated(page, await balancePaymentPath(adminApi, orderId));
    const summary = page.locator("section", { has: page.getByRole("heading", { name: "Payment summary" }) });
    await expect(summary.getByText(formatUsd(x.taxCents))).toBeVisible();
    await expect(summary.getByText(formatUsd(x.totalCents))).toBeVisible();
    await expect(summary.getByText(`-${formatUsd(x.depositDueCents)}`)).toBeVisible();
    await expect(summary.getByText(formatUsd(x.balanceCents))).toBeVisible();
    await snap(page, project, "4-balance");
  } finally {
    await setRates(adminApi, [], []);
    await adminApi.dispose();
  }
});

test("the owner sets custom-order shipping on the Shipping & Tax screen, and the order dialog shows the lines", async ({
  page,
  request: guest,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  await signIn(page, admin.username, admin.password);
  try {
    await page.request.put("/api/admin/shipping-rates?scope=custom", { data: { rates: [] } });
    await gotoHydrated(page, "/admin/shipping-tax");
    const custom = page.getByRole("region", { name: "Custom-order shipping" });
    await expect(
      custom.getByText("No rates means custom orders ship free everywhere", { exact: false }),
    ).toBeVisible();
    await custom.getByRole("button", { name: "Add custom-order rate" }).click();
    await custom.getByLabel("Flat rate (rate 1)").fill("12");
    await custom.getByRole("button", { name: "Save custom-order rates" }).click();
    await expect(page.getByText("Custom-order shipping saved")).toBeVisible();
    await expect(custom.getByLabel("Flat rate (rate 1)")).toHaveValue("12.00");
    // The cart's own list is still empty.
    await expect(
      page.getByRole("region", { name: "Shipping rates" }).getByText("No rates set."),
    ).toBeVisible();
    expect(await (await guest.get("/api/custom-orders/shipping")).json()).toEqual({
      shipping: "flat",
      flatRate: 12,
      freeOver: null,
    });
    expect(
      (
        await page.request.put("/api/admin/tax-rates", {
          data: { rates: [{ state: "CA", rate: 7.25, onShipping: true }] },
        })
      ).status(),
    ).toBe(200);
    await snap(page, project, "5-admin-rates");

    // 100 gold 1-inch pins ($525.00) to California: $12.00 shipping, 7.25% of $537.00.
    const id = await paidCustomOrder(guest, `custom-tax-${randomBytes(4).toString("hex")}@example.com`);
    const x = expected(52_500, 5_250);
    await gotoHydrated(page, `/admin/custom-orders/${id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Sales tax", { exact: true })).toBeVisible();
    await expect(dialog.getByText(formatUsd(x.taxCents), { exact: true })).toBeVisible();
    await expect(dialog.getByText(formatUsd(x.totalCents), { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Includes ${formatUsd(x.depositTaxCents)} tax`)).toBeVisible();
    await snap(page, project, "6-admin-dialog");
  } finally {
    await page.request.put("/api/admin/shipping-rates?scope=custom", { data: { rates: [] } });
    await page.request.put("/api/admin/tax-rates", { data: { rates: [] } });
  }
});
