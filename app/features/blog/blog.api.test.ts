import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBlogPost } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, type BlogPostJson } from "./blog.schemas.ts";
import { listPostSummaries, listPublishedTags } from "./blog.server.ts";

useTestDatabase();

const HOUR = 60 * 60 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);
const token = () => randomBytes(4).toString("hex");
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };

/** A published post, a draft, a scheduled post and a future-dated "published" post, all tagged. */
async function postsOfEveryKind(tag: string) {
  const published = await createBlogPost({ tags: [tag], publishedAt: hoursAgo(2) });
  const draft = await createBlogPost({ tags: [tag], status: "draft", publishedAt: null });
  const scheduled = await createBlogPost({ tags: [tag], status: "scheduled", publishedAt: hoursAgo(-5) });
  // Scheduled for a time already past but not yet published by the job: still not public.
  const overdue = await createBlogPost({ tags: [tag], status: "scheduled", publishedAt: hoursAgo(1) });
  const future = await createBlogPost({ tags: [tag], status: "published", publishedAt: hoursAgo(-3) });
  return { published, hidden: [draft, scheduled, overdue, future] };
}

describe("GET /api/blog/posts", () => {
  it("lists published posts only, newest first, in the post record's shape, without content", async () => {
    const tag = `kind-${token()}`;
    const older = await createBlogPost({ tags: [tag], publishedAt: hoursAgo(48) });
    const { published, hidden } = await postsOfEveryKind(tag);
    const res = await createClient().get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.slug)).toEqual([published.slug, older.slug]);
    for (const post of hidden) expect(res.text).not.toContain(post.slug);
    expect(Object.keys(res.body[0]!).sort()).toEqual(
      [
        "id",
        "title",
        "slug",
        "excerpt",
        "featuredImage",
        "featuredPicture",
        "authorId",
        "status",
        "tags",
        "metaTitle",
        "metaDescription",
        "readingTime",
        "facebookPosted",
        "views",
        "publishedAt",
      ].sort(),
    );
    expect(res.body[0]).toMatchObject({
      id: published.id,
      status: "published",
      tags: [tag],
      publishedAt: published.publishedAt!.toISOString(),
    });
  });

  it("filters by title or excerpt, case-insensitively, and by tag", async () => {
    const word = `Birdie${token()}`;
    const inTitle = await createBlogPost({ title: `The ${word} guide`, tags: ["a"] });
    const inExcerpt = await createBlogPost({ excerpt: `all about ${word.toLowerCase()} pins`, tags: ["b"] });
    await createBlogPost({ content: `${word} only in the content` });
    const client = createClient();

    const byText = await client.get<BlogPostJson[]>(`/api/blog/posts?q=${word.toUpperCase()}`);
    expect(byText.body.map((p) => p.id).sort()).toEqual([inTitle.id, inExcerpt.id].sort());

    const both = await client.get<BlogPostJson[]>(`/api/blog/posts?q=${word}&tag=b`);
    expect(both.body.map((p) => p.id)).toEqual([inExcerpt.id]);
  });

  it("treats LIKE wildcards in the search as plain characters", async () => {
    const post = await createBlogPost({ title: `100% soft enamel ${token()}` });
    const res = await createClient().get<BlogPostJson[]>(`/api/blog/posts?q=${encodeURIComponent("100%")}`);
    expect(res.body.map((p) => p.id)).toContain(post.id);
    const none = await createClient().get<BlogPostJson[]>(`/api/blog/posts?q=${encodeURIComponent("_%_")}`);
    expect(none.body).toEqual([]);
  });
});

