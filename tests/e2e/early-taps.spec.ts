// A tap before the page has hydrated is not lost: on a phone on a slow network the header's menu,
// the cart and the admin's menu are on screen before their code is, and a person taps them
// then. Each test holds the page's scripts back, taps while the page is still the server's HTML,
// lets the scripts load, and expects what was tapped to open (app/components/early-taps.tsx).
import { expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./helpers.ts";

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);

/**
 * Opens `path` with every script held back until the answer's `release` is called: the page is
 * the server's HTML, on screen and tappable, with no handler on anything yet.
 */
async function openUnhydrated(page: Page, path: string) {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await scriptsMayLoad;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: "commit" });
  return {
    release: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    },
  };
}

test("the admin menu tapped before the page hydrates opens once it has @phone", async ({ page }) => {
  await signIn(page, admin.username, admin.password);
  const { release } = await openUnhydrated(page, "/admin/discount-codes");
  await page.getByRole("button", { name: "Open admin menu" }).tap();
  expect(await hydrated(page)).toBe(false);
  await release();
  const menu = page.getByRole("dialog", { name: "Shop admin" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Audit log", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("the shop's menu tapped before the page hydrates opens once it has @phone", async ({ page }) => {
  const { release } = await openUnhydrated(page, "/blog");
  await page.getByRole("button", { name: "Open menu" }).tap();
  expect(await hydrated(page)).toBe(false);
  await release();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Track Order", exact: true }).click();
  await expect(page).toHaveURL("/track-order");
  await expect(menu).toBeHidden();
});

test("the cart tapped twice before the page hydrates opens once it has, and stays open @phone", async ({
  page,
}) => {
  const { release } = await openUnhydrated(page, "/blog");
  const cart = page.getByRole("button", { name: /^Open cart/ });
  await cart.tap();
  await cart.tap();
  expect(await hydrated(page)).toBe(false);
  await release();
  await expect(page.getByRole("dialog", { name: /cart/i })).toBeVisible();
});
