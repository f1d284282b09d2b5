// Steps a shopper takes, shared by the Playwright specs. Elements are found by role and visible
// text, as a person finds them.
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";

/** The admin scripts/e2e.ts creates at server start. */
export const admin = {
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "",
};

/**
 * Pictures of the flows for people to look at (test-results/screenshots), taken only with
 * SCREENSHOTS=1: a full-page picture costs a second or more and checks nothing. A failing test
 * keeps its screenshot anyway (playwright.config.ts), and screenshots.spec.ts always takes its own.
 */
export const takeScreenshots = process.env.SCREENSHOTS === "1";

export const CUSTOMER_PASSWORD = "fairway-greens-42";

/** Unique per call, so runs and parallel workers never collide on the same account. */
export function uniqueUsername(): string {
  return `golfer_${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
}

/**
 * Opens a page and waits until React has taken all of it over: a form submitted before that
 * would go to the server as a plain HTML form, and a click on a section still waiting for its
 * code (app/components/deferred.tsx: hydrated once the page has loaded, or once near) would be lost. The root
 * marks <html data-hydrated> once hydrated, and data-deferred counts the sections still waiting.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  // Sections far below the fold wait for the visitor's first interaction (or to be scrolled
  // near); a press of Shift is one, and changes nothing on the page.
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => (document.documentElement.dataset.deferred ?? "0") === "0");
  return response;
}

/**
 * The header's navigation: at phone width it sits behind the "Open menu" button, which this
 * opens; on wide screens it is the page header itself.
 */
export async function openNavigation(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole("banner");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Goes to an admin section by its sidebar link, as the owner does (at phone width through the
 * "Open admin menu" drawer), and waits until the section is the current one.
 */
export async function openAdminSection(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Open admin menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Shop admin" })).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Shop admin" })).toBeHidden();
}

/**
 * A new customer, signed up through the API: for specs about what a customer does next.
 * foundation.spec.ts signs up through the form itself, at both widths.
 */
export async function signUp(page: Page, account: { username: string; email?: string; password?: string }) {
  const res = await page.request.post("/api/auth/register", {
    data: {
      username: account.username,
      email: account.email ?? `${account.username}@example.com`,
      password: account.password ?? CUSTOMER_PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Signs in through the API (the page's cookie jar keeps the session for its next navigation):
 * for specs about what comes after. foundation.spec.ts signs in through the form itself.
 */
export async function signIn(page: Page, username: string, password = CUSTOMER_PASSWORD) {
  const res = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function register(page: Page, account: { username: string; email?: string; password?: string }) {
  const password = account.password ?? CUSTOMER_PASSWORD;
  await gotoHydrated(page, "/register");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email Address").fill(account.email ?? `${account.username}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/");
}

export async function login(page: Page, username: string, password = CUSTOMER_PASSWORD) {
  await gotoHydrated(page, "/login");
  await fillLogin(page, username, password);
  await expect(page).toHaveURL("/");
}

/** Fills and submits the Login form already on screen. */
export async function fillLogin(page: Page, username: string, password: string) {
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
