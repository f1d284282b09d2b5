// The audit log: the owner edits a discount code in Discount Codes, then finds that change in the
// Audit log, filtered by who and what, opens it and reads the value before and after; the
// record's link leads back to the codes. At 390 and 1280 px (@layout: the table is a list of
// cards on a phone). Screenshots with SCREENSHOTS=1.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots } from "./helpers.ts";

async function snap(page: Page, name: string) {
  if (!takeScreenshots) return;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({
    path: `test-results/screenshots/admin-audit-${name}-${width}.png`,
    fullPage: true,
  });
}

test("the owner changes a discount code and finds the change, before and after, in the audit log @layout", async ({
  page,
}) => {
  const code = `AUDIT${randomBytes(3).toString("hex").toUpperCase()}`;
  await signIn(page, admin.username, admin.password);
  const created = await page.request.post("/api/discount-codes", {
    data: { code, discountType: "percentage", discountValue: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await gotoHydrated(page, "/admin/discount-codes");
  const codeRow = page.getByRole("row").filter({ hasText: code });
  await codeRow.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: `Edit ${code}` });
  await form.getByLabel("Percent off").fill("25");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toBeHidden();
  await expect(codeRow.getByText("25%")).toBeVisible();

  await openAdminSection(page, "Audit log");
  await page.getByLabel("Who").fill(admin.username.toUpperCase());
  // The name applies once typing pauses; the address (and the list) change then. Choosing the
  // action while that change re-rendered the open list once lost the click.
  await expect(page).toHaveURL(new RegExp(`actor=${admin.username.toUpperCase()}`));
  await page.getByRole("combobox", { name: "Action" }).click();
  await page.getByRole("option", { name: "Discount code edited" }).click();
  await expect(page).toHaveURL(/action=discount_code\.update/);
  await expect(page).toHaveURL(new RegExp(`actor=${admin.username.toUpperCase()}`));

  const rows = page.getByRole("row").filter({ hasText: `Discount code #${id}` });
  const entry = rows.filter({ hasText: "Discount code edited" });
  await expect(rows).toHaveCount(1);
  await expect(entry.getByText(admin.username, { exact: true })).toBeVisible();
  await entry.getByRole("button", { name: "Show changes" }).click();
  await expect(entry.getByRole("button", { name: "Hide changes" })).toHaveAttribute("aria-expanded", "true");

  const panel = await entry.getByRole("button", { name: "Hide changes" }).getAttribute("aria-controls");
  // The field's name, then its value before and after.
  const field = page
    .locator(`#${panel}`)
    .getByRole("term")
    .filter({ hasText: "Discount value" })
    .locator("xpath=..");
  await expect(field.getByRole("definition")).toHaveText([/10$/, /25$/]);
  await snap(page, "changes");

  // A filter that matches nothing says so; clearing the filters lists everything again.
  await page.getByLabel("From").fill("2020-01-01");
  await page.getByLabel("To").fill("2020-01-02");
  await expect(page.getByText("Nothing in the log matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  // Every action again: the code's creation is listed under its edit.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Discount code created");
  await snap(page, "list");

  await entry.getByRole("link", { name: `Discount code #${id}` }).click();
  await expect(page).toHaveURL(/\/admin\/discount-codes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Discount Codes" })).toBeVisible();
});
