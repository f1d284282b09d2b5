// The owner's links and the archive: a link from the owner's e-mail (`/admin/custom-orders/123`)
// lands in that order's dialog, and the address follows the owner's sections and dialogs, so a
// reload stays put. A paid order still on its way cannot be deleted: the owner is told to refund
// or cancel it first and can open it from the message. Once shipped, Delete archives it; the
// Archived filter shows it and Restore brings it back. Closing an order leaves no duplicate entry
// in the history. Unpaid checkouts have their own view.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, openAdminSection, signIn, takeScreenshots } from "./helpers.ts";
import { paidCartOrder, paidCustomOrder } from "./shop-data.ts";

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-admin-${name}.png`, fullPage: true });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function openDeepLink(page: Page, project: string) {
  const email = `deep-link-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await paidCustomOrder(page.request, email);
  await signIn(page, admin.username, admin.password);

  await gotoHydrated(page, `/admin/custom-orders/${orderId}`);
  const dialog = page.getByRole("dialog", { name: `Custom order #${orderId}` });
  await expect(dialog.getByText(/deposit · completed/i)).toBeVisible();
  await snap(page, project, "deep-link-dialog");

  // A reload lands in the same dialog, over the custom orders.
  await page.reload();
  await expect(dialog.getByText(/deposit · completed/i)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Custom Orders" })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
  return { orderId, email };
}

test("a link from the owner's e-mail opens that order, and the address follows the owner", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const { orderId, email } = await openDeepLink(page, info.project.name);

  // Opening an order from the list puts it in the address; another section has its own.
  await page.getByLabel("Search custom orders").fill(email);
  await page.getByRole("button", { name: `Open order #${orderId}` }).click();
  await expect(page.getByRole("dialog", { name: `Custom order #${orderId}` })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/admin/custom-orders/${orderId}`);
  await page.keyboard.press("Escape");
  await openAdminSection(page, "Orders");
  await expect.poll(() => pathOf(page)).toBe("/admin/orders");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
});

test("closing an order leaves no copy of the list in the history: Back leaves the admin", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `history-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await paidCustomOrder(page.request, email);
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/blog");
  const before = page.url();
  const dialog = page.getByRole("dialog", { name: `Custom order #${orderId}` });

  // Opened by a link: closing it puts the list's address in the link's place.
  await gotoHydrated(page, `/admin/custom-orders/${orderId}`);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => pathOf(page)).toBe("/admin/custom-orders");
  const list = page.url();

  // Opened from the list: closing it goes back to the list's own entry.
  await page.getByLabel("Search custom orders").fill(email);
  await page.getByRole("button", { name: `Open order #${orderId}` }).click();
  await expect(dialog).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/admin/custom-orders/${orderId}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.url()).toBe(list);

  // One Back leaves the admin for the page before the link.
  await page.goBack();
  await expect.poll(() => page.url()).toBe(before);
});

test("a deep link at phone width @phone", async ({ page }, info) => {
  test.setTimeout(120_000);
  await openDeepLink(page, info.project.name);
  await page.getByLabel("Filter by status").click();
  await page.getByRole("option", { name: "Unpaid checkouts" }).click();
  await expect(page.getByLabel("Filter by status")).toHaveText("Unpaid checkouts");
  await snap(page, info.project.name, "unpaid-checkouts");
});

test("delete asks to refund or cancel a paid order first; the archive shows it and Restore brings it back", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const email = `archive-${randomBytes(4).toString("hex")}@example.com`;
  const orderId = await paidCartOrder(page.request, email);
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin/orders");
  await page.getByLabel("Search regular orders").fill(email);
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row).toBeVisible();

  // Paid and not shipped: refused, with the way forward.
  await row.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete order #${orderId}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  const refusal = page.getByText(`Order #${orderId} is paid and has not shipped. Refund or cancel it first`);
  await expect(refusal).toBeVisible();
  await snap(page, project, "delete-refused");
  await page.getByRole("button", { name: "Open order", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Order #${orderId}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  // Shipped, it can be archived.
  expect(
    (await page.request.put(`/api/orders/${orderId}/status`, { data: { status: "shipped" } })).status(),
  ).toBe(200);
  await row.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete order #${orderId}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(
    page.getByText(`Order #${orderId} was paid, so it was archived with its payments.`),
  ).toBeVisible();
  await expect(row).toBeHidden();

  await page.getByLabel("Filter by status").click();
  await page.getByRole("option", { name: "Archived" }).click();
  await expect(row).toBeVisible();
  await snap(page, project, "archived");
  // Restore is off while its request runs: a double click sends one request.
  const restores: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/orders/${orderId}/restore`, async (route) => {
    restores.push(route.request().method());
    await held;
    await route.continue();
  });
  const restore = row.getByRole("button", { name: `Restore order #${orderId}` });
  await restore.dblclick();
  await expect(restore).toBeDisabled();
  await expect(restore).toHaveText("Restoring...");
  release();
  await expect(page.getByText(`Order #${orderId} is back in the list.`)).toBeVisible();
  expect(restores).toEqual(["POST"]);
  await page.unroute(`**/api/orders/${orderId}/restore`);
  await expect(row).toBeHidden();

  await page.getByLabel("Filter by status").click();
  await page.getByRole("option", { name: "All statuses" }).click();
  await expect(row).toBeVisible();
  await expect(row.getByText("Shipped")).toBeVisible();
});

test("a link to a comment awaiting moderation opens the blog's queue on it", async ({ page }) => {
  test.setTimeout(120_000);
  const posts = (await (await page.request.get("/api/blog/posts")).json()) as { id: number; slug: string }[];
  const post = posts[0]!;
  const author = `Reader ${randomBytes(3).toString("hex")}`;
  const sent = await page.request.post(`/api/blog/posts/${post.slug}/comments`, {
    data: { postId: post.id, authorName: author, authorEmail: "reader@example.com", content: "Lovely pins!" },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, `/admin/blog?comment=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Comments/, selected: true })).toBeVisible();
  const linked = page.locator(`#comment-${id}`);
  await expect(linked).toHaveAttribute("aria-current", "true");
  await expect(linked.getByText(author)).toBeVisible();
});
