// Issue 8, item 6: the builder and the checkout completed with the keyboard alone. Every step is a
// key press (Tab, Shift+Tab, Enter, Space, the arrows) or typing into the field the keyboard
// reached; the only file is chosen in the chooser the upload control opens. Along the way the
// focus is visible, and dialogs keep the focus inside while open and give it back when closed.
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated, uniqueUsername } from "./helpers.ts";
import { logoPng } from "./shop-data.ts";

// Each test walks its own area with its own data, and the file is one of the suite's longest: its
// tests are spread over the workers instead of queueing in one.
test.describe.configure({ mode: "parallel" });

const MAX_TABS = 120;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user moves on. */
async function tabTo(page: Page, target: Locator, back = false) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < MAX_TABS && !(await isFocused(target)); presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused({ timeout: 1_000 });
}

/** Reaches `target` with Tab and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Moves through a radio group with the arrow key until `radio` is chosen. */
async function arrowTo(page: Page, radio: Locator) {
  for (let presses = 0; presses < 6 && !(await isFocused(radio)); presses++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(radio).toBeFocused();
  await expect(radio).toBeChecked();
}

/** The focused element shows that it has the focus: an outline or a ring (box-shadow). */
async function expectFocusVisible(page: Page, what: string) {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== "none",
    };
  });
  expect(indicator, `${what} has the focus`).not.toBeNull();
  expect(indicator!.focusVisible, `${what} matches :focus-visible`).toBe(true);
  expect(indicator!.outline || indicator!.ring, `${what} draws a focus indicator`).toBe(true);
}

/** Tabs `times` times and checks the focus never left `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator, times = 12) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement)),
      "focus stays in the dialog",
    ).toBe(true);
  }
}

/** Fills the checkout's shipping address, field by field, from the keyboard. */
async function typeAddress(page: Page) {
  await typeInto(page, page.getByLabel("Street address"), "1 Ocean Drive");
  await typeInto(page, page.getByLabel("City"), "Newport Beach");
  await typeInto(page, page.getByLabel("State / Province"), "CA");
  await typeInto(page, page.getByLabel("ZIP / Postal code"), "92660");
}

/** Presses the test-mode PayPal button and approves in its window, both by keyboard. */
async function payWithPayPal(page: Page) {
  const pay = page.getByRole("button", { name: "Pay with PayPal (test mode)" });
  await tabTo(page, pay);
  await expectFocusVisible(page, "the PayPal button");
  const popupOpened = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const popup = await popupOpened;
  const approve = popup.getByRole("button", { name: "Approve payment" });
  await tabTo(popup, approve);
  await expectFocusVisible(popup, "the emulator's Approve payment");
  // Approving closes the window, at times between the key's down and up: the press then reports
  // a closed page, which is the outcome asked for (the caller checks what the shop shows next).
  const closed = popup.waitForEvent("close");
  await popup.keyboard.press("Enter").catch((error: unknown) => {
    if (!popup.isClosed()) throw error;
  });
  await closed;
}

