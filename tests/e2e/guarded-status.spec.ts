// Guarded statuses (docs/product-rules.md#guarded-status-changes): the owner tries to ship a
// custom order whose balance is still owed; the dialog names what is owed and asks for a reason;
// going back saves nothing; confirming with a reason ships it, and the history shows the reason
// and who acted. Run at 1280 px and, tagged, at 390 px.
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, signIn, takeScreenshots, uniqueUsername } from "./helpers.ts";
import { paidCustomOrder } from "./shop-data.ts";

const TRACKING = "1Z999AA10123456784";
const REASON = "Customer paid the balance by bank transfer";
// 100 gold pins: $525.00, of which the $52.50 deposit is paid.
const OWED = "$472.50 is still owed on this order.";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-guarded-${name}.png` });
}

for (const tag of ["", " @phone"]) {
  test(`the owner tries to ship an unpaid order and sees why${tag}`, async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const email = `${uniqueUsername()}@example.com`;
    // The customer's deposit, paid from a browser of their own.
    const customer = await browser.newContext();
    const orderId = await paidCustomOrder(customer.request, email);
    await customer.close();

    await signIn(page, admin.username, admin.password);
    await gotoHydrated(page, "/admin/custom-orders");
    await page.getByLabel("Search custom orders").fill(email);
    await page.getByRole("button", { name: `Open order #${orderId}` }).click();
    const dialog = page.getByRole("dialog", { name: `Custom order #${orderId}` });
    await expect(dialog.getByTestId("custom-order-status")).toHaveText("Deposit Paid");

    await dialog.getByLabel("Tracking number").fill(TRACKING);
    await dialog.getByRole("button", { name: "Save tracking" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText(OWED)).toBeVisible();
    const reason = confirm.getByLabel("Reason (required)");
    await expect(confirm.getByRole("button", { name: "Confirm with reason" })).toBeDisabled();
    await snap(page, project, "dialog");

    // Going back ships nothing.
    await confirm.getByRole("button", { name: "Go back" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByTestId("custom-order-status")).toHaveText("Deposit Paid");
    await expect(dialog.getByText("Deposit Paid → Shipped")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Save tracking" }).click();
    await expect(confirm.getByText(OWED)).toBeVisible();
    await reason.fill(REASON);
    await confirm.getByRole("button", { name: "Confirm with reason" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByTestId("custom-order-status")).toHaveText("Shipped");

    const history = dialog.getByTestId("status-history");
    const shipped = history.getByRole("listitem").filter({ hasText: "Deposit Paid → Shipped" });
    await expect(shipped.getByText(`Reason: ${REASON}`)).toBeVisible();
    await expect(shipped.getByText(`by ${admin.username}`)).toBeVisible();
    await expect(history.getByRole("listitem").filter({ hasText: "by customer" }).first()).toBeVisible();
    await shipped.scrollIntoViewIfNeeded();
    await snap(page, project, "history");
  });
}
