// The blog's admin side: the admin
// writes a post with a markdown table and an uploaded image, schedules it, publishes it; it shows
// at /blog and in the feeds; a visitor comments, the admin approves, the comment shows; the post
// is deleted with confirmation. Screenshots of the editor and the moderation queue.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { admin, gotoHydrated, signIn, takeScreenshots } from "./helpers.ts";

const IMAGE = path.resolve("public/images/brand/og-default.png");

async function snap(page: Page, project: string, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `test-results/screenshots/${project}-blog-admin-${name}.png` });
}

/** A `datetime-local` value for tomorrow at 09:30, in the browser's time zone. */
function tomorrowMorning(): string {
  const d = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

async function openBlogTab(page: Page) {
  await gotoHydrated(page, "/admin/blog");
  await expect(page.getByRole("button", { name: "New Post" })).toBeVisible();
}

async function writePost(
  page: Page,
  editor: Locator,
  post: { title: string; content: string },
  project: string,
) {
  await editor.getByLabel("Title", { exact: true }).fill(post.title);
  await expect(editor.getByLabel("Slug")).toHaveAttribute("placeholder", "generated from the title");
  await editor.getByLabel("Excerpt").fill("How the member-guest pin order comes together, week by week.");
  await editor.getByLabel("Content", { exact: true }).fill(post.content);
  const preview = editor.getByRole("region", { name: "Preview" });
  if (project.startsWith("phone")) {
    await expect(preview).toBeHidden();
    await editor.getByRole("tab", { name: "Preview" }).click();
  }
  await expect(preview.getByRole("table")).toBeVisible();
  await expect(preview.getByRole("cell", { name: "Ball markers" })).toBeVisible();
  await snap(page, project, "editor-preview");
  if (project.startsWith("phone")) await editor.getByRole("tab", { name: "Write" }).click();

  await editor.getByLabel("Upload a featured image").setInputFiles(IMAGE);
  await expect(editor.getByRole("img", { name: "Featured preview" })).toBeVisible();
  await expect(editor.getByLabel("Featured image address")).toHaveValue(/^\/uploads\/[0-9a-f-]+\.png$/);

  const tags = editor.getByLabel("Add a tag");
  for (const tag of ["Events", " tournaments ", "events"]) {
    await tags.fill(tag);
    await tags.press("Enter");
  }
  await expect(editor.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "#Events",
    "#tournaments",
  ]);
  await editor.getByLabel("Meta title").fill("Member-guest pins: the timeline");
  await expect(editor.getByText("31 / 70")).toBeVisible();

  await editor.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Scheduled" }).click();
  await editor.getByLabel("Publication date and time").fill(tomorrowMorning());
  await editor.getByRole("checkbox", { name: "Share to Facebook" }).check();
  await expect(editor.getByText(/No Facebook Page is connected yet/)).toBeVisible();
}

test("the admin writes, schedules and publishes a post; a visitor's comment is approved and shows", async ({
  page,
  browser,
}, info) => {
  // Generous: many steps, two browsers, on a shared 2-core runner.
  test.setTimeout(300_000);
  const project = info.project.name;
  const suffix = randomBytes(3).toString("hex");
  const title = `Member-guest pin timeline ${suffix}`;
  const slug = `member-guest-pin-timeline-${suffix}`;
  const content = [
    "## Six weeks out",
    "",
    "Lock the design and the quantities.",
    "",
    "| Item | Quantity |",
    "| --- | --- |",
    "| Ball markers | 150 |",
    "| Lapel pins | 100 |",
  ].join("\n");

  await signIn(page, admin.username, admin.password);
  await openBlogTab(page);
  await page.getByRole("button", { name: "New Post" }).click();
  const editor = page.getByRole("dialog", { name: "New post" });
  await editor.getByRole("button", { name: "Create post" }).click();
  await expect(editor.getByText("Title is required")).toBeVisible();
  await expect(editor.getByText("Excerpt is required")).toBeVisible();
  await expect(editor.getByText("Content is required")).toBeVisible();
  await writePost(page, editor, { title, content }, project);
  await snap(page, project, "editor");
  await editor.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Post created")).toBeVisible();
  await expect(editor).toBeHidden();

  const row = page.getByRole("list", { name: "Blog posts" }).getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Goes live /)).toBeVisible();
  await expect(row.getByText("Not shared: no Facebook Page is connected")).toBeVisible();
  await snap(page, project, "posts");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Post published")).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  const view = row.getByRole("link", { name: `View ${title} (opens in a new tab)` });
  await expect(view).toHaveAttribute("href", `/blog/${slug}`);
  await expect(view).toHaveAttribute("target", "_blank");

  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  expect(await (await page.request.get("/blog/rss.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}`);

  const visitor = await (await browser.newContext()).newPage();
  await gotoHydrated(visitor, `/blog/${slug}`);
  await expect(visitor.getByRole("table").getByRole("cell", { name: "Ball markers" })).toBeVisible();
  const comment = `Ours arrived right on time ${suffix}`;
  const form = visitor.getByRole("region", { name: "Comments (0)" });
  await form.getByLabel("Name").fill("Pat Fairway");
  await form.getByLabel("Email").fill(`pat-${suffix}@example.com`);
  await form.getByLabel("Comment").fill(comment);
  await form.getByRole("button", { name: "Submit Comment" }).click();
  await expect(visitor.getByText("Your comment has been submitted for approval.")).toBeVisible();

  await openBlogTab(page);
  await page.getByRole("tab", { name: /Comments/ }).click();
  const queue = page.getByRole("list", { name: "Pending comments" });
  const item = queue.getByRole("listitem").filter({ hasText: comment });
  await expect(item.getByText(`pat-${suffix}@example.com`)).toBeVisible();
  await expect(item.getByRole("link", { name: title })).toBeVisible();
  await item.getByRole("checkbox").check();
  await expect(page.getByText("1 selected")).toBeVisible();
  await page.getByRole("group", { name: "Comments by status" }).scrollIntoViewIfNeeded();
  await snap(page, project, "moderation");
  await page.getByRole("button", { name: "Approve selected comments" }).click();
  await expect(page.getByText("1 comment approved")).toBeVisible();
  await expect(item).toBeHidden();

  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await expect(visitor.getByText(comment)).toBeVisible();
  await expect(visitor.getByText(`pat-${suffix}@example.com`)).toHaveCount(0);
  await visitor.context().close();

  // Deleting asks first; afterwards the address is gone.
  await page.getByRole("tab", { name: "Posts" }).click();
  await row.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete "${title}"?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Post deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

test("the status filters narrow the posts and the comments", async ({ page }, info) => {
  await signIn(page, admin.username, admin.password);
  await openBlogTab(page);
  await page.getByRole("button", { name: /^Draft/ }).click();
  const posts = page.getByRole("list", { name: "Blog posts" }).getByRole("listitem");
  await expect(posts.filter({ hasText: "Caring for your enamel pins" })).toBeVisible();
  await expect(posts.getByText("Published", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Edit Caring for your enamel pins" }).click();
  const editor = page.getByRole("dialog", { name: "Edit post" });
  await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Caring for your enamel pins");
  await expect(editor.getByLabel("Slug")).toHaveValue("caring-for-enamel-pins");
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();
  await page.getByRole("tab", { name: /Comments/ }).click();
  await page.getByRole("button", { name: /^Rejected/ }).click();
  await expect(page.getByText("No rejected comments.")).toBeVisible();
  if (takeScreenshots) {
    await page.screenshot({
      path: `test-results/screenshots/${info.project.name}-blog-admin-queue-empty.png`,
    });
  }
});
