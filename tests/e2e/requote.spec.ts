// Re-quoting at the proof (docs/decisions/019-requote-at-the-proof.md): the owner sends a
// mockup from the order dialog with "Change the quote" (a bigger size and an extra colour), the
// customer opens the proof, sees the old price struck through beside the new one, approves the
// design and its price, and pays the new balance by the link. The deposit is paid through the
// API; only the steps being tested go through the screens. Runs at 1280 and 390 px.
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { admin, gotoHydrated, signIn, uniqueUsername } from "./helpers.ts";
import { logoPng, paidCustomOrder } from "./shop-data.ts";

const SHOTS = "/tmp/shots-requote";
const REASON = "A fifth enamel colour for the flag";

async function snap(page: Page, project: string, name: string, fullPage = true) {
  if (process.env.SCREENSHOTS !== "1") return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage });
}

test("the owner re-quotes a proof up; the customer approves the new price and pays the new balance @layout", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const email = `${uniqueUsername()}@example.com`;
  // 100 gold 1-inch pins: $525.00, of which the $52.50 deposit is paid.
  const customer = await browser.newContext();
  const orderId = await paidCustomOrder(customer.request, email);
  await customer.close();

  // The owner, in the order dialog's mockup form.
  const owner = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await signIn(owner, admin.username, admin.password);
  await gotoHydrated(owner, "/admin/custom-orders");
  await owner.getByLabel("Search custom orders").fill(email);
  await owner.getByRole("button", { name: `Open order #${orderId}` }).click();
  const dialog = owner.getByRole("dialog", { name: `Custom order #${orderId}` });
  await dialog.getByLabel(/New mockup/).setInputFiles({
    name: "crest-v1.png",
    mimeType: "image/png",
    buffer: await logoPng(480),
  });
  await dialog.getByRole("checkbox", { name: "Change the quote" }).click();
  await expect(dialog.getByLabel("Size")).toHaveValue("1inch");
  await expect(dialog.getByLabel("Plating")).toHaveValue("gold");
  await dialog.getByLabel("Size").selectOption("1.5inch");
  await dialog.getByLabel("Adjustment ($)").fill("25");
  await dialog.getByLabel("Reason for the adjustment").fill(REASON);
  // 100 × ($5.00 + $0.25 gold + $0.50 for 1.5 inch) + $25.00.
  const preview = dialog.getByTestId("requote-preview");
  await expect(preview).toContainText("$525.00");
  await expect(preview).toContainText("$600.00");
  await expect(preview).toContainText("Balance after approval: $547.50 ($52.50 paid).");
  // The dialog scrolls on its own: the section from its top, then its preview.
  await dialog.getByRole("checkbox", { name: "Change the quote" }).evaluate((el) => el.scrollIntoView());
  await snap(owner, project, "admin-form", false);
  await preview.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await snap(owner, project, "admin-preview", false);
  await expectAccessible(owner, "the owner's Change the quote");
  await dialog.getByRole("button", { name: "Send mockup" }).click();
  await expect(owner.getByText("Mockup sent", { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText(`(${REASON})`)).toBeVisible();
  const link = await owner.request.post(`/api/custom-orders/${orderId}/proof-link`, { data: {} });
  expect(link.status()).toBe(201);
  const { path } = (await link.json()) as { path: string };
  await owner.context().close();

  // The customer, on the proof page.
  await gotoHydrated(page, path);
  const card = page.getByRole("region", { name: "Your new price" });
  await expect(card.locator("s").first()).toHaveText("$525.00");
  await expect(card).toContainText("$600.00");
  await expect(card.getByText("1.5 inch")).toBeVisible();
  await expect(card.getByText(REASON)).toBeVisible();
  await expect(card.getByText("$547.50")).toBeVisible();
  await snap(page, project, "proof");
  await expectAccessible(page, "a proof with a new price");
  await page.getByRole("button", { name: "Approve Design & New Price" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Approve this design and its new price?" });
  await expect(confirm).toContainText("also approves the new price of $600.00 (was $525.00)");
  await confirm.getByRole("button", { name: "Approve Design & New Price" }).click();
  await expect(page.getByRole("heading", { name: "Design Approved!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "The price you approved" })).toBeVisible();
  await snap(page, project, "approved");

  // The balance link charges the new balance.
  await page.getByRole("link", { name: "Pay Balance" }).click();
  await expect(page).toHaveURL(/\/balance-payment\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText("$600.00").first()).toBeVisible();
  await expect(page.getByText("$547.50").first()).toBeVisible();
  await snap(page, project, "balance");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  const popup = await popupOpened;
  await expect(popup.getByText("547.50")).toBeVisible();
  await popup.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible({ timeout: 20_000 });
});
