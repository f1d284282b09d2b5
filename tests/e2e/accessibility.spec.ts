// Issue 8, item 6: axe-core finds no violation on any page of the shop, in each state a person
// meets it (empty, filled, with errors shown, a dialog open), at phone and desktop width. Each
// test walks one area; expectAccessible records every state's violations before the test ends.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectFramedDocumentAccessible } from "./axe.ts";
import {
  admin,
  gotoHydrated,
  openAdminSection,
  openNavigation,
  signIn,
  signUp,
  uniqueUsername,
} from "./helpers.ts";
import {
  balancePaymentPath,
  logoPng,
  orderPagePath,
  paidCartOrder,
  paidCustomOrder,
  sendMockup,
  signInAdmin,
} from "./shop-data.ts";

// Each test walks its own area with its own data, and the file is the suite's longest: its tests
// are spread over the workers instead of queueing in one.
test.describe.configure({ mode: "parallel" });

const unknownToken = () => randomBytes(32).toString("base64url");

/** gotoHydrated for a page on a paused fake clock: polled from here, as the page's own timers are stopped. */
async function gotoOnPausedClock(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined))
    .toBe(true);
}

/** Sonner's toasts fade; the page is checked once they have gone, as well as while they show. */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

test("the storefront: home, navigation, product, cart drawer, checkout and the 404s", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/");
  await expectAccessible(page, "home");
  if (isMobile) {
    await openNavigation(page, true);
    await expectAccessible(page, "mobile menu open");
    await page.keyboard.press("Escape");
  }

  await gotoHydrated(page, "/product/1");
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await expectAccessible(page, "product page");
  await page.getByRole("button", { name: "Open cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(drawer.getByText("Your cart is empty")).toBeVisible();
  await expectAccessible(page, "cart drawer, empty");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await addToCart.click();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await expectAccessible(page, "product page, added-to-cart toast");
  await toastsGone(page);
  await page.getByRole("button", { name: "Open cart" }).click();
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  await expectAccessible(page, "cart drawer, one item");
  await drawer.getByLabel("Discount code").fill("NOSUCHCODE");
  await drawer.getByLabel("Discount code").press("Enter");
  await expect(page.locator("[data-sonner-toast]", { hasText: "Invalid Code" })).toBeVisible();
  await expectAccessible(page, "cart drawer, unknown discount code");
  await drawer.getByLabel("Discount code").fill("SAVE15");
  await drawer.getByLabel("Discount code").press("Enter");
  await expect(drawer.getByTestId("cart-discount")).toBeVisible();
  await expectAccessible(page, "cart drawer, discount applied");

  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expectAccessible(page, "checkout with an item");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expectAccessible(page, "checkout, address errors shown");

  await gotoHydrated(page, "/product/99999");
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await expectAccessible(page, "product 404");
  await gotoHydrated(page, "/no-such-fairway");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expectAccessible(page, "page 404");
});

test("the cart's checkout paid through the PayPal emulator, and the thank-you page", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/checkout");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expectAccessible(page, "checkout, empty cart");

  await gotoHydrated(page, "/product/1");
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await gotoHydrated(page, "/checkout");
  await page.getByLabel("Full name").fill("Jamie Fairway");
  await page.getByLabel("Email").fill(`a11y-${randomBytes(4).toString("hex")}@example.com`);
  await page.getByLabel("Street address").fill("1 Ocean Drive");
  await page.getByLabel("City").fill("Newport Beach");
  await page.getByLabel("State / Province").fill("CA");
  await page.getByLabel("ZIP / Postal code").fill("92660");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("button", { name: "Approve payment" })).toBeVisible();
  await expectAccessible(popup, "PayPal emulator, approval page");
  await expectAccessible(page, "checkout, waiting for the PayPal window");
  await popup.getByRole("button", { name: "Approve payment" }).click();
  // The capture and the order are written while the other suites load the machine.
  await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, "thank-you page");
});

