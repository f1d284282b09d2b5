import { and, desc, eq, getTableColumns, ilike, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import type { BlogListQuery, BlogPostJson, BlogPostSummary } from "./blog.schemas.ts";

export type BlogPost = typeof blogPosts.$inferSelect;

export const POST_NOT_FOUND = "Post not found";

/**
 * The one rule of what the public may read: a published post whose time has come. Drafts,
 * scheduled posts (D7: the scheduler publishes them) and future-dated posts stay hidden.
 */
export function isPublic(now: Date): SQL {
  return and(
    eq(blogPosts.status, "published"),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
  )!;
}

function matching({ q, tag }: BlogListQuery): SQL[] {
  const filters: SQL[] = [];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
    filters.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern))!);
  }
  if (tag) filters.push(sql`${blogPosts.tags} @> ${JSON.stringify([tag])}::jsonb`);
  return filters;
}

/** Section 7: GET /api/blog/posts, newest first; `q` matches title or excerpt (section 2). */
export async function listPublishedPosts(
  query: BlogListQuery = {},
  now = new Date(),
  tx: Executor = db(),
): Promise<BlogPostJson[]> {
  const rows = await tx
    .select()
    .from(blogPosts)
    .where(and(isPublic(now), ...matching(query)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map(toBlogPostJson);
}

/** The blog page's cards: the same posts without their content, which the list never shows. */
export async function listPostSummaries(
  query: BlogListQuery = {},
  now = new Date(),
  tx: Executor = db(),
): Promise<BlogPostSummary[]> {
  const { content: _content, ...columns } = getTableColumns(blogPosts);
  const rows = await tx
    .select(columns)
    .from(blogPosts)
    .where(and(isPublic(now), ...matching(query)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map(toBlogPostSummary);
}

/** What the RSS feed and the sitemap say about a post. */
export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
}

/** Public posts for the feeds, newest first. */
export async function listFeedPosts(
  limit?: number,
  now = new Date(),
  tx: Executor = db(),
): Promise<FeedPost[]> {
  const query = tx
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      tags: blogPosts.tags,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
}

/** Every tag of the public posts, most used first (section 2: the tag filter buttons). */
export async function listPublishedTags(now = new Date(), tx: Executor = db()): Promise<string[]> {
  const tag = sql<string>`t.tag`;
  const rows = await tx
    .select({ tag, uses: sql<number>`count(*)::int` })
    .from(sql`${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as t(tag)`)
    .where(isPublic(now))
    .groupBy(tag)
    .orderBy(desc(sql`count(*)`), tag);
  return rows.map((r) => r.tag);
}

/** A public post by its slug, or null (drafts, scheduled and future posts are not public). */
export async function findPublishedPost(slug: string, now = new Date(), tx: Executor = db()) {
  // A URL can carry a NUL byte (`/blog/a%00b`), which PostgreSQL refuses in any query: no post.
  if (slug.includes("\u0000")) return null;
  const [row] = await tx
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  return row ?? null;
}

/** Section 7: GET /api/blog/posts/{slug}; anything not public is 404. */
export async function getPublishedPost(
  slug: string,
  now = new Date(),
  tx: Executor = db(),
): Promise<BlogPost> {
  const post = await findPublishedPost(slug, now, tx);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

export function toBlogPostJson(p: BlogPost): BlogPostJson {
  return { ...toBlogPostSummary(p), content: p.content };
}

export function toBlogPostSummary(p: Omit<BlogPost, "content">): BlogPostSummary {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    featuredImage: p.featuredImage,
    authorId: p.authorId,
    status: p.status,
    tags: p.tags,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    readingTime: p.readingTime,
    facebookPosted: p.facebookPosted,
    views: p.views,
    publishedAt: p.publishedAt?.toISOString() ?? null,
  };
}
