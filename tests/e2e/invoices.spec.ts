// Invoices against the production build (so pdfkit's font files are found where the built
// server runs): a guest downloads the invoice from the private order page of a paid order, and
// the owner downloads one from an order's dialog. Each file is a PDF
// whose text names the order. Both run at both widths (@layout).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Download, expect, type Page, request, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { admin, gotoHydrated, signIn, takeScreenshots } from "./helpers.ts";
import { orderPagePath, paidCartOrder, paidCustomOrder, signInAdmin } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

/** The downloaded file's name, and its text if it is a PDF. */
async function readPdf(download: Download): Promise<{ name: string; text: string }> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, " ") };
}

const unique = () => randomBytes(4).toString("hex");

test(
  "a guest downloads the invoice of a paid order from its private page",
  { tag: "@layout" },
  async ({ page, baseURL }, info) => {
    const email = `invoice-${unique()}@example.com`;
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
    const orderId = await paidCartOrder(api, email, { buyer: { name: "Casey Invoice" } });
    await signInAdmin(api);
    const path = await orderPagePath(api, email);
    await api.dispose();

    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { name: `Order #${orderId}`, level: 2 })).toBeVisible();
    const button = page.getByRole("link", { name: "Download invoice (PDF)" });
    await expect(button).toBeVisible();
    await snap(page, info.project.name, "order-page-invoice");

    const downloading = page.waitForEvent("download");
    await button.click();
    const pdf = await readPdf(await downloading);
    expect(pdf.name).toBe(`invoice-R${String(orderId).padStart(5, "0")}.pdf`);
    expect(pdf.text).toContain(`Order #${orderId}`);
    expect(pdf.text).toContain("Casey Invoice");
    expect(pdf.text).toContain("Paid in full");
  },
);

test(
  "the owner downloads a custom order's invoice from its dialog",
  { tag: "@layout" },
  async ({ page }, info) => {
    const email = `invoice-owner-${unique()}@example.com`;
    const orderId = await paidCustomOrder(page.request, email);
    await signIn(page, admin.username, admin.password);
    await gotoHydrated(page, `/admin/custom-orders/${orderId}`);
    const dialog = page.getByRole("dialog", { name: `Custom order #${orderId}` });
    await expect(dialog.getByText(/deposit · completed/i)).toBeVisible();
    await snap(page, info.project.name, "admin-order-invoice");
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download invoice (PDF)" }).click();
    const pdf = await readPdf(await downloading);
    expect(pdf.name).toBe(`invoice-C${String(orderId).padStart(5, "0")}.pdf`);
    expect(pdf.text).toContain(`Custom order #${orderId}`);
    expect(pdf.text).toContain("Deposit");
  },
);
