// The custom-order lifecycle after the deposit: the admin moves
// a paid order into production and ships it with a tracking number; the customer follows it on
// the track page and reorders it; the shipped e-mail's private link opens the order page
// without signing in, and an unknown link is "Order Not Found" with HTTP 404.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, signIn, signUp, takeScreenshots, uniqueUsername } from "./helpers.ts";
import { paidCustomOrder as paidOrder } from "./shop-data.ts";

const TRACKING = "1Z999AA10123456784";

/** The signed-in customer's custom order of butterfly-backed pins in bags ($54.00 deposit), paid. */
const paidCustomOrder = (api: APIRequestContext, email: string) =>
  paidOrder(api, email, { pinBack: "butterfly", packaging: "individual-bags" });

/** The private order-page link in the shipped e-mail, as the admin's outbox shows it. */
async function shippedMailLink(api: APIRequestContext, email: string): Promise<string> {
  const list = await api.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`);
  const { items } = (await list.json()) as { items: { id: number; subject: string }[] };
  const shipped = items.find((m) => m.subject.includes("has shipped"));
  expect(shipped, "the shipped e-mail is in the outbox").toBeDefined();
  const mail = (await (await api.get(`/api/admin/outbox/${shipped!.id}`)).json()) as { text: string };
  expect(mail.text).toContain(TRACKING);
  const link = /https?:\/\/\S+?\/orders\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return new URL(link!).pathname;
}

/** Answers the confirmation of a change the payments contradict with a reason. */
async function confirmWithReason(page: Page, reason: string) {
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(/is still owed on this order/)).toBeVisible();
  await confirm.getByLabel("Reason (required)").fill(reason);
  await confirm.getByRole("button", { name: "Confirm with reason" }).click();
  await expect(confirm).toHaveCount(0);
}

/** The admin's order dialog scrolls on its own: its top, middle and end, as the admin sees them. */
async function snapDialog(page: Page, dialog: Locator, prefix: string) {
  if (!takeScreenshots) return;
  for (const [part, at] of [
    ["top", 0],
    ["middle", 0.45],
    ["bottom", 1],
  ] as const) {
    await dialog.evaluate((el, share) => el.scrollTo(0, (el.scrollHeight - el.clientHeight) * share), at);
    await page.screenshot({ path: `test-results/screenshots/${prefix}-lifecycle-admin-dialog-${part}.png` });
  }
}

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({
    path: `test-results/screenshots/${project}-lifecycle-${name}.png`,
    fullPage: true,
  });
}

test("the admin ships a custom order; the customer follows it, opens the e-mailed link and reorders", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });
  const orderId = await paidCustomOrder(page.request, email);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.username, admin.password);
  await gotoHydrated(adminPage, "/admin/custom-orders");
  await adminPage.getByLabel("Search custom orders").fill(email);
  const row = adminPage.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row.getByText("Deposit Paid", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Open order #${orderId}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: `Custom order #${orderId}` });
  await expect(dialog.getByText("1 Augusta Way")).toBeVisible();
  await expect(dialog.getByText(/deposit · completed/i)).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Artwork for order #${orderId}` })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download artwork" })).toBeVisible();

  await dialog.getByLabel("Status").click();
  await adminPage.getByRole("option", { name: "In Production" }).click();
  await dialog.getByRole("button", { name: "Update status" }).click();
  // The balance is still owed: the admin confirms production with a reason.
  await confirmWithReason(adminPage, "Balance agreed on delivery");
  await expect(dialog.getByTestId("custom-order-status")).toHaveText("In Production");
  await expect(dialog.getByText("Deposit Paid → In Production")).toBeVisible();

  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByText("Tracking number is required.")).toBeVisible();
  await dialog.getByLabel("Tracking number").fill(` ${TRACKING} `);
  await dialog.getByLabel("Tracking URL (optional)").fill(`https://www.ups.com/track?tracknum=${TRACKING}`);
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await confirmWithReason(adminPage, "Balance agreed on delivery");
  await expect(dialog.getByTestId("custom-order-status")).toHaveText("Shipped");
  await expect(dialog.getByText("In Production → Shipped")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await snapDialog(adminPage, dialog, project);
  const orderPath = await shippedMailLink(adminPage.request, email);
  await adminContext.close();

  // The customer's track page: the nine-step timeline at Shipped, the tracking, Reorder.
  await gotoHydrated(page, "/track-order");
  const card = page.getByRole("article", { name: `Order #${orderId}` });
  await expect(card.getByText("Shipped").first()).toBeVisible();
  const progress = card.getByRole("list", { name: "Order progress" });
  await expect(progress.getByRole("listitem")).toHaveCount(9);
  await expect(progress.locator('[aria-current="step"]')).toContainText("Shipped");
  await expect(card.getByText(TRACKING)).toBeVisible();
  await expect(card.getByRole("link", { name: /Track package/ })).toHaveAttribute(
    "href",
    `https://www.ups.com/track?tracknum=${TRACKING}`,
  );
  await snap(page, project, "track-order");

  // The e-mailed link works in a browser that has never signed in.
  const guest = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guestPage = await guest.newPage();
  const opened = await gotoHydrated(guestPage, orderPath);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(guestPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(guestPage.getByRole("heading", { name: "Your Custom Pins", level: 1 })).toBeVisible();
  await expect(guestPage.getByRole("article", { name: `Order #${orderId}` })).toBeVisible();
  await expect(
    guestPage.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]'),
  ).toContainText("Shipped");
  await expect(guestPage.getByText(TRACKING)).toBeVisible();
  await snap(guestPage, project, "order-page");
  const missing = await gotoHydrated(guestPage, `/orders/${"x".repeat(43)}`);
  expect(missing?.status()).toBe(404);
  await expect(guestPage.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
  await snap(guestPage, project, "order-not-found");
  await guest.close();

  // Reorder: the builder opens at the review with the same pins and artwork.
  await card.getByRole("link", { name: /Reorder/ }).click();
  await expect(page).toHaveURL(/\/custom$/);
  await expect(page.getByText(`Order #${orderId} loaded`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Review & Order", level: 3 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay Deposit - \$/ })).toBeEnabled();
  await snap(page, project, "reorder");
});

test("the admin cancels a paid custom order and the deposit is refunded through PayPal", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const email = `${uniqueUsername()}@example.com`;
  const orderId = await paidCustomOrder(page.request, email);
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin/custom-orders");
  await page.getByLabel("Search custom orders").fill(email);
  await page.getByRole("button", { name: `Open order #${orderId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Custom order #${orderId}` });

  await dialog.getByRole("button", { name: "Cancel order" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Cancel custom order #${orderId}?` });
  await confirm.getByLabel("Reason (optional)").fill("The club cancelled its tournament");
  await confirm.getByRole("button", { name: "Refund and cancel" }).click();
  const outcome = dialog.getByRole("status").filter({ hasText: "Order cancelled" });
  await expect(outcome).toContainText(`Order #${orderId} is cancelled. $54.00 was refunded through PayPal.`);
  await expect(outcome).toContainText(/deposit \$54\.00: refunded/i);
  await expect(dialog.getByTestId("custom-order-status")).toHaveText("Cancelled");
  await expect(dialog.getByText(/refund · completed/i)).toBeVisible();
  await expect(dialog.getByText(/The club cancelled its tournament \(refunded \$54\.00\)/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await snapDialog(page, dialog, `${info.project.name}-cancel`);
});
