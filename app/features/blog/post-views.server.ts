import { createHmac } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { blogPosts, blogPostViews } from "../../../db/schema.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";

/** Who is reading, as far as counting goes; neither value is ever stored. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** The calendar day of a view, in UTC, so every process counts the same day. */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * An anonymous, daily visitor key: an HMAC of address, browser and day with the server's
 * secret. It cannot be reversed or linked across days, so no personal data is kept.
 */
export function visitorHash(visitor: Visitor, day: string): string {
  return createHmac("sha256", env().sessionSecret)
    .update(`blog-view\n${day}\n${visitor.ip}\n${visitor.userAgent}`)
    .digest("base64url");
}

/**
 * Counts a view of a post once per visitor per day. The view row's primary key makes a repeat
 * (or a concurrent double request) a no-op, and the counter moves only with a new row.
 * Returns whether this view was counted.
 */
export async function recordPostView(postId: number, visitor: Visitor, now = new Date()): Promise<boolean> {
  const day = viewDay(now);
  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(blogPostViews)
      .values({ postId, visitorHash: visitorHash(visitor, day), day })
      .onConflictDoNothing()
      .returning({ postId: blogPostViews.postId });
    if (inserted.length === 0) return false;
    await tx
      .update(blogPosts)
      // A view is not an edit: updatedAt (the sitemap's lastmod) keeps its value.
      .set({ views: sql`${blogPosts.views} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
      .where(eq(blogPosts.id, postId));
    return true;
  });
}

/** A page view or API read of a post: crawlers and link previews are not readers. */
export async function countView(postId: number, visitor: Visitor, now = new Date()): Promise<boolean> {
  if (isbot(visitor.userAgent)) return false;
  return recordPostView(postId, visitor, now);
}

/**
 * `countView` for a post known only by its slug, in one statement: a page served from the public
 * cache (app/server/public-cache.ts) still counts its reader. Returns whether this view was
 * counted (then the page must show the new figure, so it is rendered afresh).
 */
export async function countViewOfSlug(slug: string, visitor: Visitor, now = new Date()): Promise<boolean> {
  if (isbot(visitor.userAgent) || slug.includes("\u0000")) return false;
  const day = viewDay(now);
  const { rows } = await getDatabase().query(
    `with seen as (
       insert into blog_post_views (post_id, visitor_hash, day)
       select id, $2, $3 from blog_posts
       where slug = $1 and status = 'published' and published_at is not null and published_at <= $4
       on conflict do nothing
       returning post_id
     )
     update blog_posts set views = views + 1 from seen where blog_posts.id = seen.post_id
     returning blog_posts.id`,
    [slug, visitorHash(visitor, day), day, now.toISOString()],
  );
  return rows.length > 0;
}

/** Yesterday's and older view rows can never match again; the nightly housekeeping drops them. */
export async function purgeOldPostViews(now = new Date()): Promise<void> {
  const yesterday = viewDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db().delete(blogPostViews).where(lt(blogPostViews.day, yesterday));
}
