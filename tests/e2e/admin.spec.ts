// The admin dashboard: the admin finds a paid regular order, ships it with a tracking number, marks it
// delivered, and creates a discount code. Screenshots of every tab at both widths.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, signIn, takeScreenshots } from "./helpers.ts";

/** A guest's paid cart, bought through the API as the browser would (emulator approval). */
async function buyPin(page: Page, email: string): Promise<number> {
  const api = page.request;
  const products = (await (await api.get("/api/products")).json()) as { id: number; inStock: boolean }[];
  const pin = products.find((product) => product.inStock);
  expect(pin, "the demo shop has a pin in stock").toBeDefined();
  const headers = { "X-Session-Id": randomBytes(16).toString("base64url") };
  expect((await api.post("/api/cart", { headers, data: { productId: pin!.id, quantity: 3 } })).status()).toBe(
    201,
  );
  const created = await api.post("/paypal/order", {
    headers,
    data: {
      currency: "USD",
      intent: "CAPTURE",
      purpose: "cart",
      customer: {
        name: "Morgan Links",
        email,
        shippingAddress: {
          line1: "9 Fairway Lane",
          city: "Newport Beach",
          state: "CA",
          postalCode: "92660",
          country: "US",
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (await api.post(`/__paypal/checkoutnow?token=${id}`, { form: { decision: "approve" } })).status(),
  ).toBe(200);
  const captured = await api.post(`/paypal/order/${id}/capture`, { headers });
  expect(captured.status()).toBe(200);
  return ((await captured.json()) as { orderId: number }).orderId;
}

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-admin-${name}.png`, fullPage: true });
}

test("the admin ships a regular order, marks it delivered and creates a discount code", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const email = `admin-e2e-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await buyPin(page, email);

  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage custom orders and regular orders")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Custom Orders" }).click();
  await expect(page.getByRole("tab", { name: "Custom Orders" })).toHaveAttribute("aria-selected", "true");
  await snap(page, project, "custom-orders");

  await page.getByRole("tab", { name: "Regular Orders" }).click();
  await page.getByLabel("Search regular orders").fill(email);
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row).toBeVisible();
  await expect(row.getByText("Order Received")).toBeVisible();
  await snap(page, project, "regular-orders");

  await row.getByRole("button", { name: `Open order #${orderId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order #${orderId}` });
  await expect(dialog.getByText("9 Fairway Lane")).toBeVisible();
  await expect(dialog.getByText(/cart · completed/i)).toBeVisible();
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByText("Tracking number is required.")).toBeVisible();
  await dialog.getByLabel("Tracking number").fill("  1Z999AA10123456784 ");
  await dialog
    .getByLabel("Tracking URL (optional)")
    .fill("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByTestId("order-status")).toHaveText("Shipped");
  await expect(dialog.getByText("Order Received → Shipped")).toBeVisible();
  await snap(page, project, "order-dialog");

  await dialog.getByRole("button", { name: "Mark delivered" }).click();
  await expect(dialog.getByTestId("order-status")).toHaveText("Delivered");
  await expect(dialog.getByText("Shipped → Delivered")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(row.getByText("Delivered")).toBeVisible();
  await expect(row.getByRole("link", { name: "1Z999AA10123456784" })).toBeVisible();

  await page.getByRole("tab", { name: "Discount Codes" }).click();
  await expect(page.getByRole("cell", { name: "SAVE15", exact: true })).toBeVisible();
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  await page.getByRole("button", { name: "New code" }).click();
  const form = page.getByRole("dialog", { name: "New discount code" });
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByText("Discount value is required")).toBeVisible();
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Percent off").fill("20");
  await form.getByLabel("Maximum uses (optional)").fill("50");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form).toBeHidden();
  const codeRow = page.getByRole("row").filter({ hasText: code });
  await expect(codeRow.getByText("20%")).toBeVisible();
  await expect(codeRow.getByText("0 / 50")).toBeVisible();
  await snap(page, project, "discount-codes");

  await page.getByRole("tab", { name: "Blog Management" }).click();
  await expect(page.getByRole("button", { name: "New Post" })).toBeVisible();
});
