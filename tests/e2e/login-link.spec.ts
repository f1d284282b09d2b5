// Signing in without the password: a customer asks for a sign-in link on the sign-in page, the
// link is read from the shop's outbox (where e-mail stays without SMTP) by the owner, and opening
// it shows a page whose button signs the customer in; the spent link then shows its own page,
// which leads back to asking for a new one. At both widths (@layout); an admin's link lands in
// the admin.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots, uniqueUsername } from "./helpers.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({
    path: `test-results/screenshots/${project}-login-link-${name}.png`,
    fullPage: true,
  });
}

/** The owner opens the newest sign-in e-mail to `email` in the outbox; answers its link's path. */
async function linkFromOutbox(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const owner = await context.newPage();
  try {
    await signIn(owner, admin.username, admin.password);
    await gotoHydrated(owner, "/admin");
    await openAdminSection(owner, "Customers & Email");
    await owner.getByLabel("Search e-mails").fill(email);
    // The mail is written by a job a moment after the request's answer.
    const listed = owner.getByRole("button", { name: /sign-in link/ }).first();
    await expect(async () => {
      await owner.getByRole("button", { name: "Refresh" }).click();
      await expect(listed).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await listed.click();
    const mail = owner.getByRole("dialog", { name: /sign-in link/ });
    await expect(mail.getByText(`To ${email}`)).toBeVisible();
    await mail.getByRole("tab", { name: "Plain text" }).click();
    const text = (await mail.locator("pre").textContent()) ?? "";
    const link = /https?:\/\/\S+?(\/login-link\?token=[\w-]+)/.exec(text)?.[1];
    expect(link, "the e-mail carries a sign-in link").toBeDefined();
    return link!;
  } finally {
    await context.close();
  }
}

test("@layout a customer e-mails themselves a sign-in link from the sign-in page and signs in with it, once", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: { username, email, password: "fairway-greens-42" },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await gotoHydrated(page, "/login");
  await snap(page, project, "login");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with an email link" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?by=link$/);
  await page.getByLabel("Email Address").fill(email);
  await snap(page, project, "request");
  await page.getByRole("button", { name: "Send Sign-In Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    `If an account uses ${email}, a sign-in link is on its way.`,
  );
  await expect(page.getByRole("status")).toContainText("expires after 15 minutes");
  await snap(page, project, "sent");

  const link = await linkFromOutbox(browser, email);
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await snap(page, project, "open");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  const user = await (await page.request.get("/api/auth/user")).json();
  expect(user).toMatchObject({ username, emailVerified: true });

  // The link is spent: its page says so and leads to asking for a new one.
  await page.context().clearCookies();
  await gotoHydrated(page, link);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "This link has expired or is invalid" })).toBeVisible();
  await expect(page.getByText("Sign-in links work once and only for 15 minutes.")).toBeVisible();
  await snap(page, project, "spent");
  await page.getByRole("link", { name: "Email me a new link" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with an email link" })).toBeVisible();
  await page.getByRole("button", { name: "Use my password instead" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

// Desktop only: a new link replaces the account's unused one, so two runs side by side asking
// for the one admin's link would spend each other's.
test("the admin's sign-in link lands them in the admin", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/login?redirectTo=%2Fadmin&by=link");
  await page.getByLabel("Email Address").fill("admin@example.com");
  await page.getByRole("button", { name: "Send Sign-In Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = await linkFromOutbox(browser, "admin@example.com");
  await gotoHydrated(page, link);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});
