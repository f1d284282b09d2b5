import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogComments } from "../../../db/schema.ts";
import { createBlogComment, createBlogPost } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signedIn } from "../../../tests/kits/blog-admin-test-kit.ts";
import { db } from "../../lib/db.server.ts";
import type { AdminCommentJson, CommentListJson } from "./blog-admin.schemas.ts";

useTestDatabase();

type Answer = { message: string; code: string };

let admin: TestClient;
beforeAll(async () => {
  admin = await signedIn("admin");
});

/** What a visitor sees under the post (the public API shows approved comments only). */
async function publicComments(slug: string): Promise<string[]> {
  const res = await createClient().get<{ content: string; authorEmail?: string }[]>(
    `/api/blog/posts/${slug}/comments`,
  );
  expect(res.status).toBe(200);
  for (const comment of res.body) expect(comment).not.toHaveProperty("authorEmail");
  return res.body.map((c) => c.content);
}

const statusOf = async (id: number) =>
  (await db().select({ status: blogComments.status }).from(blogComments).where(eq(blogComments.id, id)))[0]
    ?.status;

describe("the moderation queue", () => {
  it("lists pending comments by default, newest first, with the post and the author's e-mail", async () => {
    const post = await createBlogPost({ title: "Ball markers for members" });
    const older = await createBlogComment(post.id, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await createBlogComment(post.id, { authorEmail: "sam@example.com" });
    await createBlogComment(post.id, { status: "approved" });

    const res = await admin.get<CommentListJson>("/api/admin/blog/comments");
    expect(res.status).toBe(200);
    const ids = res.body.comments.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body.comments.every((c) => c.status === "pending")).toBe(true);
    expect(res.body.comments.find((c) => c.id === newer.id)).toEqual({
      id: newer.id,
      postId: post.id,
      postTitle: "Ball markers for members",
      postSlug: post.slug,
      authorName: newer.authorName,
      authorEmail: "sam@example.com",
      content: newer.content,
      status: "pending",
      createdAt: newer.createdAt.toISOString(),
      moderatedAt: null,
    });
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, total: res.body.counts.pending });
    expect(res.body.counts.approved).toBeGreaterThanOrEqual(1);
  });

  it("filters by status and refuses an unknown one", async () => {
    const post = await createBlogPost();
    const rejected = await createBlogComment(post.id, { status: "rejected" });
    const res = await admin.get<CommentListJson>("/api/admin/blog/comments?status=rejected");
    expect(res.body.comments.map((c) => c.id)).toContain(rejected.id);
    expect(res.body.comments.every((c) => c.status === "rejected")).toBe(true);
    const bad = await admin.get<Answer>("/api/admin/blog/comments?status=spam");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Status must be pending, approved or rejected");
  });

  it("approve shows a comment to visitors; reject never does; back to pending hides it again", async () => {
    const post = await createBlogPost();
    const good = await createBlogComment(post.id, { content: "Lovely pins, thank you!" });
    const spam = await createBlogComment(post.id, { content: "Cheap watches here" });
    expect(await publicComments(post.slug)).toEqual([]);

    const approved = await admin.patch<AdminCommentJson>(`/api/admin/blog/comments/${good.id}`, {
      status: "approved",
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved");
    expect(approved.body.moderatedAt).not.toBeNull();
    const rejected = await admin.patch<AdminCommentJson>(`/api/admin/blog/comments/${spam.id}`, {
      status: "rejected",
    });
    expect(rejected.body.status).toBe("rejected");
    expect(await publicComments(post.slug)).toEqual(["Lovely pins, thank you!"]);

    const back = await admin.patch<AdminCommentJson>(`/api/admin/blog/comments/${good.id}`, {
      status: "pending",
    });
    expect(back.body).toMatchObject({ status: "pending", moderatedAt: null });
    expect(await publicComments(post.slug)).toEqual([]);
  });

  it("deletes a comment; a second delete is a 404", async () => {
    const post = await createBlogPost();
    const comment = await createBlogComment(post.id, { status: "approved", content: "To be removed" });
    expect(await publicComments(post.slug)).toEqual(["To be removed"]);
    const res = await admin.delete<Answer>(`/api/admin/blog/comments/${comment.id}`);
    expect(res.status).toBe(200);
    expect(await statusOf(comment.id)).toBeUndefined();
    expect(await publicComments(post.slug)).toEqual([]);
    expect((await admin.delete<Answer>(`/api/admin/blog/comments/${comment.id}`)).status).toBe(404);
  });

  it.each([
    ["an unknown status", { status: "spam" }, 400, "Status must be pending, approved or rejected"],
    ["an extra field", { status: "approved", content: "edited" }, 400, 'Unrecognized key: "content"'],
  ])("refuses %s with %i", async (_label, body, status, message) => {
    const post = await createBlogPost();
    const comment = await createBlogComment(post.id);
    const res = await admin.patch<Answer>(`/api/admin/blog/comments/${comment.id}`, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await statusOf(comment.id)).toBe("pending");
  });

  it("answers 404 for a comment that does not exist", async () => {
    const res = await admin.patch<Answer>("/api/admin/blog/comments/999999", { status: "approved" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Comment not found");
  });
});

describe("POST /api/admin/blog/comments/bulk", () => {
  async function threeComments() {
    const post = await createBlogPost();
    const comments = [
      await createBlogComment(post.id, { content: "One" }),
      await createBlogComment(post.id, { content: "Two" }),
      await createBlogComment(post.id, { content: "Three" }),
    ];
    return { post, ids: comments.map((c) => c.id) };
  }

  it("approves and rejects several at once; ids that no longer exist are skipped", async () => {
    const { post, ids } = await threeComments();
    const approve = await admin.post<{ count: number; ids: number[] }>("/api/admin/blog/comments/bulk", {
      ids: [ids[0], ids[1], ids[0], 999999],
      action: "approve",
    });
    expect(approve.status).toBe(200);
    expect(approve.body).toMatchObject({ action: "approve", count: 2, ids: [ids[0], ids[1]] });
    expect((await publicComments(post.slug)).sort()).toEqual(["One", "Two"]);

    const reject = await admin.post("/api/admin/blog/comments/bulk", {
      ids: [ids[1], ids[2]],
      action: "reject",
    });
    expect(reject.status).toBe(200);
    expect(await publicComments(post.slug)).toEqual(["One"]);
    expect(await statusOf(ids[2]!)).toBe("rejected");
  });

  it("deletes several at once", async () => {
    const { ids } = await threeComments();
    const res = await admin.post<{ count: number }>("/api/admin/blog/comments/bulk", {
      ids,
      action: "delete",
    });
    expect(res.body.count).toBe(3);
    expect(await db().select().from(blogComments).where(inArray(blogComments.id, ids))).toEqual([]);
  });

  it.each([
    ["no ids", { ids: [], action: "approve" }, "Choose at least one comment"],
    [
      "101 ids",
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: "approve" },
      "Choose at most 100 comments at a time",
    ],
    ["an unknown action", { ids: [1], action: "publish" }, "Action must be approve, reject or delete"],
  ])("refuses %s with 400", async (_label, body, message) => {
    const res = await admin.post<Answer>("/api/admin/blog/comments/bulk", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
