// The public blog as a reader meets it (the list and a post): the
// seeded posts, search and tag filters kept in the URL, a post with its markdown table, a
// comment held for approval, and the 404 of a post that is not public.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, takeScreenshots } from "./helpers.ts";

const POSTS = {
  enamel: "Soft enamel vs hard enamel: which is right for your club?",
  artwork: "preparing-artwork-for-custom-pins",
  tournament: "tournament-ball-marker-timeline",
};

const cards = (page: Page) => page.getByRole("list", { name: "Blog posts" }).getByRole("article");

async function screenshot(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png`, fullPage: true });
}

test("the blog lists the published posts as cards, newest first", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/blog");
  await expect(page).toHaveTitle("Blog | Fairway Pin Co.");
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first().getByRole("heading")).toContainText(/tournament/i);
  const enamel = cards(page).filter({ hasText: POSTS.enamel });
  await expect(enamel.getByText(/^\d+ min read$/)).toBeVisible();
  // The seeded posts have fewer readers than the count is shown from (MIN_SHOWN_VIEWS).
  await expect(enamel.getByText(/^\d+ views$/)).toHaveCount(0);
  await expect(enamel.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(enamel.getByRole("link", { name: /Read More/ })).toHaveAttribute(
    "href",
    "/blog/soft-vs-hard-enamel",
  );
  // Four tags on the artwork post: two shown, then "+2".
  await expect(cards(page).filter({ hasText: "+2" })).toHaveCount(1);
  // The draft is nowhere.
  await expect(page.getByText("Caring for your enamel pins")).toHaveCount(0);
  await expect(page.locator('a[href="/blog/caring-for-enamel-pins"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
  await screenshot(page, testInfo.project.name, "blog-list");
});

test("search and tag filters narrow the list and stay in the URL", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.getByPlaceholder("Search blog posts...").fill("ARTWORK");
  await expect(page).toHaveURL(/\/blog\?q=ARTWORK$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("link", { name: /Read More/ })).toHaveAttribute(
    "href",
    `/blog/${POSTS.artwork}`,
  );

  await page.getByRole("link", { name: "tournaments", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?q=ARTWORK&tag=tournaments$/);
  await expect(page.getByText("No posts found matching your criteria.")).toBeVisible();

  await page.getByPlaceholder("Search blog posts...").fill("");
  await expect(page).toHaveURL(/\/blog\?tag=tournaments$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "tournaments", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // The URL alone restores the view (a shared link, a reload).
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("link", { name: "All Posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(3);
});

test("the search works as a plain form before scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog");
  await page.getByPlaceholder("Search blog posts...").fill("timeline");
  await page.getByPlaceholder("Search blog posts...").press("Enter");
  await expect(page).toHaveURL(/\/blog\?q=timeline$/);
  await expect(cards(page)).toHaveCount(1);
  await context.close();
});

test("a post shows its markdown, tags, meta and structured data", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/blog");
  await cards(page)
    .filter({ hasText: POSTS.enamel })
    .getByRole("link", { name: /Read More/ })
    .click();
  await expect(page).toHaveURL("/blog/soft-vs-hard-enamel");
  // The browser renders the whole post (markdown, form) before showing it: slow on a busy runner.
  await expect(page.getByRole("heading", { level: 1, name: POSTS.enamel })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "#enamel" })).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByText(/^\d+ views$/)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Side by side" })).toBeVisible();
  const prices = page.getByRole("table").filter({ hasText: "Price per pin" });
  await expect(prices.getByRole("cell", { name: "$7.00" })).toBeVisible();
  await expect(page.getByRole("link", { name: "pin builder" })).toHaveAttribute("href", "/custom");

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = ld
    .map((t) => JSON.parse(t) as Record<string, unknown>)
    .find((i) => i["@type"] === "BlogPosting");
  expect(posting).toMatchObject({ headline: POSTS.enamel });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/soft-vs-hard-enamel$/);
  await screenshot(page, testInfo.project.name, "blog-post");

  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test("a comment is held for approval: toast, form cleared, not shown", async ({ page }) => {
  await gotoHydrated(page, `/blog/${POSTS.tournament}`);
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(page.getByText("No comments yet. Be the first to comment!")).toBeVisible();
  const text = `Ordered ours for the member-guest, thanks! ${randomBytes(4).toString("hex")}`;
  const form = page.getByRole("region", { name: "Comments (0)" });
  await form.getByLabel("Name").fill("Pat Fairway");
  await form.getByLabel("Email").fill("pat@example.com");
  await form.getByLabel("Comment").fill(text);
  await form.getByRole("button", { name: "Submit Comment" }).click();

  await expect(page.getByText("Comment Submitted")).toBeVisible();
  await expect(page.getByText("Your comment has been submitted for approval.")).toBeVisible();
  await expect(form.getByLabel("Comment")).toHaveValue("");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(page.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

test("typing into the comment form right after the page loads keeps every character", async ({ page }) => {
  // No wait for the comments to hydrate: the first key wakes them while the visitor types.
  await page.goto(`/blog/${POSTS.tournament}`);
  const form = page.getByRole("region", { name: /^Comments/ });
  const comment = form.getByLabel("Comment");
  const text = `Typed before the form was live ${randomBytes(3).toString("hex")}`;
  await comment.pressSequentially(text, { delay: 15 });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated !== undefined &&
      (document.documentElement.dataset.deferred ?? "0") === "0",
  );
  await expect(comment).toHaveValue(text);
  // The form holds what was typed, not only the field: it submits without asking for a comment.
  await form.getByLabel("Name").fill("Early Bird");
  await form.getByLabel("Email").fill("early@example.com");
  await expect(comment).toHaveValue(text);
  await form.getByRole("button", { name: "Submit Comment" }).click();
  await expect(page.getByText("Your comment has been submitted for approval.")).toBeVisible();
  await expect(page.getByText("Please enter a comment")).toHaveCount(0);
});

test("the comment form asks for every field", async ({ page }) => {
  await gotoHydrated(page, `/blog/${POSTS.artwork}`);
  await page.getByRole("button", { name: "Submit Comment" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a comment")).toBeVisible();
});

test("an unknown or unpublished post is Post Not Found with status 404", async ({ page }) => {
  for (const slug of ["no-such-post", "caring-for-enamel-pins"]) {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  }
  await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test("the feeds list the public posts only", async ({ request }) => {
  const rss = await request.get("/blog/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await rss.text();
  expect(feed).toContain("/blog/soft-vs-hard-enamel");
  expect(feed).not.toContain("caring-for-enamel-pins");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/tournament-ball-marker-timeline");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
});