test("the builder's steps, the deposit checkout and the tracking page after it", async ({ page }) => {
  test.setTimeout(150_000);
  const username = uniqueUsername();
  await signUp(page, { username });
  await gotoHydrated(page, "/custom");
  const step = (name: string) => page.getByRole("heading", { level: 3, name });
  await expectAccessible(page, "builder step 1, quantity");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(step("Pin Specifications")).toBeVisible();
  await expectAccessible(page, "builder step 2, specifications");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(step("Packaging & Delivery")).toBeVisible();
  await page.getByRole("checkbox", { name: /Rush delivery/ }).click();
  await expectAccessible(page, "builder step 3, packaging with rush");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(step("Upload Design & Details")).toBeVisible();
  await expectAccessible(page, "builder step 4, nothing uploaded");
  await page
    .getByLabel("Your logo or artwork")
    .setInputFiles({ name: "club-crest.png", mimeType: "image/png", buffer: await logoPng() });
  await expect(page.getByText("club-crest.png")).toBeVisible();
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await page.getByLabel("Full name").focus();
  await expectAccessible(page, "builder step 4, logo uploaded, bad e-mail");
  await page.getByLabel("Email", { exact: true }).fill(`${username}@example.com`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(step("Review & Order")).toBeVisible();
  await page.getByLabel("Promo code").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await expectAccessible(page, "builder step 5, unknown promo code");
  await page.getByLabel("Promo code").fill("SAVE15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promo Code Applied")).toBeVisible();
  await expectAccessible(page, "builder step 5, promo applied");

  await page.getByRole("button", { name: /^Pay Deposit - / }).click();
  await expect(page).toHaveURL(/\/checkout\?customOrderId=\d+/, { timeout: 15_000 });
  await expect(page.getByText("Deposit due now (10%)")).toBeVisible();
  await expectAccessible(page, "deposit checkout");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  await expect(page.getByText("Street address is required")).toBeVisible();
  await expectAccessible(page, "deposit checkout, address errors shown");
  await page.getByLabel("Street address").fill("1 Ocean Drive");
  await page.getByLabel("City").fill("Newport Beach");
  await page.getByLabel("State / Province").fill("CA");
  await page.getByLabel("ZIP / Postal code").fill("92660");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Pay with PayPal (test mode)" }).click();
  const popup = await popupOpened;
  await popup.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Deposit Payment Successful!")).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, "tracking page after the deposit");
});

test("the blog: list, filters, a post with its comment form, and its 404", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const search = page.getByPlaceholder("Search blog posts...");
  await expectAccessible(page, "blog list");
  await search.fill("no such words anywhere");
  await expect(page.getByText("No posts found matching your criteria.")).toBeVisible();
  await expectAccessible(page, "blog list, nothing found");

  await gotoHydrated(page, "/blog/preparing-artwork-for-custom-pins");
  const submitComment = page.getByRole("button", { name: "Submit Comment" });
  await expectAccessible(page, "blog post");
  await submitComment.click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessible(page, "blog post, comment errors shown");

  await gotoHydrated(page, "/blog/no-such-post");
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await expectAccessible(page, "blog 404");
});

