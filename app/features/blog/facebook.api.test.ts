import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../../db/schema.ts";
import { createBlogPost } from "../../../tests/factories.ts";
import type { TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { eventually, useJobs } from "../../../tests/helpers/jobs.ts";
import { createPostThroughApi, signedIn, validPost } from "../../../tests/kits/blog-admin-test-kit.ts";
import { PEER_PAGE_ID, useGraphPeer } from "../../../tests/peers/facebook-peer.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { JOBS_SCHEMA } from "../../lib/jobs.server.ts";
import type { AdminPostJson } from "./blog-admin.schemas.ts";
import { FACEBOOK_SHARE_JOB, SHARE_LEASE_MS, shareMessage, sharePostOnFacebook } from "./facebook.server.ts";

useTestDatabase();
const peer = useGraphPeer();
useJobs({ workers: true });

let admin: TestClient;
beforeAll(async () => {
  admin = await signedIn("admin");
});

const row = async (id: number) => (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
const postsFor = (slug: string) => peer().posts.filter((p) => p.link.endsWith(`/blog/${slug}`));

async function shareJobs(postId: number): Promise<{ state: string }[]> {
  const { rows } = await getDatabase().query(
    `select state from ${JOBS_SCHEMA}.job where name = $1 and (data->>'postId')::int = $2`,
    [FACEBOOK_SHARE_JOB, postId],
  );
  return rows as { state: string }[];
}

describe("publishing shares the post on the Facebook Page", () => {
  it("tells the editor that sharing is on", async () => {
    expect((await admin.get("/api/admin/blog/sharing")).body).toEqual({ facebook: true });
  });

  it("posts {message, link} to /{page-id}/feed once, and stores Facebook's id", async () => {
    const draft = await createPostThroughApi(admin, { shareToFacebook: true });
    expect(await shareJobs(draft.id)).toEqual([]);

    const res = await admin.post<AdminPostJson>(`/api/admin/blog/posts/${draft.id}/publish`);
    expect(res.status).toBe(200);
    const shared = await eventually(async () => (await row(draft.id)).facebookPosted && row(draft.id));
    const [sent] = postsFor(draft.slug);
    expect(sent).toMatchObject({
      message: `${draft.title}\n\n${draft.excerpt}`,
      link: `${env().publicUrl}/blog/${draft.slug}`,
    });
    expect(shared).toMatchObject({
      facebookPostId: sent!.id,
      facebookError: null,
      facebookShareStartedAt: null,
    });
    expect(sent!.id.startsWith(`${PEER_PAGE_ID}_`)).toBe(true);

    await admin.post(`/api/admin/blog/posts/${draft.id}/publish`);
    expect(await sharePostOnFacebook(draft.id)).toBe("already-posted");
    expect(postsFor(draft.slug)).toHaveLength(1);
  });

  it("does not share a post without the flag", async () => {
    const draft = await createPostThroughApi(admin, { shareToFacebook: false });
    await admin.post(`/api/admin/blog/posts/${draft.id}/publish`);
    expect(await shareJobs(draft.id)).toEqual([]);
    expect(await sharePostOnFacebook(draft.id)).toBe("skipped");
    expect(postsFor(draft.slug)).toEqual([]);
  });

  it("a Graph failure never blocks publishing; the retried job posts exactly once", async () => {
    peer().faults.push({ status: 500, message: "An unexpected error has occurred." });
    const draft = await createPostThroughApi(admin, { shareToFacebook: true });
    const res = await admin.post<AdminPostJson>(`/api/admin/blog/posts/${draft.id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("published");

    const failed = await eventually(async () => {
      const current = await row(draft.id);
      return current.facebookError ? current : null;
    });
    expect(failed.facebookError).toBe("Facebook refused the post (500): An unexpected error has occurred.");
    expect(failed).toMatchObject({ facebookPosted: false, facebookShareStartedAt: null });
    await eventually(async () => (await shareJobs(draft.id)).some((j) => j.state === "retry"));
    // pg-boss waits 30 s before the first retry; the clock is moved instead of the test waiting.
    await getDatabase().query(
      `update ${JOBS_SCHEMA}.job set start_after = now() where name = $1 and state = 'retry' and (data->>'postId')::int = $2`,
      [FACEBOOK_SHARE_JOB, draft.id],
    );
    const shared = await eventually(async () => (await row(draft.id)).facebookPosted && row(draft.id));
    expect(shared.facebookError).toBeNull();
    expect(postsFor(draft.slug)).toHaveLength(1);
  });

  it("shares a published post when the flag is turned on later, once", async () => {
    const post = await createPostThroughApi(admin, { status: "published" });
    const edit = validPost({
      title: post.title,
      slug: post.slug,
      status: "published",
      shareToFacebook: true,
    });
    expect((await admin.put(`/api/admin/blog/posts/${post.id}`, edit)).status).toBe(200);
    await eventually(async () => (await row(post.id)).facebookPosted);
    expect((await admin.put(`/api/admin/blog/posts/${post.id}`, edit)).status).toBe(200);
    expect(await shareJobs(post.id)).toHaveLength(1);
    expect(postsFor(post.slug)).toHaveLength(1);
  });
});

describe("sharePostOnFacebook: at most one Facebook post per blog post", () => {
  const sharable = () => createBlogPost({ shareToFacebook: true });

  it("after a definite refusal, the next attempt posts", async () => {
    const post = await sharable();
    peer().faults.push({ status: 400, message: "(#200) The user hasn't authorized the application" });
    await expect(sharePostOnFacebook(post.id)).rejects.toThrow("Facebook refused the post (400)");
    expect(await row(post.id)).toMatchObject({ facebookPosted: false, facebookShareStartedAt: null });
    expect(await sharePostOnFacebook(post.id)).toBe("posted");
    expect(postsFor(post.slug)).toHaveLength(1);
  });

  it("after an answer that never came, finds the post Facebook kept instead of posting again", async () => {
    const post = await sharable();
    peer().faults.push("drop");
    const first = new Date();
    await expect(sharePostOnFacebook(post.id, first)).rejects.toThrow(/connection to Facebook failed/);
    expect(postsFor(post.slug)).toHaveLength(1);
    expect((await row(post.id)).facebookShareStartedAt).toEqual(first);

    // Within the lease another attempt waits, in case the first is still running.
    await expect(sharePostOnFacebook(post.id, new Date(first.getTime() + 1_000))).rejects.toThrow(
      "Another attempt is sharing this post right now",
    );
    const later = new Date(first.getTime() + SHARE_LEASE_MS + 1_000);
    expect(await sharePostOnFacebook(post.id, later)).toBe("found");
    expect(postsFor(post.slug)).toHaveLength(1);
    expect(await row(post.id)).toMatchObject({
      facebookPosted: true,
      facebookPostId: postsFor(post.slug)[0]!.id,
      facebookShareStartedAt: null,
    });
  });

  it("two attempts at the same moment post once", async () => {
    const post = await sharable();
    const results = await Promise.allSettled([sharePostOnFacebook(post.id), sharePostOnFacebook(post.id)]);
    const outcomes = results.map((r) => (r.status === "fulfilled" ? r.value : "refused"));
    expect(outcomes).toContain("posted");
    expect(outcomes.filter((o) => o === "posted")).toHaveLength(1);
    expect(postsFor(post.slug)).toHaveLength(1);
    expect(peer().posts.filter((p) => p.message === shareMessage(post))).toHaveLength(1);
  });
});
