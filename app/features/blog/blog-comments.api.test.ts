import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogComments } from "../../../db/schema.ts";
import { createBlogComment, createBlogPost } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import { COMMENT_LIMIT } from "./blog.api.server.ts";
import type { BlogCommentJson, SubmittedCommentJson } from "./blog.schemas.ts";

useTestDatabase();

const comment = (overrides: Record<string, unknown> = {}) => ({
  authorName: "Ada Fairway",
  authorEmail: "ada.fairway@example.com",
  content: "Great guide, thank you!",
  ...overrides,
});

const stored = (postId: number) => db().select().from(blogComments).where(eq(blogComments.postId, postId));
const commentsPath = (slug: string) => `/api/blog/posts/${slug}/comments`;

describe("blog comments", () => {
  it("are held for approval: a new comment is stored pending and not shown", async () => {
    const post = await createBlogPost();
    const client = createClient();
    const res = await client.post<SubmittedCommentJson>(
      commentsPath(post.slug),
      comment({ postId: post.id }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      postId: post.id,
      authorName: "Ada Fairway",
      content: "Great guide, thank you!",
      status: "pending",
    });
    expect(res.text).not.toContain("ada.fairway@example.com");
    expect(res.body).not.toHaveProperty("authorEmail");

    const rows = await stored(post.id);
    expect(rows).toMatchObject([{ status: "pending", authorEmail: "ada.fairway@example.com" }]);
    expect((await client.get(commentsPath(post.slug))).body).toEqual([]);
  });

  it("show approved comments only, oldest first, and never an e-mail", async () => {
    const post = await createBlogPost();
    const first = await createBlogComment(post.id, {
      status: "approved",
      createdAt: new Date("2026-04-01T10:00:00Z"),
    });
    const second = await createBlogComment(post.id, {
      status: "approved",
      createdAt: new Date("2026-04-02T10:00:00Z"),
    });
    await createBlogComment(post.id, { status: "pending" });
    const rejected = await createBlogComment(post.id, { status: "rejected", content: "Buy cheap watches" });

    const res = await createClient().get<BlogCommentJson[]>(commentsPath(post.slug));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: first.id,
        postId: post.id,
        authorName: first.authorName,
        content: first.content,
        createdAt: "2026-04-01T10:00:00.000Z",
      },
      expect.objectContaining({ id: second.id }),
    ]);
    expect(res.text).not.toContain("@example.com");
    expect(res.text).not.toContain(rejected.content);
  });

  it("keep what a reader typed as plain data, whatever it looks like", async () => {
    const post = await createBlogPost();
    const attack = `<script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)> [x](javascript:alert(4))`;
    const res = await createClient().post<SubmittedCommentJson>(
      commentsPath(post.slug),
      comment({ authorName: "<b>Mallory</b>", content: attack }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.content).toBe(attack);
    expect(res.body.authorName).toBe("<b>Mallory</b>");
    const [row] = await stored(post.id);
    expect(row!.content).toBe(attack);
  });

  it.each([
    ["a missing name", { authorName: "  " }, "Please enter your name"],
    ["a long name", { authorName: "n".repeat(101) }, "Name must be at most 100 characters"],
    ["a bad e-mail", { authorEmail: "not-an-email" }, "Please enter a valid email address"],
    ["a long e-mail", { authorEmail: `${"a".repeat(250)}@x.io` }, "Email must be at most 254 characters"],
    ["an empty comment", { content: "" }, "Please enter a comment"],
    ["a long comment", { content: "c".repeat(5001) }, "Comment must be at most 5000 characters"],
    ["a wrong postId", { postId: 999_999 }, "This comment does not belong to this post"],
    ["an unknown field", { rating: 5 }, undefined],
  ])("refuse %s with 400 and a message", async (_, overrides, message) => {
    const post = await createBlogPost();
    const res = await createClient().post<{ message: string; code: string }>(
      commentsPath(post.slug),
      comment(overrides),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid");
    if (message) expect(res.body.message).toBe(message);
    expect(await stored(post.id)).toEqual([]);
  });

  it("accept the longest allowed values, trimmed", async () => {
    const post = await createBlogPost();
    const res = await createClient().post<SubmittedCommentJson>(
      commentsPath(post.slug),
      comment({ authorName: ` ${"n".repeat(100)} `, content: "c".repeat(5000) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.authorName).toBe("n".repeat(100));
  });

  it("answer a bot that fills the honeypot as a success, storing nothing", async () => {
    const post = await createBlogPost();
    const res = await createClient().post<SubmittedCommentJson>(
      commentsPath(post.slug),
      comment({ website: "https://spam.example" }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "pending", authorName: "Ada Fairway" });
    expect(await stored(post.id)).toEqual([]);
  });

  it("cannot be read or written on drafts, scheduled posts or unknown slugs", async () => {
    const draft = await createBlogPost({ status: "draft", publishedAt: null });
    const scheduled = await createBlogPost({
      status: "scheduled",
      publishedAt: new Date(Date.now() + 3_600_000),
    });
    const client = createClient();
    for (const slug of [draft.slug, scheduled.slug, "no-such-post"]) {
      expect((await client.get(commentsPath(slug))).status).toBe(404);
      expect((await client.post(commentsPath(slug), comment())).status).toBe(404);
    }
    expect([...(await stored(draft.id)), ...(await stored(scheduled.id))]).toEqual([]);
  });

  it("are rate-limited per address with 429 and Retry-After", async () => {
    const post = await createBlogPost();
    const flooder = createClient();
    for (let i = 0; i < COMMENT_LIMIT.limit; i++) {
      expect((await flooder.post(commentsPath(post.slug), comment({ content: `Comment ${i}` }))).status).toBe(
        201,
      );
    }
    const refused = await flooder.post<{ code: string }>(commentsPath(post.slug), comment());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored(post.id)).toHaveLength(COMMENT_LIMIT.limit);

    // Another reader is not affected.
    expect((await createClient().post(commentsPath(post.slug), comment())).status).toBe(201);
  });
});
