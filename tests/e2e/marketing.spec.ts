// The admin's "Customers & Email" section (send a mass discount e-mail and import customers, both
// with confirmation first): the admin imports
// a small CSV, sends a campaign and watches it finish, opens one of its e-mails in the outbox,
// and follows that e-mail's unsubscribe link as the customer would.
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, signIn, takeScreenshots } from "./helpers.ts";

/** A full page from the top (the sticky header where it belongs), or what a dialog covers. */
async function snap(page: Page, project: string, name: string, fullPage = true) {
  if (!takeScreenshots) return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${project}-marketing-${name}.png`, fullPage });
}

/** Consent shows once per row: in its column, or under the address on a phone. */
const consent = (row: Locator, text: string) =>
  row.getByText(text, { exact: true }).filter({ visible: true });

/** A code of this run only: both widths run at once on one shop, and a code is mailed once per customer. */
async function createCode(page: Page): Promise<string> {
  const code = `MAIL${randomBytes(3).toString("hex").toUpperCase()}`;
  const res = await page.request.post("/api/discount-codes", {
    data: { code, discountType: "percentage", discountValue: 20 },
  });
  expect(res.status()).toBe(201);
  return code;
}

test("the admin imports customers, sends a campaign, reads it in the outbox; a customer unsubscribes", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const tag = `mk${randomBytes(4).toString("hex")}`;
  const ada = `${tag}-ada@example.com`;
  const csv = [
    "Name,Email,Consent",
    `Ada Fairway,${ada},yes`,
    `Bo Links,${tag}-bo@example.com,y`,
    `Cy Green,${tag}-cy@example.com,no`,
    "Broken Row,not-an-email,yes",
    "",
    `Ada Again,${ada.toUpperCase()},yes`,
  ].join("\n");

  await signIn(page, admin.username, admin.password);
  const code = await createCode(page);
  await gotoHydrated(page, "/admin/customers-email");
  await expect(page.getByRole("heading", { name: "Send Mass Discount Email" })).toBeVisible();

  // Import, confirmation first.
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import file" }).click();
  const confirmImport = page.getByRole("alertdialog", { name: "Import customers from customers.csv?" });
  await confirmImport.getByRole("button", { name: "Import" }).click();
  const result = page.getByRole("region", { name: "Import result" });
  await expect(result.getByText("File imported. 3 new customers.")).toBeVisible();
  await expect(
    result.getByRole("cell", { name: '"not-an-email" is not a valid e-mail address' }),
  ).toBeVisible();
  await expect(result.getByRole("cell", { name: "5", exact: true })).toBeVisible();

  await page.getByLabel("Search customers").fill(tag);
  const customers = page.getByRole("table", { name: "Customers" });
  await expect(customers.getByRole("row")).toHaveCount(4);
  await expect(
    consent(customers.getByRole("row").filter({ hasText: `${tag}-cy@` }), "No consent"),
  ).toBeVisible();
  await expect(consent(customers.getByRole("row").filter({ hasText: ada }), "Subscribed")).toBeVisible();

  // The campaign, confirmation first with the number of recipients.
  await page.getByLabel("Discount code to send").click();
  await page.getByRole("option", { name: `${code} · 20% off` }).click();
  await page.getByRole("button", { name: "Send to customers" }).click();
  const confirmSend = page.getByRole("alertdialog", {
    name: new RegExp(`^Send ${code} to \\d+ customers\\?$`),
  });
  await expect(confirmSend).toBeVisible();
  await snap(page, project, "confirm-campaign", false);
  await confirmSend.getByRole("button", { name: "Send e-mails" }).click();
  const progress = page.getByRole("region", { name: "Campaign progress" });
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await expect(progress.getByText(`Campaign ${code} finished`)).toBeVisible({ timeout: 90_000 });
  await expect(progress.getByText(/kept in the mail outbox below/)).toBeVisible();
  await snap(page, project, "tab");

  // The outbox: find Ada's campaign e-mail and open it.
  // The search reads the outbox afresh and its answer replaces the rows: Ada's row is pressed only
  // once that answer has come (in one loaded CI run a press before it opened nothing).
  await page.getByLabel("Search e-mails").fill(ada);
  await expect(page.getByText("Page 1 of 1 · 1 e-mail")).toBeVisible();
  await page
    .getByRole("row")
    .filter({ hasText: ada })
    .getByRole("button", { name: new RegExp(`use code ${code}`) })
    .click();
  const mail = page.getByRole("dialog", { name: new RegExp(`use code ${code}`) });
  await expect(mail.getByText(`To ${ada}`)).toBeVisible();
  await expect(mail.getByText("Kept in outbox")).toBeVisible();
  const preview = mail.locator("iframe");
  await expect(preview).toHaveAttribute("sandbox", "");
  await expect(preview.contentFrame().getByText(code, { exact: true })).toBeVisible();
  await snap(page, project, "outbox-mail", false);
  await mail.getByRole("tab", { name: "Plain text" }).click();
  const text = (await mail.locator("pre").textContent()) ?? "";
  const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link, "the e-mail carries an unsubscribe link").toBeDefined();
  await page.keyboard.press("Escape");

  // The customer follows the link: no sign-in, a masked address, a button (a POST).
  await page.context().clearCookies();
  const response = await gotoHydrated(page, new URL(link!).pathname);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "Unsubscribe from offers" })).toBeVisible();
  await expect(page.getByText(/^m•+@e•+\.com$/)).toBeVisible();
  await snap(page, project, "unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await snap(page, project, "unsubscribed");

  const unknown = await page.goto("/unsubscribe/not-a-real-token");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await snap(page, project, "unsubscribe-unknown");

  // Back in the dashboard, Ada is marked unsubscribed.
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin/customers-email");
  await page.getByLabel("Search customers").fill(ada);
  const adaRow = page.getByRole("table", { name: "Customers" }).getByRole("row").filter({ hasText: ada });
  await expect(consent(adaRow, "Unsubscribed")).toBeVisible();
});
