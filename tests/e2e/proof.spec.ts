// Mockups and the proof page: the admin sends a mockup, the customer opens it from the
// tracking card's "Review Mockup", asks for changes, gets version 2, approves it and is offered
// the balance payment. The admin's uploads go through the API with the admin's own session (the
// order dialog that hosts the upload form belongs to another screen's spec).
import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { admin, gotoHydrated, signIn, signUp, takeScreenshots, uniqueUsername } from "./helpers.ts";
import { paidCustomOrder } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${project}-proof-${name}.png`, fullPage: true });
}

/** A real PNG drawn by sharp, so the server's check of the bytes accepts it. */
async function png(background: string, width = 640, height = 640): Promise<Buffer> {
  const pin = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fcfaf3"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${width / 2.6}" fill="${background}" stroke="#d0a348" stroke-width="18"/>
    <text x="50%" y="54%" font-size="64" text-anchor="middle" fill="#fcfaf3" font-family="Georgia">FAIRWAY</text>
  </svg>`;
  return sharp(Buffer.from(pin)).png().toBuffer();
}

/** The admin, signed in in a browser of their own. */
async function adminSession(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin.username, admin.password);
  return page;
}

async function sendMockup(adminPage: Page, orderId: number, file: Buffer, note: string) {
  const res = await adminPage.request.post(`/api/custom-orders/${orderId}/mockups`, {
    multipart: { file: { name: "mockup.png", mimeType: "image/png", buffer: file }, note },
  });
  expect(res.status()).toBe(201);
}

/** From the tracking card of the order to its proof page. */
async function openFromTracking(page: Page, orderId: number, shot?: string) {
  await gotoHydrated(page, "/track-order");
  const card = page.getByRole("article", { name: `Order #${orderId}` });
  await expect(card.getByText("Your mockup is ready")).toBeVisible();
  if (shot && takeScreenshots)
    await card.screenshot({ path: `test-results/screenshots/${shot}-proof-tracking-card.png` });
  await card.getByRole("button", { name: "Review Mockup" }).click();
  await expect(page).toHaveURL(/\/proof\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { name: "Review Your Mockup", level: 1 })).toBeVisible();
}

test("a customer asks for changes, then approves version 2 and is offered the balance", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const project = info.project.name;
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });
  const orderId = await paidCustomOrder(page.request, email);
  const adminPage = await adminSession(browser);
  await sendMockup(adminPage, orderId, await png("#185b37"), "Club green with a brass rim, as you asked.");

  await openFromTracking(page, orderId, project);
  expect((await page.request.get(page.url())).headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("Version 1", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Mockup version 1 of your pins" })).toBeVisible();
  await expect(page.getByText("Club green with a brass rim, as you asked.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
  await snap(page, project, "awaiting");

  await page.getByRole("button", { name: "Request Changes" }).click();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Please tell us what you would like changed.")).toBeVisible();
  await page
    .getByLabel("What would you like changed?")
    .fill("Please make the flag red and the lettering bigger.");
  await snap(page, project, "request-changes");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Changes Requested", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Changes requested" })).toBeVisible();
  const firstLink = page.url();

  await sendMockup(adminPage, orderId, await png("#a33b2f"), "Red flag, larger lettering.");
  // The first e-mail's link keeps working and shows the newer version; so does the tracking card.
  await gotoHydrated(page, new URL(firstLink).pathname);
  await expect(page.getByText("Version 2", { exact: true })).toBeVisible();
  await openFromTracking(page, orderId);
  expect(new URL(page.url()).pathname).toBe(new URL(firstLink).pathname);
  await expect(page.getByText("Version 2", { exact: true })).toBeVisible();
  const earlier = page.getByRole("region", { name: "Earlier versions" });
  await expect(earlier.getByText("Version 1")).toBeVisible();
  await expect(earlier.getByText("Changes requested")).toBeVisible();
  await expect(earlier.getByText("Please make the flag red and the lettering bigger.")).toBeVisible();
  await snap(page, project, "version-2");

  await page.getByRole("button", { name: "Approve Design" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Approve this design?" });
  await expect(confirm).toContainText("starts your balance payment");
  await confirm.getByRole("button", { name: "Approve Design" }).click();
  await expect(page.getByRole("heading", { name: "Design Approved!" })).toBeVisible();
  const pay = page.getByRole("link", { name: "Pay Balance" });
  await expect(pay).toBeVisible();
  await snap(page, project, "approved");
  await pay.click();
  await expect(page).toHaveURL(/\/balance-payment\/[A-Za-z0-9_-]{43}$/);
  await adminPage.context().close();
});

test("an unknown proof link shows Proof Not Found", async ({ page }) => {
  await gotoHydrated(page, `/proof/${randomBytes(32).toString("base64url")}`);
  await expect(page.getByRole("heading", { name: "Proof Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Track your order" })).toBeVisible();
});
