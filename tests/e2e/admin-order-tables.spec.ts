// The admin's two order lists with several orders, at both widths (@layout): at phone width the
// page never scrolls sideways and each order is a card whose values carry their column names as
// text; at 1280 px the table's last column is fully on screen; the long status "Mockup Sent
// (Awaiting Approval)" is never cut short, in the list, in the order's status select or among its
// options. The discount codes' list is the same piece and is checked for sideways scrolling too.
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated, openAdminSection, takeScreenshots } from "./helpers.ts";
import { paidCartOrder, paidCustomOrder, sendMockup, signInAdmin } from "./shop-data.ts";

const LONG_STATUS = "Mockup Sent (Awaiting Approval)";

async function snap(page: Page, project: string, name: string, fullPage = true) {
  if (!takeScreenshots) return;
  await page.screenshot({
    path: `test-results/screenshots/${project}-order-tables-${name}.png`,
    fullPage,
  });
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(innerWidth);
}

/** Nothing of the element is clipped: its box is inside the viewport and its text fits in it. */
async function fullyShown(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const clipped = await element.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  expect(clipped, "the element's text is cut short").toBe(false);
}

/** The list's table: at phone width its rows are cards, at 1280 px every column is on screen. */
async function checkList(page: Page, panel: Locator, orderIds: number[], isMobile: boolean) {
  const table = panel.getByRole("table");
  const firstRow = table.getByRole("row").filter({ hasText: `#${orderIds[0]}` });
  for (const id of orderIds)
    await expect(panel.getByRole("button", { name: `Open order #${id}` })).toBeVisible();
  // The search is debounced: until it answers, the list still shows other tests' orders too.
  await expect(panel.getByRole("button", { name: /^Open order #/ })).toHaveCount(orderIds.length);
  await noSidewaysScroll(page);
  // The table never scrolls inside its own box either: what is not on screen is not there.
  const container = table.locator("xpath=..");
  expect(await container.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const cells = firstRow.locator("td");
  const first = cells.first();
  const last = cells.last();
  await fullyShown(page, last.getByRole("button", { name: "Delete" }));
  const [firstBox, lastBox] = [await first.boundingBox(), await last.boundingBox()];
  if (isMobile) {
    // A card: the column names are not a header row, and the cells stack down the card.
    await expect(table.getByRole("columnheader", { name: "Customer" })).toBeHidden();
    // Each value's column name is text in the page, which every screen reader reads.
    for (const label of ["Date", "Customer"])
      await expect(firstRow.getByText(label, { exact: true })).toBeVisible();
    expect(lastBox!.y).toBeGreaterThan(firstBox!.y + firstBox!.height);
    const rowBox = (await firstRow.boundingBox())!;
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  } else {
    await expect(table.getByRole("columnheader", { name: "Customer" })).toBeVisible();
    // The header names the columns; the cells do not repeat them.
    await expect(firstRow.getByText("Customer", { exact: true })).toBeHidden();
    expect(Math.abs(lastBox!.y - firstBox!.y)).toBeLessThan(2);
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

test("both order lists fit the screen, as cards on a phone, with whole status labels @layout", async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(240_000);
  const project = info.project.name;
  const tag = `tables-${randomBytes(4).toString("hex")}`;
  const email = (n: number) => `jordan.fairway.${tag}-${n}@example-golf-club.com`;
  // Guests place the orders (`request` has no session); the page is the admin's.
  const custom: number[] = [];
  for (const n of [1, 2, 3]) custom.push(await paidCustomOrder(request, email(n)));
  const regular: number[] = [];
  for (const n of [4, 5, 6]) regular.push(await paidCartOrder(request, email(n)));
  await signInAdmin(page.request);
  await sendMockup(page.request, custom[0]!, "First proof");

  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Custom Orders");
  const customPanel = page.getByRole("main");
  await customPanel.getByLabel("Search custom orders").fill(tag);
  await checkList(page, customPanel, [...custom].reverse(), isMobile);
  await fullyShown(page, customPanel.getByText(LONG_STATUS, { exact: true }));
  await snap(page, project, "custom");

  // The order's status select shows the whole label, and so do its options.
  await customPanel.getByRole("button", { name: `Open order #${custom[0]}` }).click();
  const dialog = page.getByRole("dialog", { name: `Custom order #${custom[0]}` });
  const select = dialog.getByRole("combobox", { name: "Status" });
  await select.scrollIntoViewIfNeeded();
  await expect(select).toHaveText(LONG_STATUS);
  await fullyShown(page, select.locator("[data-slot=select-value]"));
  await noSidewaysScroll(page);
  await select.click();
  const option = page.getByRole("option", { name: LONG_STATUS });
  await fullyShown(page, option);
  await snap(page, project, "status-select", false);
  await page.keyboard.press("Escape");
  await expect(option).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await openAdminSection(page, "Orders");
  const regularPanel = page.getByRole("main");
  await regularPanel.getByLabel("Search regular orders").fill(tag);
  await checkList(page, regularPanel, [...regular].reverse(), isMobile);
  await snap(page, project, "regular");

  // The discount codes share the same list: cards on a phone too.
  await openAdminSection(page, "Discount Codes");
  const codes = page.getByRole("main");
  await expect(codes.getByRole("cell", { name: "SAVE15", exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  const save15 = codes.getByRole("row").filter({ hasText: "SAVE15" });
  await fullyShown(page, save15.getByRole("button", { name: "Edit" }));
  await expect(codes.getByRole("columnheader", { name: "Dates" })).toBeVisible({ visible: !isMobile });
  await snap(page, project, "discount-codes");
});

test("the owner sorts custom orders by the in-hands date and keeps those needed by a day @layout", async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const tag = `in-hands-${randomBytes(4).toString("hex")}`;
  const email = (n: number) => `casey.${tag}-${n}@example-golf-club.com`;
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  // Placed in this order: needed in 90 days, in 40 days, and no date given.
  const later = await paidCustomOrder(request, email(1), { inHandsDate: day(90) });
  const sooner = await paidCustomOrder(request, email(2), { inHandsDate: day(40) });
  const undated = await paidCustomOrder(request, email(3));
  await signInAdmin(page.request);

  await gotoHydrated(page, "/admin");
  await openAdminSection(page, "Custom Orders");
  const panel = page.getByRole("main");
  await panel.getByLabel("Search custom orders").fill(tag);
  const opened = panel.getByRole("button", { name: /^Open order #/ });
  await expect(opened).toHaveCount(3);
  await expect(opened).toHaveText([`#${undated}`, `#${sooner}`, `#${later}`]);

  await panel.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "In-hands date, soonest first" }).click();
  await expect(opened).toHaveText([`#${sooner}`, `#${later}`, `#${undated}`]);
  await checkList(page, panel, [sooner, later, undated], info.project.name === "phone");
  await snap(page, project, "in-hands-sorted");

  await panel.getByLabel("Needed by").fill(day(60));
  await expect(opened).toHaveText([`#${sooner}`]);
  await noSidewaysScroll(page);
  await snap(page, project, "in-hands-needed-by");

  await opened.first().click();
  const dialog = page.getByRole("dialog", { name: `Custom order #${sooner}` });
  await expect(dialog.getByText("In hands by", { exact: true })).toBeVisible();
  await snap(page, project, "in-hands-record", false);
});
