import { and, desc, eq, ilike, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import type { Picture } from "../../lib/picture.ts";
import { picturesFor } from "../uploads/index.server.ts";
import {
  BLOG_PAGE_SIZE,
  type BlogListQuery,
  type BlogPostJson,
  type BlogPostPage,
  type BlogPostSummary,
} from "./blog.schemas.ts";

export type BlogPost = typeof blogPosts.$inferSelect;

export const POST_NOT_FOUND = "Post not found";

/**
 * The one rule of what the public may read: a published post whose time has come. Drafts,
 * scheduled posts (the scheduler publishes them) and future-dated posts stay hidden.
 */
export function isPublic(now: Date): SQL {
  return and(
    eq(blogPosts.status, "published"),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
  )!;
}

function matching({ q, tag }: Partial<BlogListQuery>): SQL[] {
  const filters: SQL[] = [];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
    filters.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern))!);
  }
  if (tag) filters.push(sql`${blogPosts.tags} @> ${JSON.stringify([tag])}::jsonb`);
  return filters;
}

/** What the list shows of a post: everything but its content, which only the post page needs. */
const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  authorId: blogPosts.authorId,
  status: blogPosts.status,
  tags: blogPosts.tags,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  readingTime: blogPosts.readingTime,
  facebookPosted: blogPosts.facebookPosted,
  views: blogPosts.views,
  publishedAt: blogPosts.publishedAt,
};
type SummaryRow = Pick<BlogPost, keyof typeof summaryColumns>;

/**
 * GET /api/blog/posts and the blog page, newest first, a page at a time; `q` matches
 * title or excerpt. The order is blog_posts_public_list_idx read backwards, so a
 * page costs its own rows; one row more than the page tells whether an older page follows.
 */
export async function listPostSummaries(
  query: Partial<BlogListQuery> = {},
  now = new Date(),
  tx: Executor = db(),
): Promise<BlogPostPage> {
  const page = query.page ?? 1;
  const pageSize = query.limit ?? BLOG_PAGE_SIZE;
  const rows = await tx
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic(now), ...matching(query)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const pictures = await picturesFor(
    shown.flatMap((r) => (r.featuredImage ? [r.featuredImage] : [])),
    tx,
  );
  return {
    posts: shown.map((r) => toBlogPostSummary(r, pictures.get(r.featuredImage ?? "") ?? null)),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
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

/** Every tag of the public posts, most used first (the tag filter buttons). */
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

/** GET /api/blog/posts/{slug}; anything not public is 404. */
export async function getPublishedPost(
  slug: string,
  now = new Date(),
  tx: Executor = db(),
): Promise<BlogPost> {
  const post = await findPublishedPost(slug, now, tx);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/** The resized copies of a post's featured image, when it is an upload that has them. */
export async function featuredPictureOf(featuredImage: string | null, tx: Executor = db()) {
  if (!featuredImage) return null;
  return (await picturesFor([featuredImage], tx)).get(featuredImage) ?? null;
}

export function toBlogPostJson(p: BlogPost, featuredPicture: Picture | null = null): BlogPostJson {
  return { ...toBlogPostSummary(p, featuredPicture), content: p.content };
}

export function toBlogPostSummary(p: SummaryRow, featuredPicture: Picture | null = null): BlogPostSummary {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    featuredImage: p.featuredImage,
    featuredPicture,
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

/**
 * When the next published post with a future date goes public: nothing is written then, so the
 * public cache (app/server/public-cache.ts) keeps no blog page past that moment.
 */
export async function nextScheduledPostAt(now = new Date(), tx: Executor = db()): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | Date | null>`min(${blogPosts.publishedAt})` })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), sql`${blogPosts.publishedAt} > ${now.toISOString()}`));
  return row?.at ? new Date(row.at) : null;
}

/** Every featured image's URL, for the job that makes copies of older uploads. */
export async function featuredImageUrls(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ url: blogPosts.featuredImage })
    .from(blogPosts)
    .where(isNotNull(blogPosts.featuredImage));
  return rows.flatMap((r) => (r.url ? [r.url] : []));
}
