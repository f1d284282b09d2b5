// The shop's frame: accounts in the header, the admin's link and guard, the phone menu, the
// 404 page and the forms' messages.
import { expect, test } from "@playwright/test";
import {
  admin,
  CUSTOMER_PASSWORD,
  fillLogin,
  gotoHydrated,
  login,
  openNavigation,
  register,
  uniqueUsername,
} from "./helpers.ts";

test("a new customer registers, logs out and logs in again", async ({ page, isMobile }) => {
  const username = uniqueUsername();
  await register(page, { username });

  let nav = await openNavigation(page, isMobile);
  await expect(nav.getByText(`Welcome, ${username}`)).toBeVisible();
  await nav.getByRole("button", { name: "Logout" }).click();

  nav = await openNavigation(page, isMobile);
  await expect(nav.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await nav.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/login");
  await fillLogin(page, username, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL("/");

  nav = await openNavigation(page, isMobile);
  await expect(nav.getByText(`Welcome, ${username}`)).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("an admin sees the Admin link", async ({ page, isMobile }) => {
  await login(page, admin.username, admin.password);
  const nav = await openNavigation(page, isMobile);
  await expect(nav.getByText(`Welcome, ${admin.username}`)).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
});

test("a customer sees no Admin link, and /admin sends them to /login", async ({ page, isMobile }) => {
  const username = uniqueUsername();
  await register(page, { username });
  const nav = await openNavigation(page, isMobile);
  await expect(nav.getByText(`Welcome, ${username}`)).toBeVisible();
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
});

test("at phone width the menu opens, and choosing a link navigates and closes it", { tag: "@phone" }, async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const menu = await openNavigation(page, true);
  for (const name of ["Home", "Blog", "Track Order", "Login", "Sign Up"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("on a wide screen the navigation sits in the header without a menu button", { tag: "@desktop" }, async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner");
  for (const name of ["Home", "Blog", "Track Order", "Login", "Sign Up"]) {
    await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
});

test("an unknown path shows 404 Page Not Found with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-fairway");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the Login and Register forms explain what is wrong", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await fillLogin(page, "ab", "short");
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page).toHaveURL("/login");

  await gotoHydrated(page, "/register");
  await page.getByLabel("Username").fill(uniqueUsername());
  await page.getByLabel("Email Address").fill("mismatch@example.com");
  await page.getByLabel("Password", { exact: true }).fill("fairway-greens-42");
  await page.getByLabel("Confirm Password").fill("fairway-greens-43");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL("/register");
});