test("a golfer designs pins and pays the deposit with the keyboard alone", async ({ page }) => {
  test.setTimeout(150_000);
  const username = uniqueUsername();
  const email = `${username}@example.com`;

  // An account, so the tracking page opens after the deposit: the register form by keyboard.
  await gotoHydrated(page, "/register");
  await typeInto(page, page.getByLabel("Username"), username);
  await typeInto(page, page.getByLabel("Email Address"), email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), "fairway-greens-42");
  await typeInto(page, page.getByLabel("Confirm Password"), "fairway-greens-42");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");

  await gotoHydrated(page, "/custom");
  const step = (name: string) => page.getByRole("heading", { level: 3, name });
  const next = page.getByRole("button", { name: "Next" });

  // Step 1: the quantity slider moves with the arrow keys.
  const slider = page.getByRole("slider", { name: "Quantity" });
  await tabTo(page, slider);
  await expectFocusVisible(page, "the quantity slider");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "100");
  await tabTo(page, next);
  await expectFocusVisible(page, "Next");
  await page.keyboard.press("Enter");

  // Step 2: each radio group is one Tab stop; the arrows choose within it.
  await expect(step("Pin Specifications")).toBeFocused();
  await tabTo(page, page.getByRole("radio", { name: /^1 inch/ }));
  await expectFocusVisible(page, "a size card's radio");
  await arrowTo(page, page.getByRole("radio", { name: /^1\.5 inch/ }));
  await tabTo(page, page.getByRole("radio", { name: /^Silver/ }));
  await arrowTo(page, page.getByRole("radio", { name: /^Gold/ }));
  await tabTo(page, page.getByRole("radio", { name: /^Rubber clutch/ }));
  await arrowTo(page, page.getByRole("radio", { name: /^Locking pin back/ }));
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // Step 3: checkboxes with Space.
  await expect(step("Packaging & Delivery")).toBeFocused();
  const bags = page.getByRole("checkbox", { name: /Individual poly bags/ });
  await tabTo(page, bags);
  await expectFocusVisible(page, "a packaging checkbox");
  await page.keyboard.press("Space");
  await expect(bags).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Just pins/ })).not.toBeChecked();
  const rush = page.getByRole("checkbox", { name: /Rush delivery/ });
  await tabTo(page, rush);
  await page.keyboard.press("Space");
  await expect(rush).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // Step 4: the upload control opens the file chooser from the keyboard.
  await expect(step("Upload Design & Details")).toBeFocused();
  await tabTo(page, page.getByLabel("Your logo or artwork"));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles({ name: "club-crest.png", mimeType: "image/png", buffer: await logoPng() });
  await expect(page.getByText("club-crest.png")).toBeVisible();
  await typeInto(page, page.getByLabel("Full name"), "Ada Lovelace");
  await typeInto(page, page.getByLabel("Email", { exact: true }), email);
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // Step 5: the promo code submits with Enter; then the deposit.
  await expect(step("Review & Order")).toBeFocused();
  await typeInto(page, page.getByLabel("Promo code"), "SAVE15");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Promo Code Applied")).toBeVisible();
  const payDeposit = page.getByRole("button", { name: /^Pay Deposit - \$/ });
  await tabTo(page, payDeposit);
  await expectFocusVisible(page, "Pay Deposit");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/checkout\?customOrderId=\d+/, { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get("customOrderId");
  await expect(page.getByText("Deposit due now (10%)")).toBeVisible();
  await typeAddress(page);
  await payWithPayPal(page);

  await expect(page).toHaveURL(`/track-order?id=${orderId}&type=custom&fromCheckout=true`, {
    timeout: 20_000,
  });
  await expect(page.getByText("Deposit Payment Successful!")).toBeVisible();
});

test("a shopper buys a pin through the cart with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/product/1");
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await tabTo(page, addToCart);
  await expectFocusVisible(page, "Add to Cart");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The drawer keeps the focus while open and gives it back to its button when closed.
  const cartButton = page.getByRole("button", { name: /^Open cart/ });
  await tabTo(page, cartButton, true);
  await expectFocusVisible(page, "the cart button");
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  await expectFocusTrapped(page, drawer);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole("button", { name: "Checkout" }));
  await expectFocusVisible(page, "the drawer's Checkout");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/checkout");
  await expect(drawer).toBeHidden();

  await typeInto(page, page.getByLabel("Full name"), "Jamie Fairway");
  await expectFocusVisible(page, "the Full name field");
  await typeInto(page, page.getByLabel("Email"), `keys-${randomBytes(4).toString("hex")}@example.com`);
  await typeAddress(page);
  await payWithPayPal(page);
  await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible({
    timeout: 20_000,
  });
});

test("the phone menu keeps the focus while open and gives it back when closed @phone", async ({ page }) => {
  await gotoHydrated(page, "/");
  const open = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, open);
  await expectFocusVisible(page, "Open menu");
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await expectFocusTrapped(page, menu);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});