test("sign-in, registration and the account pages", async ({ page }) => {
  // Eleven pages and states, each with an axe scan: more than a minute beside the API suites.
  test.setTimeout(120_000);
  await gotoHydrated(page, "/login");
  await expectAccessible(page, "login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessible(page, "login, errors shown");
  await page.getByLabel("Username").fill("nobody-here");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/Invalid|incorrect/i).first()).toBeVisible();
  await expectAccessible(page, "login, wrong password");

  await gotoHydrated(page, "/register");
  await expectAccessible(page, "register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessible(page, "register, errors shown");

  for (const path of [
    "/forgot-password",
    `/reset-password?token=${unknownToken()}`,
    "/verify-email",
    "/login?by=link",
    `/login-link?token=${unknownToken()}`,
  ]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
  await gotoHydrated(page, "/unsubscribe/not-a-real-token");
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await expectAccessible(page, "unsubscribe, unknown link");

  // A guest on the track page: "Find my order" beside the sign-in link, no redirect.
  await gotoHydrated(page, "/track-order");
  await expect(page.getByRole("heading", { name: "Find my order" })).toBeVisible();
  await expectAccessible(page, "track order, signed out");
  await page.getByRole("button", { name: "E-mail me the link" }).click();
  await expect(page.getByText("Please enter the order number from your confirmation e-mail")).toBeVisible();
  await expectAccessible(page, "track order, signed out, errors shown");
});

test("the customer's orders: tracking, the order page, the proof and the balance payment", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const username = uniqueUsername();
  const email = `${username}@example.com`;
  await signUp(page, { username, email });
  const orderId = await paidCustomOrder(page.request, email);
  await paidCartOrder(page.request, email);
  const adminContext = await browser.newContext();
  const adminApi = adminContext.request;
  await signInAdmin(adminApi);
  await sendMockup(adminApi, orderId, "Club green with a brass rim.");

  await gotoHydrated(page, "/track-order");
  const card = page.getByRole("article", { name: `Order #${orderId}` });
  await expect(card.getByText("Your mockup is ready")).toBeVisible();
  await expectAccessible(page, "track order, custom order with a mockup");
  await page.getByLabel("Order Number").fill("987654321");
  await expect(page.getByText('No orders found matching "987654321"').first()).toBeVisible();
  await expectAccessible(page, "track order, no order matches");
  await page.getByLabel("Order Number").fill("");

  await card.getByRole("button", { name: "Review Mockup" }).click();
  await expect(page.getByRole("heading", { name: "Review Your Mockup", level: 1 })).toBeVisible();
  await expectAccessible(page, "proof, awaiting a decision");
  await page.getByRole("button", { name: "Request Changes" }).click();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Please tell us what you would like changed.")).toBeVisible();
  await expectAccessible(page, "proof, change request with an error");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Approve Design" }).click();
  await expect(page.getByRole("alertdialog", { name: "Approve this design?" })).toBeVisible();
  await expectAccessible(page, "proof, approve confirmation");
  await page.getByRole("button", { name: "Not yet" }).click();

  await gotoHydrated(page, `/proof/${unknownToken()}`);
  await expect(page.getByRole("heading", { name: "Proof Not Found" })).toBeVisible();
  await expectAccessible(page, "proof, unknown link");

  const guest = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await gotoHydrated(guest, await orderPagePath(adminApi, email));
  await expect(guest.getByRole("heading", { name: "Your Custom Pins", level: 1 })).toBeVisible();
  await expectAccessible(guest, "guest order page");
  await gotoHydrated(guest, `/orders/${"x".repeat(43)}`);
  await expect(guest.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
  await expectAccessible(guest, "guest order page, unknown link");

  await gotoHydrated(guest, await balancePaymentPath(adminApi, orderId));
  await expect(guest.getByRole("heading", { level: 1, name: "Complete Your Order" })).toBeVisible();
  await expectAccessible(guest, "balance payment");
  await gotoHydrated(guest, `/balance-payment/${unknownToken()}`);
  await expect(guest.getByText("Payment Link Not Found")).toBeVisible();
  await expectAccessible(guest, "balance payment, unknown link");
  await guest.context().close();
  await adminContext.close();
});

test.describe("the exit-intent offer", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("its form, its errors and its sent state", async ({ page }) => {
    // A paused clock (exit-intent.spec.ts tests the timing), run on until the offer shows at 60 s.
    const start = new Date("2026-05-04T15:00:00Z");
    await page.clock.install({ time: start });
    // The installed clock runs until paused: a minute ahead is never in its past, however busy the machine.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await gotoOnPausedClock(page, "/");
    const offer = page.getByRole("dialog", { name: "Take 15% off your order" });
    await expect(async () => {
      await page.clock.runFor(10_000);
      await expect(offer).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 40_000 });
    await expectAccessible(page, "exit-intent offer", { pausedClock: true });
    await offer.getByRole("button", { name: "Send my code" }).click();
    await expect(offer.getByText("Please enter your email address")).toBeVisible();
    await expectAccessible(page, "exit-intent offer, error shown", { pausedClock: true });
    await offer.getByLabel("Email address").fill(`popup-${randomBytes(4).toString("hex")}@example.com`);
    await offer.getByRole("button", { name: "Send my code" }).click();
    await expect(page.getByRole("dialog", { name: "Check your inbox" })).toBeVisible();
    await expectAccessible(page, "exit-intent offer, code sent", { pausedClock: true });
  });
});

