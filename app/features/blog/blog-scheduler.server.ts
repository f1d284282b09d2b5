// A post whose status is `scheduled` is published at its `publishedAt` time by a background
// job. Every minute one conditional update takes the due posts; on PostgreSQL a second worker
// running at the same moment waits for the row locks, sees them published, and takes none.
import { and, eq, lte } from "drizzle-orm";
import { blogPosts } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { registerJob } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { queueFacebookShare } from "./facebook.server.ts";

export const PUBLISH_SCHEDULED_JOB = "blog.publish-scheduled";

/** Publishes every scheduled post due at `now`, keeping its scheduled time; answers their ids. */
export async function publishDuePosts(now = new Date()): Promise<number[]> {
  const ids = await db().transaction(async (tx) => {
    const published = await tx
      .update(blogPosts)
      .set({ status: "published" })
      .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishedAt, now)))
      .returning();
    for (const post of published) await queueFacebookShare(tx, post);
    return published.map((post) => post.id);
  });
  if (ids.length) logger().info({ postIds: ids }, "scheduled blog posts published");
  return ids;
}

registerJob(
  PUBLISH_SCHEDULED_JOB,
  async () => {
    await publishDuePosts();
  },
  { retryLimit: 0, expireInSeconds: 60, schedule: { cron: "* * * * *" } },
);