describe("GET /api/blog/posts, a page at a time", () => {
  /** `count` public posts under a fresh tag, newest first, an hour apart. */
  async function taggedPosts(count: number) {
    const tag = `paged-${token()}`;
    const posts = [];
    for (let i = 0; i < count; i++)
      posts.push(await createBlogPost({ tags: [tag], publishedAt: hoursAgo(i + 1) }));
    return { tag, slugs: posts.map((p) => p.slug) };
  }
  const slugsOf = (body: BlogPostJson[]) => body.map((p) => p.slug);

  it("answers the blog page's page size by default and says whether an older page follows", async () => {
    const { tag, slugs } = await taggedPosts(BLOG_PAGE_SIZE + 2);
    const first = await createClient().get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}`);
    expect(slugsOf(first.body)).toEqual(slugs.slice(0, BLOG_PAGE_SIZE));
    expect(first.headers.get("x-page")).toBe("1");
    expect(first.headers.get("x-page-size")).toBe(String(BLOG_PAGE_SIZE));
    expect(first.headers.get("x-has-more")).toBe("true");

    const second = await createClient().get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}&page=2`);
    expect(slugsOf(second.body)).toEqual(slugs.slice(BLOG_PAGE_SIZE));
    expect(second.headers.get("x-has-more")).toBe("false");
  });

  it("takes a limit up to the maximum, and forgives a bad page or limit", async () => {
    const { tag, slugs } = await taggedPosts(5);
    const client = createClient();
    const two = await client.get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}&limit=2&page=2`);
    expect(slugsOf(two.body)).toEqual(slugs.slice(2, 4));
    const huge = await client.get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}&limit=100000`);
    expect(huge.headers.get("x-page-size")).toBe(String(BLOG_MAX_PAGE_SIZE));
    expect(slugsOf(huge.body)).toEqual(slugs);
    for (const bad of ["page=0", "page=abc", "limit=-3", "limit=1.5"]) {
      const res = await client.get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}&${bad}`);
      expect(res.status, bad).toBe(200);
      expect(slugsOf(res.body), bad).toEqual(slugs);
    }
  });

  it("answers an empty list past the last page", async () => {
    const { tag } = await taggedPosts(1);
    const res = await createClient().get<BlogPostJson[]>(`/api/blog/posts?tag=${tag}&page=2`);
    expect(res.body).toEqual([]);
    expect(res.headers.get("x-has-more")).toBe("false");
  });

  it("reads a page from the public-list index, newest first, without sorting", async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from blog_posts where status = 'published' and published_at <= now()
          order by published_at desc, id desc limit ${BLOG_PAGE_SIZE}`,
      )) as { rows: Array<Record<string, string>> };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("blog_posts_public_list_idx");
    expect(plan).not.toContain("Sort");
  });
});

describe("GET /api/blog/posts/:slug", () => {
  it("answers a published post by its slug", async () => {
    const post = await createBlogPost({ content: "## Hello\n\n| a | b |\n| - | - |\n| 1 | 2 |" });
    const res = await createClient({ headers: browser }).get<BlogPostJson>(`/api/blog/posts/${post.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: post.title,
      content: post.content,
    });
  });

  it("answers 404 for drafts, scheduled and future posts, and unknown slugs", async () => {
    const { hidden } = await postsOfEveryKind(`hidden-${token()}`);
    const client = createClient();
    for (const slug of [...hidden.map((p) => p.slug), `no-such-post-${token()}`]) {
      const res = await client.get(`/api/blog/posts/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ message: "Post not found", code: "not_found" });
    }
  });

  it("counts a reader once a day, whatever they reload, and never a crawler", async () => {
    const post = await createBlogPost();
    const reader = createClient({ headers: browser });
    const first = await reader.get<BlogPostJson>(`/api/blog/posts/${post.slug}`);
    expect(first.body.views).toBe(1);
    const again = await reader.get<BlogPostJson>(`/api/blog/posts/${post.slug}`);
    expect(again.body.views).toBe(1);

    const other = createClient({ headers: browser });
    expect((await other.get<BlogPostJson>(`/api/blog/posts/${post.slug}`)).body.views).toBe(2);

    const bot = createClient({
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect((await bot.get<BlogPostJson>(`/api/blog/posts/${post.slug}`)).body.views).toBe(2);
  });
});

describe("blog page data", () => {
  it("gives the list page summaries without content, and tags of public posts only", async () => {
    const common = `common-${token()}`;
    const rare = `rare-${token()}`;
    const secret = `secret-${token()}`;
    await createBlogPost({ tags: [common, rare] });
    await createBlogPost({ tags: [common] });
    await createBlogPost({ tags: [secret], status: "draft", publishedAt: null });

    const tags = await listPublishedTags();
    expect(tags.indexOf(common)).toBeGreaterThanOrEqual(0);
    expect(tags.indexOf(common)).toBeLessThan(tags.indexOf(rare));
    expect(tags).not.toContain(secret);

    const { posts } = await listPostSummaries({ tag: common });
    expect(posts).toHaveLength(2);
    for (const summary of posts) expect(summary).not.toHaveProperty("content");
  });
});
