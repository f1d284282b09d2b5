// The admin's shell: its sections in a sidebar on wide screens and in a drawer on a phone, the
// current one marked; one address per section and per order, so a reload, Back and a link from
// an e-mail land on the same screen; and the first dashboard's `?tab=…&order=…` links, still in
// owners' mailboxes, sent on to their new addresses.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  admin,
  fillLogin,
  gotoHydrated,
  openAdminSection,
  signIn,
  signUp,
  takeScreenshots,
  uniqueUsername,
} from "./helpers.ts";
import { paidCustomOrder } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({
    path: `test-results/screenshots/${project}-admin-shell-${name}.png`,
    fullPage: true,
  });
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const SECTIONS = ["Overview", "Custom Orders", "Orders", "Discount Codes", "Blog", "Customers & Email"];

test("the sections sit in a sidebar at 1280 px and in a drawer at 390 px, the current one marked @layout", async ({
  page,
  isMobile,
}, info) => {
  test.setTimeout(120_000);
  const email = `shell-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await paidCustomOrder(page.request, email);
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await snap(page, info.project.name, "overview");

  const menu = page.getByRole("button", { name: "Open admin menu" });
  const nav = page.getByRole("navigation", { name: "Admin" });
  if (isMobile) {
    // No sidebar on a phone: the sections wait in the drawer.
    await expect(nav).toHaveCount(0);
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Shop admin" });
    await expect(drawer.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await snap(page, info.project.name, "drawer");
    await drawer.getByRole("link", { name: "Custom Orders" }).click();
    await expect(drawer).toBeHidden();
    await menu.click();
    await expect(drawer.getByRole("link", { name: "Custom Orders" })).toHaveAttribute("aria-current", "page");
    await expect(drawer.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  } else {
    await expect(menu).toBeHidden();
    for (const name of SECTIONS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    // The sidebar sits to the left of the section's screen.
    const side = (await nav.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(heading.x);
    await nav.getByRole("link", { name: "Custom Orders" }).click();
    await expect(nav.getByRole("link", { name: "Custom Orders" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Custom Orders" })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
  await page.getByLabel("Search custom orders").fill(email);
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row).toBeVisible();

  // The list takes the whole width the shell leaves it, and the page never scrolls sideways.
  const main = (await page.getByRole("main").boundingBox())!;
  const table = (await page.getByRole("table").boundingBox())!;
  expect(table.width).toBeGreaterThan(main.width - 2 * 64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await snap(page, info.project.name, "custom-orders");

  await row.getByRole("button", { name: `Open order #${orderId}` }).click();
  await expect(page.getByRole("dialog", { name: `Custom order #${orderId}` })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/admin/custom-orders/${orderId}`);
  await snap(page, info.project.name, "custom-order");
});

test("a deep link opens its order after a reload, and Back after closing it leaves the list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `shell-link-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await paidCustomOrder(page.request, email);
  await signIn(page, admin.username, admin.password);
  const dialog = page.getByRole("dialog", { name: `Custom order #${orderId}` });

  await gotoHydrated(page, `/admin/custom-orders/${orderId}`);
  await expect(dialog.getByText(/deposit · completed/i)).toBeVisible();
  await page.reload();
  await expect(dialog.getByText(/deposit · completed/i)).toBeVisible();
  // Closed, it leaves its list, whose section is the current one.
  await page.keyboard.press("Escape");
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Custom Orders" }),
  ).toHaveAttribute("aria-current", "page");

  // From the overview to the list, then an order opened from it and closed: Back goes from the
  // list to the overview, with no second copy of the list in between.
  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Custom Orders");
  await page.getByLabel("Search custom orders").fill(email);
  await page.getByRole("button", { name: `Open order #${orderId}` }).click();
  await expect(dialog).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/admin/custom-orders/${orderId}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
  await page.goBack();
  await expect.poll(() => pathOf(page)).toBe("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  // Forward again: the list, with no order open.
  await page.goForward();
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
  await expect(dialog).toBeHidden();

  // An order that does not exist says so and leaves the list's address.
  await gotoHydrated(page, "/admin/custom-orders/2147483000");
  await expect(page.getByText("Order #2147483000 could not be opened.")).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
});

test("the first dashboard's links go on to their new address, in the old one's place in history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orderId = await paidCustomOrder(
    page.request,
    `shell-old-${randomBytes(4).toString("hex")}@example.com`,
  );
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/blog");
  const before = page.url();

  await gotoHydrated(page, `/admin?tab=custom-orders&order=${orderId}`);
  await expect.poll(() => pathOf(page)).toBe(`/admin/custom-orders/${orderId}`);
  await expect(page.getByRole("dialog", { name: `Custom order #${orderId}` })).toBeVisible();
  await page.goBack();
  await expect.poll(() => page.url()).toBe(before);

  for (const [old, now] of [
    ["/admin?tab=regular-orders&order=7", "/admin/orders/7"],
    ["/admin?tab=blog&comment=9", "/admin/blog?comment=9"],
    ["/admin?tab=discount-codes", "/admin/discount-codes"],
    ["/admin?tab=overview", "/admin"],
  ] as const) {
    const res = await page.request.get(old, { maxRedirects: 0 });
    expect(res.status(), old).toBe(302);
    expect(res.headers().location, old).toBe(now);
  }
});

test("a guest or a customer sent an admin link is asked to sign in, and comes back to it as the admin", async ({
  page,
}) => {
  for (const path of ["/admin/custom-orders/1", "/admin/orders", "/admin?tab=custom-orders&order=1"]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  await signUp(page, { username: uniqueUsername() });
  const res = await page.request.get("/admin/orders/1", { maxRedirects: 0 });
  expect(res.headers().location).toBe("/login?redirectTo=%2Fadmin%2Forders%2F1");

  const orderId = await paidCustomOrder(
    page.request,
    `shell-guest-${randomBytes(4).toString("hex")}@example.com`,
  );
  await page.context().clearCookies();
  await gotoHydrated(page, `/admin/custom-orders/${orderId}`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await fillLogin(page, admin.username, admin.password);
  await expect.poll(() => pathOf(page)).toBe(`/admin/custom-orders/${orderId}`);
  await expect(page.getByRole("dialog", { name: `Custom order #${orderId}` })).toBeVisible();
});