test("the admin: every section, the admin menu and the dialogs", async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  const email = `a11y-admin-${randomBytes(4).toString("hex")}@example.com`;
  const customId = await paidCustomOrder(page.request, email);
  const regularId = await paidCartOrder(page.request, email);
  await signIn(page, admin.username, admin.password);
  await gotoHydrated(page, "/admin");
  const section = (name: string) => openAdminSection(page, name);
  await expect(page.getByRole("group", { name: "Money taken" })).toBeVisible();
  await expectAccessible(page, "admin overview");
  if (isMobile) {
    const drawer = page.getByRole("dialog", { name: "Shop admin" });
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await expect(drawer).toBeVisible();
    await expectAccessible(page, "admin menu drawer");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  }

  await section("Custom Orders");
  await page.getByLabel("Search custom orders").fill(email);
  await page.getByRole("button", { name: `Open order #${customId}` }).click();
  const custom = page.getByRole("dialog", { name: `Custom order #${customId}` });
  await expect(custom.getByText(/deposit · completed/i)).toBeVisible();
  await expectAccessible(page, "admin custom order dialog");
  await custom.getByRole("button", { name: "Cancel order" }).click();
  const cancel = page.getByRole("alertdialog", { name: `Cancel custom order #${customId}?` });
  await expect(cancel).toBeVisible();
  await expectAccessible(page, "admin cancel custom order confirmation");
  await cancel.getByRole("button", { name: "Keep order" }).click();
  await expect(cancel).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(custom).toBeHidden();
  await expectAccessible(page, "admin custom orders");

  await section("Orders");
  await page.getByLabel("Search regular orders").fill(email);
  await page.getByRole("button", { name: `Open order #${regularId}` }).click();
  const regular = page.getByRole("dialog", { name: `Order #${regularId}` });
  // Wait for the dialog to have read the order's payments, as the custom order's dialog above
  // does, before pressing: in one loaded CI run a press right after the dialog appeared showed
  // no error (the cause is not yet found; the dialog looked complete in the failure's picture).
  await expect(regular.getByText(/cart · completed/i)).toBeVisible();
  await regular.getByRole("button", { name: "Save tracking" }).click();
  await expect(regular.getByText("Tracking number is required.")).toBeVisible();
  await expectAccessible(page, "admin regular order dialog, tracking error");
  await regular.getByRole("button", { name: "Refund" }).click();
  const refund = page.getByRole("alertdialog", { name: "Refund through PayPal?" });
  await expect(refund).toBeVisible();
  await expectAccessible(page, "admin refund confirmation");
  await refund.getByRole("button", { name: "Cancel" }).click();
  await expect(refund).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(regular).toBeHidden();
  await expectAccessible(page, "admin regular orders");

  await section("Discount Codes");
  await expect(page.getByRole("cell", { name: "SAVE15", exact: true })).toBeVisible();
  await expectAccessible(page, "admin discount codes");
  await page.getByRole("button", { name: "New code" }).click();
  const form = page.getByRole("dialog", { name: "New discount code" });
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByText("Discount value is required")).toBeVisible();
  await expectAccessible(page, "admin new discount code, errors shown");
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  await section("Blog");
  await expect(page.getByRole("list", { name: "Blog posts" })).toBeVisible();
  await expectAccessible(page, "admin blog posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const editor = page.getByRole("dialog", { name: "New post" });
  await editor.getByRole("button", { name: "Create post" }).click();
  await expect(editor.getByText("Title is required")).toBeVisible();
  await expectAccessible(page, "admin post editor, errors shown");
  await editor.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Edit Caring for your enamel pins" }).click();
  await expect(page.getByRole("dialog", { name: "Edit post" })).toBeVisible();
  await expectAccessible(page, "admin post editor, a draft");
  await page.getByRole("dialog", { name: "Edit post" }).getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("tab", { name: /Comments/ }).click();
  await expect(page.getByRole("group", { name: "Comments by status" })).toBeVisible();
  await expectAccessible(page, "admin comment moderation");

  await section("Customers & Email");
  await expect(page.getByRole("heading", { name: "Send Mass Discount Email" })).toBeVisible();
  await expectAccessible(page, "admin customers and e-mail");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from("Name,Email\n") });
  await page.getByRole("button", { name: "Import file" }).click();
  const confirmImport = page.getByRole("alertdialog", { name: "Import customers from customers.csv?" });
  await expect(confirmImport).toBeVisible();
  await expectAccessible(page, "admin import confirmation");
  await confirmImport.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmImport).toBeHidden();
  await page.getByLabel("Search e-mails").fill(email);
  await page.getByRole("button", { name: "Refresh" }).click();
  // The row of this recipient's e-mail, whether or not the search has applied yet.
  const row = page.getByRole("table", { name: "E-mails" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("button").first().click();
  const mail = page.getByRole("dialog");
  await expect(mail.getByText(`To ${email}`)).toBeVisible();
  await expectAccessible(page, "admin outbox e-mail", { sandboxedFrame: true });
  const html = await mail.locator("iframe").getAttribute("srcdoc");
  await expectFramedDocumentAccessible(page, html ?? "", "the e-mail itself");
  await mail.getByRole("tab", { name: "Plain text" }).click();
  await expectAccessible(page, "admin outbox e-mail, plain text");
  await page.keyboard.press("Escape");
  await expect(mail).toBeHidden();

  await section("Staff");
  await expect(page.getByText("You", { exact: true })).toBeVisible();
  await expectAccessible(page, "admin staff");
  await page.getByRole("button", { name: "Invite admin" }).click();
  const invite = page.getByRole("dialog", { name: "Invite an admin" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText("Please enter a valid email address")).toBeVisible();
  await expectAccessible(page, "admin invite, errors shown");
  await page.keyboard.press("Escape");
  await expect(invite).toBeHidden();

  await section("Settings");
  await expect(page.getByLabel("Postal address")).not.toHaveValue("");
  await expectAccessible(page, "admin settings");
});
