// The exit-intent offer with a controlled clock: armed
// after 3 s by the pointer leaving the top of the page, shown at 60 s otherwise, once per browser
// session, never on /checkout; sending shows the code, a failure shows the fixed failure message.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, takeScreenshots } from "./helpers.ts";

// Other specs start with the offer claimed (playwright.config.ts); these start as a new visitor.
test.use({ storageState: { cookies: [], origins: [] } });

const START = new Date("2026-05-04T15:00:00Z");
const offer = (page: Page) => page.getByRole("dialog", { name: "Take 15% off your order" });

/** Opens `path` on a paused fake clock, so every second of the offer's timing is the test's to give. */
async function visit(page: Page, path: string) {
  await page.clock.install({ time: START });
  // The installed clock runs until paused: a minute ahead is never in its past, however busy the machine.
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  await gotoHydrated(page, path);
}

/** Lets `ms` pass; when the 3 s mark is among them, waits for the availability check and the popup's code. */
async function pass(page: Page, ms: number, arming = false) {
  const armed = arming
    ? Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/exit-intent-discount")),
        page.waitForResponse((r) => /\/assets\/exit-intent-dialog[^/]*\.js$/.test(r.url())),
      ])
    : null;
  await page.clock.runFor(ms);
  await armed;
}

/** The pointer leaves the window through its top edge (mouseout, clientY ≤ 0). */
const leaveTop = (page: Page, clientY = 0) =>
  page.locator("body").dispatchEvent("mouseout", { clientY, clientX: 400, relatedTarget: null });

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-exit-intent-${name}.png` });
}

test("not shown before 3 s; armed after 3 s, the pointer leaving the top shows it @desktop", async ({
  page,
}) => {
  await visit(page, "/");
  await pass(page, 2_000);
  await leaveTop(page);
  await page.clock.runFor(100);
  await expect(offer(page)).toHaveCount(0);

  await pass(page, 1_500, true);
  await leaveTop(page, 240);
  await page.clock.runFor(100);
  await expect(offer(page)).toHaveCount(0);
  // The popup's code may still be evaluating after its download; a person moves out again.
  await expect(async () => {
    await leaveTop(page);
    await expect(offer(page)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText("We'll also send you occasional offers. Unsubscribe anytime.")).toBeVisible();
});

test("shown after 60 s without any pointer; once per browser session", async ({ page }) => {
  await visit(page, "/custom");
  await pass(page, 3_500, true);
  await pass(page, 55_000);
  await expect(offer(page)).toHaveCount(0);
  await pass(page, 2_000);
  await expect(offer(page)).toBeVisible();

  // Escape closes it, and focus never left it while open.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await offer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(offer(page)).toHaveCount(0);

  // The same session, another page and a reload: no second offer.
  await gotoHydrated(page, "/blog");
  await pass(page, 65_000);
  await leaveTop(page);
  await page.reload();
  await pass(page, 65_000);
  await leaveTop(page);
  await expect(offer(page)).toHaveCount(0);
});

test("never on /checkout, however long the visitor stays", async ({ page }) => {
  let checked = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/exit-intent-discount")) checked = true;
  });
  await visit(page, "/checkout");
  await pass(page, 65_000);
  await leaveTop(page);
  await page.clock.runFor(100);
  await expect(offer(page)).toHaveCount(0);
  expect(checked).toBe(false);
});

test("sending the e-mail shows the code; the address is required", async ({ page }, info) => {
  await visit(page, "/");
  await pass(page, 3_500, true);
  await pass(page, 57_000);
  const dialog = offer(page);
  await expect(dialog).toBeVisible();
  await snap(page, info.project.name, "offer");

  await dialog.getByRole("button", { name: "Send my code" }).click();
  await expect(dialog.getByText("Please enter your email address")).toBeVisible();
  await dialog.getByLabel("Email address").fill("not-an-address");
  await dialog.getByRole("button", { name: "Send my code" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

  const email = `popup-${randomBytes(4).toString("hex")}@example.com`;
  await dialog.getByLabel("Email address").fill(email);
  const sent = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith("/api/exit-intent-discount"),
  );
  await dialog.getByRole("button", { name: "Send my code" }).click();
  expect((await sent).request().postDataJSON()).toEqual({ email, discountCode: "SAVE15" });
  const success = page.getByRole("dialog", { name: "Check your inbox" });
  await expect(success).toBeVisible();
  await expect(success.getByText(email)).toBeVisible();
  await expect(success.getByText("SAVE15", { exact: true })).toBeVisible();
  await snap(page, info.project.name, "sent");
  await success.getByRole("button", { name: "Keep shopping" }).click();
  await expect(success).toHaveCount(0);
});

test("a failure shows the fixed message and the form stays", async ({ page }, info) => {
  await page.route("**/api/exit-intent-discount", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"boom","code":"internal"}',
        })
      : route.continue(),
  );
  await visit(page, "/");
  await pass(page, 3_500, true);
  await pass(page, 57_000);
  const dialog = offer(page);
  await dialog.getByLabel("Email address").fill(`popup-${randomBytes(4).toString("hex")}@example.com`);
  await dialog.getByRole("button", { name: "Send my code" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to send discount code. Please try again.");
  await expect(dialog.getByRole("button", { name: "Send my code" })).toBeEnabled();
  await snap(page, info.project.name, "failed");
});
