import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, blogPostViews } from "../../../db/schema.ts";
import { createBlogPost } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import { purgeOldPostViews, recordPostView, visitorHash } from "./post-views.server.ts";

useTestDatabase();

const ada = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Macintosh) Safari/605.1.15" };
const bob = { ip: "198.51.100.20", userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/140.0" };
const at = (iso: string) => new Date(iso);

async function views(postId: number) {
  const [row] = await db().select({ views: blogPosts.views }).from(blogPosts).where(eq(blogPosts.id, postId));
  return row!.views;
}

describe("blog post views", () => {
  it("count once per visitor per UTC day", async () => {
    const post = await createBlogPost();
    expect(await recordPostView(post.id, ada, at("2026-05-01T08:00:00Z"))).toBe(true);
    expect(await recordPostView(post.id, ada, at("2026-05-01T23:59:59Z"))).toBe(false);
    expect(await recordPostView(post.id, bob, at("2026-05-01T12:00:00Z"))).toBe(true);
    expect(await views(post.id)).toBe(2);

    expect(await recordPostView(post.id, ada, at("2026-05-02T00:00:00Z"))).toBe(true);
    expect(await views(post.id)).toBe(3);
  });

  it("tell visitors apart by address and browser", async () => {
    const post = await createBlogPost();
    const day = at("2026-05-03T10:00:00Z");
    await recordPostView(post.id, ada, day);
    await recordPostView(post.id, { ...ada, userAgent: bob.userAgent }, day);
    await recordPostView(post.id, { ...ada, ip: bob.ip }, day);
    expect(await views(post.id)).toBe(3);
  });

  it("count each post on its own", async () => {
    const one = await createBlogPost();
    const two = await createBlogPost();
    const day = at("2026-05-04T10:00:00Z");
    await recordPostView(one.id, ada, day);
    await recordPostView(two.id, ada, day);
    expect([await views(one.id), await views(two.id)]).toEqual([1, 1]);
  });

  it("count a burst of simultaneous requests once", async () => {
    const post = await createBlogPost();
    const day = at("2026-05-05T10:00:00Z");
    const counted = await Promise.all(Array.from({ length: 5 }, () => recordPostView(post.id, ada, day)));
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await views(post.id)).toBe(1);
  });

  it("store no personal data: only a keyed hash that changes every day", async () => {
    const post = await createBlogPost();
    await recordPostView(post.id, ada, at("2026-05-06T10:00:00Z"));
    const rows = await db().select().from(blogPostViews).where(eq(blogPostViews.postId, post.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(ada.ip);
    expect(stored).not.toContain("Macintosh");
    expect(rows[0]!.visitorHash).toBe(visitorHash(ada, "2026-05-06"));
    expect(visitorHash(ada, "2026-05-06")).not.toBe(visitorHash(ada, "2026-05-07"));
  });

  it("leave the post's updatedAt alone (a view is not an edit)", async () => {
    const post = await createBlogPost({ updatedAt: at("2026-01-01T00:00:00Z") });
    await recordPostView(post.id, ada, at("2026-05-07T10:00:00Z"));
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.updatedAt.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("drop spent view keys older than yesterday, keeping the counts", async () => {
    const post = await createBlogPost();
    await recordPostView(post.id, ada, at("2026-06-01T10:00:00Z"));
    await recordPostView(post.id, ada, at("2026-06-09T10:00:00Z"));
    await recordPostView(post.id, ada, at("2026-06-10T10:00:00Z"));
    await purgeOldPostViews(at("2026-06-10T12:00:00Z"));
    const rows = await db().select().from(blogPostViews).where(eq(blogPostViews.postId, post.id));
    expect(rows.map((r) => r.day).sort()).toEqual(["2026-06-09", "2026-06-10"]);
    expect(await views(post.id)).toBe(3);
  });
});
