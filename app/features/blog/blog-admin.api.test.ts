import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogComments, blogPosts } from "../../../db/schema.ts";
import { createBlogComment, createBlogPost } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createPostThroughApi, signedIn, validPost } from "../../../tests/kits/blog-admin-test-kit.ts";
import { db } from "../../lib/db.server.ts";
import type { AdminPostJson } from "./blog-admin.schemas.ts";
import { readingTime } from "./reading-time.ts";

useTestDatabase();

type Answer = { message: string; code: string; field?: string };

let admin: TestClient & { userId: number };
beforeAll(async () => {
  admin = await signedIn("admin");
});

const stored = async (id: number) => (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

describe("blog admin calls are for admins only", () => {
  it.each([
    ["a guest", 401, () => Promise.resolve(createClient())],
    ["a customer", 403, () => signedIn("customer")],
  ])("refuses %s with %i and changes nothing", async (_label, status, makeClient) => {
    const client = await makeClient();
    const post = await createBlogPost({ status: "draft", publishedAt: null });
    const comment = await createBlogComment(post.id);
    for (const res of [
      await client.get("/api/admin/blog/posts"),
      await client.get(`/api/admin/blog/posts/${post.id}`),
      await client.post("/api/admin/blog/posts", validPost()),
      await client.put(`/api/admin/blog/posts/${post.id}`, validPost()),
      await client.post(`/api/admin/blog/posts/${post.id}/publish`),
      await client.delete(`/api/admin/blog/posts/${post.id}`),
      await client.get("/api/admin/blog/sharing"),
      await client.get("/api/admin/blog/comments"),
      await client.patch(`/api/admin/blog/comments/${comment.id}`, { status: "approved" }),
      await client.post("/api/admin/blog/comments/bulk", { ids: [comment.id], action: "delete" }),
      await client.delete(`/api/admin/blog/comments/${comment.id}`),
    ]) {
      expect(res.status).toBe(status);
    }
    expect(await stored(post.id)).toEqual(post);
    const [after] = await db().select().from(blogComments).where(eq(blogComments.id, comment.id));
    expect(after).toEqual(comment);
  });
});

describe("POST /api/admin/blog/posts", () => {
  it("creates a draft with a slug from the title, reading time from the text and the author", async () => {
    const content = `${"A golf pin story. ".repeat(150)}\n\n| a | b |\n| - | - |`;
    const res = await admin.post<AdminPostJson>(
      "/api/admin/blog/posts",
      validPost({
        title: "  Member-Guest Pins: A Guide  ",
        content,
        tags: [" Events ", "events", "Care", "EVENTS"],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Member-Guest Pins: A Guide",
      slug: "member-guest-pins-a-guide",
      status: "draft",
      publishedAt: null,
      readingTime: readingTime(content),
      tags: ["Events", "Care"],
      metaTitle: null,
      metaDescription: null,
      featuredImage: null,
      authorId: admin.userId,
      facebookPosted: false,
      views: 0,
      pendingComments: 0,
      approvedComments: 0,
    });
  });

  it("numbers the slugs of posts with the same title: -2, -3", async () => {
    const stamp = Date.now();
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await createPostThroughApi(admin, { title: `Tee Time ${stamp}` })).slug);
    expect(slugs).toEqual([`tee-time-${stamp}`, `tee-time-${stamp}-2`, `tee-time-${stamp}-3`]);
  });

  it("transliterates a unicode title and falls back to post for one with no Latin equivalent", async () => {
    expect((await createPostThroughApi(admin, { title: "Crème de la crème ⛳" })).slug).toMatch(
      /^creme-de-la-creme(-\d+)?$/,
    );
    expect((await createPostThroughApi(admin, { title: "ゴルフ" })).slug).toMatch(/^post(-\d+)?$/);
  });

  it("takes an explicit slug, lowercased, and answers 409 when another post has it", async () => {
    const slug = `club-news-${Date.now()}`;
    expect((await createPostThroughApi(admin, { slug: ` ${slug.toUpperCase()} ` })).slug).toBe(slug);
    const res = await admin.post<Answer>("/api/admin/blog/posts", validPost({ slug }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: `A post with the slug "${slug}" already exists`,
      field: "slug",
    });
  });

  it("keeps a featured image, meta texts and the share flag", async () => {
    const post = await createPostThroughApi(admin, {
      featuredImage: "https://cdn.example.com/pins/hero.jpg",
      metaTitle: "M".repeat(70),
      metaDescription: "D".repeat(160),
      shareToFacebook: true,
    });
    expect(post).toMatchObject({
      featuredImage: "https://cdn.example.com/pins/hero.jpg",
      metaTitle: "M".repeat(70),
      metaDescription: "D".repeat(160),
      shareToFacebook: true,
    });
    const local = await createPostThroughApi(admin, {
      featuredImage: "/uploads/0b7e1a52-7c1f-4b7e-9a43-0f4c1c7b2d11.png",
    });
    expect(local.featuredImage).toBe("/uploads/0b7e1a52-7c1f-4b7e-9a43-0f4c1c7b2d11.png");
  });

  it.each([
    ["no title", { title: "  " }, "Title is required"],
    ["no excerpt", { excerpt: undefined }, "Excerpt is required"],
    ["no content", { content: "" }, "Content is required"],
    ["a blank tag", { tags: ["care", "  "] }, "Tags cannot be blank"],
    [
      "11 tags",
      { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) },
      "A post can have at most 10 tags",
    ],
    ["a long meta title", { metaTitle: "x".repeat(71) }, "Meta title must be at most 70 characters"],
    [
      "a long meta description",
      { metaDescription: "x".repeat(161) },
      "Meta description must be at most 160 characters",
    ],
    [
      "a bad slug",
      { slug: "tee time!" },
      "Slug may contain only lowercase letters, numbers and single hyphens",
    ],
    [
      "a script image",
      { featuredImage: "javascript:alert(1)" },
      "Featured image must be an http(s) address or an uploaded image",
    ],
    [
      "a protocol-relative image",
      { featuredImage: "//evil.example/x.png" },
      "Featured image must be an http(s) address or an uploaded image",
    ],
    ["an unknown status", { status: "archived" }, "Status must be draft, scheduled or published"],
    [
      "a scheduled post without a time",
      { status: "scheduled" },
      "Choose a future date and time for a scheduled post",
    ],
    [
      "a scheduled post in the past",
      { status: "scheduled", publishedAt: "2020-01-01T09:00:00Z" },
      "Choose a future date and time for a scheduled post",
    ],
    [
      "a published post dated in the future",
      { status: "published", publishedAt: "2999-01-01T09:00:00Z" },
      "A published post cannot be dated in the future; schedule it instead",
    ],
    ["a field the form does not have", { views: 1000 }, 'Unrecognized key: "views"'],
  ])("answers 400 for %s, with the message the editor shows", async (_label, overrides, message) => {
    const before = (await admin.get<AdminPostJson[]>("/api/admin/blog/posts")).body.length;
    const res = await admin.post<Answer>("/api/admin/blog/posts", validPost(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "invalid" });
    expect((await admin.get<AdminPostJson[]>("/api/admin/blog/posts")).body).toHaveLength(before);
  });

  it("answers 415 for a body that is not JSON and 400 for broken JSON", async () => {
    const form = await admin.request("POST", "/api/admin/blog/posts", "title=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const broken = await admin.request("POST", "/api/admin/blog/posts", "{", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
  });
});

describe("GET /api/admin/blog/sharing", () => {
  it("says Facebook sharing is off without a configured Page", async () => {
    const res = await admin.get("/api/admin/blog/sharing");
    expect(res.body).toEqual({ facebook: false });
  });
});

describe("scheduling and publishing", () => {
  it("schedules a post for a future time, hidden from the public until then", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const post = await createPostThroughApi(admin, { status: "scheduled", publishedAt: at });
    expect(post).toMatchObject({ status: "scheduled", publishedAt: at });
    expect((await createClient().get(`/api/blog/posts/${post.slug}`)).status).toBe(404);
  });

  it("publishes a draft now: publishedAt is set, the post is public, and publishing again changes nothing", async () => {
    const draft = await createPostThroughApi(admin);
    const before = Date.now();
    const res = await admin.post<AdminPostJson>(`/api/admin/blog/posts/${draft.id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("published");
    const publishedAt = Date.parse(res.body.publishedAt!);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await createClient().get(`/api/blog/posts/${draft.slug}`)).status).toBe(200);

    const again = await admin.post<AdminPostJson>(`/api/admin/blog/posts/${draft.id}/publish`);
    expect(again.status).toBe(200);
    expect(again.body.publishedAt).toBe(res.body.publishedAt);
  });

  it("publishes a scheduled post ahead of its time", async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const post = await createPostThroughApi(admin, { status: "scheduled", publishedAt: at });
    const res = await admin.post<AdminPostJson>(`/api/admin/blog/posts/${post.id}/publish`);
    expect(res.body.status).toBe("published");
    expect(Date.parse(res.body.publishedAt!)).toBeLessThan(Date.parse(at));
  });

  it("creates a post published at once, or back-dated", async () => {
    const now = await createPostThroughApi(admin, { status: "published" });
    expect(now.status).toBe("published");
    expect(Math.abs(Date.parse(now.publishedAt!) - Date.now())).toBeLessThan(5_000);
    const old = await createPostThroughApi(admin, {
      status: "published",
      publishedAt: "2024-03-01T10:00:00Z",
    });
    expect(old.publishedAt).toBe("2024-03-01T10:00:00.000Z");
  });

  it("answers 404 for a post that does not exist", async () => {
    expect((await admin.post<Answer>("/api/admin/blog/posts/999999/publish")).status).toBe(404);
    expect((await admin.get<Answer>("/api/admin/blog/posts/abc")).status).toBe(404);
  });
});
