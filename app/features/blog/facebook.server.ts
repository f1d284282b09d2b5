// Sharing a published post on the shop's Facebook Page: a job queued in the publishing
// transaction posts `{message, link}` to the Page's feed, retried with backoff; a failure never
// blocks publishing. A post is shared at most once: see docs/decisions.md "Facebook sharing".
import { eq } from "drizzle-orm";
import { blogPosts } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { enqueue, registerJob } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { facebookPage, findPagePost, GraphError, postToPageFeed } from "./facebook-graph.server.ts";

export const FACEBOOK_SHARE_JOB = "blog.facebook-share";
/** An attempt holds the post this long; longer than a search plus a post at their deadlines. */
export const SHARE_LEASE_MS = 60_000;
/** How far before an unsure attempt the Page's feed is searched for its post. */
const SEARCH_MARGIN_MS = 10 * 60_000;

type Post = typeof blogPosts.$inferSelect;
export type ShareOutcome = "posted" | "found" | "already-posted" | "skipped";

export const postLink = (slug: string) => `${env().publicUrl}/blog/${slug}`;
export const shareMessage = (post: Pick<Post, "title" | "excerpt">) => `${post.title}\n\n${post.excerpt}`;

const due = (post: Post) => post.status === "published" && post.shareToFacebook && !post.facebookPosted;

/**
 * Queues the share of a post just published (or marked for sharing after it was), in the
 * caller's transaction. Nothing happens without a configured Page. One waiting job per post.
 */
export async function queueFacebookShare(tx: Executor, post: Post): Promise<boolean> {
  if (!due(post) || !facebookPage()) return false;
  await enqueue(tx, FACEBOOK_SHARE_JOB, { postId: post.id }, { singletonKey: `blog-post-${post.id}` });
  return true;
}

/**
 * Takes the post for one attempt. Answers why not, or the post and, when an earlier attempt
 * ended without knowing whether Facebook kept the post, when that attempt began.
 */
type Claim = { skip: "already-posted" | "skipped" } | { post: Post; unsureSince: Date | null };

async function claimShare(postId: number, now: Date): Promise<Claim> {
  return db().transaction(async (tx) => {
    const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
    if (!post || !due(post)) return { skip: post?.facebookPosted ? "already-posted" : "skipped" };
    const earlier = post.facebookShareStartedAt;
    if (earlier && earlier.getTime() > now.getTime() - SHARE_LEASE_MS) {
      throw new Error("Another attempt is sharing this post right now");
    }
    await tx.update(blogPosts).set({ facebookShareStartedAt: now }).where(eq(blogPosts.id, postId));
    return { post, unsureSince: earlier };
  });
}

/** The job: shares the post once; throws on failure so pg-boss tries again later. */
export async function sharePostOnFacebook(postId: number, now = new Date()): Promise<ShareOutcome> {
  const page = facebookPage();
  if (!page) {
    logger().warn({ postId }, "Facebook is no longer configured; the post is not shared");
    return "skipped";
  }
  const claim = await claimShare(postId, now);
  if ("skip" in claim) return claim.skip;
  const { post } = claim;
  const message = shareMessage(post);
  // The earliest attempt whose outcome is still unknown; the lease keeps it while unresolved.
  let unsureSince: Date | null = claim.unsureSince;
  try {
    let outcome: ShareOutcome = "posted";
    let facebookPostId: string | null = null;
    if (unsureSince) {
      const since = new Date(unsureSince.getTime() - SEARCH_MARGIN_MS);
      facebookPostId = await findPagePost(page, { message, since });
      if (facebookPostId) outcome = "found";
      unsureSince = null;
    }
    if (!facebookPostId) {
      unsureSince = now;
      facebookPostId = await postToPageFeed(page, { message, link: postLink(post.slug) });
    }
    await db()
      .update(blogPosts)
      .set({ facebookPosted: true, facebookPostId, facebookError: null, facebookShareStartedAt: null })
      .where(eq(blogPosts.id, postId));
    logger().info({ postId, facebookPostId, outcome }, "blog post shared on Facebook");
    return outcome;
  } catch (err) {
    if (err instanceof GraphError && err.definite && unsureSince === now) unsureSince = null;
    const reason = err instanceof Error ? err.message : String(err);
    await db()
      .update(blogPosts)
      .set({ facebookError: reason, facebookShareStartedAt: unsureSince })
      .where(eq(blogPosts.id, postId));
    throw err;
  }
}

registerJob<{ postId: number }>(
  FACEBOOK_SHARE_JOB,
  async ({ postId }) => void (await sharePostOnFacebook(postId)),
  {
    policy: "short",
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3_600,
    expireInSeconds: 120,
  },
);
