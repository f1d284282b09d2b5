// The owner changes the shop's postal address in Settings and sees it at the foot of the shop's
// pages and in the next e-mail, the invitation of a new member of staff, read in the outbox;
// the newcomer chooses a password through the e-mailed link and signs in to the admin; the
// owner then disables them, and their open session ends. At both widths (@layout).
//
// The settings are shop-wide and the phone and desktop runs go side by side, so each run holds
// a lock file from saving its address until its e-mail is written and the address put back:
// the other run's address can never be the one in this run's e-mail.
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots, uniqueUsername } from "./helpers.ts";

/** The page, or with `fullPage` false the screen alone (a dialog over it). */
async function snap(page: Page, project: string, name: string, fullPage = true) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-settings-staff-${name}.png`, fullPage });
}

/** Runs `work` while holding the lock file `name` of this shop (one per server port). */
async function exclusively<T>(name: string, baseURL: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(".tmp", { recursive: true });
  const file = path.resolve(".tmp", `e2e-${name}-${new URL(baseURL).port}.lock`);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      closeSync(openSync(file, "wx"));
      break;
    } catch {
      // Left behind by a run that was killed: taken over after a wait no real run needs.
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

async function currentSettings(api: APIRequestContext) {
  const res = await api.get("/api/admin/settings");
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Saves a new postal address through the form, and checks the shop's footer shows it. */
async function changeAddress(page: Page, project: string, address: string) {
  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Settings");
  const field = page.getByLabel("Postal address");
  await expect(field).not.toHaveValue("");
  await snap(page, project, "settings");

  // A wrong field is named under itself, before anything is sent.
  const support = page.getByLabel("Support e-mail");
  const supportEmail = await support.inputValue();
  await support.fill("not an address");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter the support e-mail address, e.g. hello@example.com")).toBeVisible();
  await expect(support).toHaveAttribute("aria-invalid", "true");
  await snap(page, project, "settings-error");
  await support.fill(supportEmail);

  await field.fill(address);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(field).toHaveValue(address);

  await gotoHydrated(page, "/");
  await expect(page.getByTestId("footer-address")).toHaveText(address);
}

/** Invites `who` through the Staff screen's dialog. */
async function invite(page: Page, project: string, who: { email: string; username: string }) {
  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Staff");
  await page.getByRole("button", { name: "Invite admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite an admin" });
  await dialog.getByLabel("E-mail").fill(who.email);
  await dialog.getByLabel("Username").fill(who.username);
  await snap(page, project, "invite", false);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.locator("tr").filter({ hasText: who.username });
  await expect(row.getByText("Invited")).toBeVisible();
  await snap(page, project, "staff");
}

/** Opens the invitation in the outbox: its footer has the address; answers its link's path. */
async function invitationLink(page: Page, project: string, who: { email: string }, address: string) {
  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Customers & Email");
  await page.getByLabel("Search e-mails").fill(who.email);
  await page.getByRole("button", { name: "Refresh" }).click();
  await page.getByRole("button", { name: /You're invited to help run/ }).click();
  const mail = page.getByRole("dialog", { name: /You're invited to help run/ });
  await expect(mail.getByText(`To ${who.email}`)).toBeVisible();
  await expect(mail.locator("iframe").contentFrame().getByText(address, { exact: false })).toBeVisible();
  await snap(page, project, "invitation", false);
  await mail.getByRole("tab", { name: "Plain text" }).click();
  const text = (await mail.locator("pre").textContent()) ?? "";
  expect(text).toContain(address);
  const link = /https?:\/\/\S+?(\/reset-password\?token=[\w-]+&invite=1)/.exec(text)?.[1];
  expect(link, "the invitation carries a set-password link").toBeDefined();
  await page.keyboard.press("Escape");
  return link!;
}

test("@layout the owner's address shows in the next e-mail; an invited admin sets a password and signs in", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const username = uniqueUsername().replace("golfer", "staff");
  const who = { username, email: `${username}@example.com` };
  const address = `${Math.floor(Math.random() * 900) + 100} Links Road, Pebble Cove, CA 93953`;
  await signIn(page, admin.username, admin.password);

  await exclusively("shop-settings", baseURL!, async () => {
    const before = await currentSettings(page.request);
    try {
      await changeAddress(page, project, address);
      await invite(page, project, who);
    } finally {
      expect((await page.request.put("/api/admin/settings", { data: before })).status()).toBe(200);
    }
  });
  const link = await invitationLink(page, project, who, address);

  // The newcomer, in a browser of their own.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await context.newPage();
  await gotoHydrated(staff, link);
  await expect(staff.getByText("Choose your password")).toBeVisible();
  await staff.getByLabel("New Password", { exact: true }).fill("a-fresh-staff-passphrase");
  await staff.getByLabel("Confirm New Password").fill("a-fresh-staff-passphrase");
  await snap(staff, project, "set-password");
  await staff.getByRole("button", { name: "Set Password" }).click();
  await expect(staff.getByText("Password set")).toBeVisible();
  await staff.getByRole("link", { name: "Sign In" }).click();
  await staff.getByLabel("Username").fill(who.username);
  await staff.getByLabel("Password", { exact: true }).fill("a-fresh-staff-passphrase");
  await staff.getByRole("button", { name: "Sign In" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // The owner disables them, after a confirmation; their open session ends.
  await gotoHydrated(page, "/admin/staff");
  const row = page.locator("tr").filter({ hasText: who.username });
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: "Disable" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Disable ${who.username}?` });
  await snap(page, project, "disable", false);
  await confirm.getByRole("button", { name: "Disable" }).click();
  await expect(row.getByText("Disabled")).toBeVisible();
  await staff.goto("/admin/staff");
  await expect(staff).toHaveURL(/\/login\?redirectTo=/);
  await context.close();
});
