// The admin's side of the blog (create, edit, publish, delete posts):
// posts with unique slugs, computed reading time, scheduling, and the Facebook share queued in
// the same transaction as the publishing.
import { and, desc, eq, like, ne, or, type SQL, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema.ts";
import { changedFields, recordAudit } from "../../lib/audit.server.ts";
import { db, type Executor, type Tx } from "../../lib/db.server.ts";
import { conflict, invalid, isUniqueViolation, notFound } from "../../lib/errors.server.ts";
import type { AdminPostJson, PostInput } from "./blog-admin.schemas.ts";
import { scheduleProblem } from "./blog-admin.schemas.ts";
import { queueFacebookShare } from "./facebook.server.ts";
import type { PostStatus } from "./post-status.ts";
import { readingTime } from "./reading-time.ts";
import { firstFreeSlug, slugify } from "./slug.ts";

export const POST_NOT_FOUND = "Post not found";
/** Concurrent posts with the same title each take the next free slug; this many tries is plenty. */
const SLUG_ATTEMPTS = 20;

type Post = typeof blogPosts.$inferSelect;

// Spelled out with table names: inside a subquery Drizzle's bare column names would resolve to
// the comment's own `id`, not the post's.
const countOf = (status: "pending" | "approved") =>
  sql<number>`(select count(*)::int from "blog_comments" c where c."post_id" = "blog_posts"."id" and c."status" = ${status})`;

const withCounts = {
  post: blogPosts,
  pendingComments: countOf("pending"),
  approvedComments: countOf("approved"),
};

function toJson(row: { post: Post; pendingComments: number; approvedComments: number }): AdminPostJson {
  const { post } = row;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    // The admin shows the original; resized copies are for the public pages.
    featuredPicture: null,
    authorId: post.authorId,
    status: post.status,
    tags: post.tags,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    readingTime: post.readingTime,
    shareToFacebook: post.shareToFacebook,
    facebookPosted: post.facebookPosted,
    facebookPostId: post.facebookPostId,
    facebookError: post.facebookError,
    views: post.views,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    pendingComments: Number(row.pendingComments),
    approvedComments: Number(row.approvedComments),
  };
}

/** Every post, newest first by its publication (or creation) date; optionally of one status. */
export async function listAdminPosts(status?: PostStatus): Promise<AdminPostJson[]> {
  const rows = await db()
    .select(withCounts)
    .from(blogPosts)
    .where(status ? eq(blogPosts.status, status) : undefined)
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id));
  return rows.map(toJson);
}

export async function getAdminPost(id: number, tx: Executor = db()): Promise<AdminPostJson> {
  const [row] = await tx.select(withCounts).from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound(POST_NOT_FOUND);
  return toJson(row);
}

/** When the post is (or will be) published, by its status; see scheduleProblem() for the rules. */
function publicationTime(input: PostInput, now: Date, current?: Post): Date | null {
  const problem = scheduleProblem(input, now);
  if (problem) throw invalid(problem, { field: "publishedAt" });
  if (input.status === "draft") return null;
  if (input.publishedAt) return new Date(input.publishedAt);
  return current?.status === "published" ? current.publishedAt : now;
}

function columns(input: PostInput, now: Date, current?: Post) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    featuredImage: input.featuredImage,
    tags: input.tags,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    status: input.status,
    publishedAt: publicationTime(input, now, current),
    shareToFacebook: input.shareToFacebook,
    readingTime: readingTime(input.content),
  };
}

/** The first free slug for `base` right now; a concurrent writer may still take it (retried). */
async function freeSlug(tx: Executor, base: string, exceptId?: number): Promise<string> {
  const filters: SQL[] = [or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`))!];
  if (exceptId !== undefined) filters.push(ne(blogPosts.id, exceptId));
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(...filters));
  return firstFreeSlug(
    base,
    rows.map((r) => r.slug),
  );
}

// The slug is the only unique column of blog_posts besides its id.
const isSlugConflict = isUniqueViolation;

/**
 * Writes a post under a slug: the explicit one (409 when taken), or the first free one for the
 * title, taking the next when a concurrent writer wins the race to the unique index.
 */
async function writeWithSlug(
  explicit: string | null,
  base: string,
  exceptId: number | undefined,
  write: (tx: Tx, slug: string) => Promise<Post>,
): Promise<Post> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().transaction(async (tx) => {
        const slug = explicit ?? (await freeSlug(tx, base, exceptId));
        const post = await write(tx, slug);
        await queueFacebookShare(tx, post);
        return post;
      });
    } catch (err) {
      if (!isSlugConflict(err)) throw err;
      if (explicit) throw conflict(`A post with the slug "${explicit}" already exists`, { field: "slug" });
      if (attempt >= SLUG_ATTEMPTS) throw conflict("Could not find a free slug; please enter one");
    }
  }
}

/** What the audit log keeps of a post: everything the editor sets. */
const auditedFields = (post: Post) => ({
  title: post.title,
  slug: post.slug,
  status: post.status,
  publishedAt: post.publishedAt,
  excerpt: post.excerpt,
  content: post.content,
  featuredImage: post.featuredImage,
  tags: post.tags,
  metaTitle: post.metaTitle,
  metaDescription: post.metaDescription,
  shareToFacebook: post.shareToFacebook,
});

export async function createPost(input: PostInput, authorId: number | null, now = new Date()) {
  const values = columns(input, now);
  const post = await writeWithSlug(input.slug, slugify(input.title), undefined, async (tx, slug) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...values, slug, authorId })
      .returning();
    await recordAudit(tx, {
      action: "post.create",
      entity: "post",
      entityId: row!.id,
      after: auditedFields(row!),
    });
    return row!;
  });
  return getAdminPost(post.id);
}

/**
 * Replaces a post's fields. A blank slug is generated again from the title while the post has
 * never been public; a published post keeps its address unless the admin types a new one.
 */
export async function updatePost(id: number, input: PostInput, now = new Date()) {
  const [current] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!current) throw notFound(POST_NOT_FOUND);
  const values = columns(input, now, current);
  const keepSlug = input.slug === null && current.status === "published";
  const explicit = keepSlug ? current.slug : input.slug;
  const post = await writeWithSlug(explicit, slugify(input.title), id, async (tx, slug) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) throw notFound(POST_NOT_FOUND);
    const [row] = await tx
      .update(blogPosts)
      .set({ ...values, slug })
      .where(eq(blogPosts.id, id))
      .returning();
    const changes = changedFields(auditedFields(before), auditedFields(row!));
    await recordAudit(tx, { action: "post.update", entity: "post", entityId: id, ...changes });
    return row!;
  });
  return getAdminPost(post.id);
}

/**
 * The admin can publish a draft (and a scheduled post, ahead of its time). One atomic
 * update, so a double click publishes and shares once; publishing a published post changes nothing.
 */
export async function publishPost(id: number, now = new Date()): Promise<AdminPostJson> {
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before || before.status === "published") return;
    const [row] = await tx
      .update(blogPosts)
      .set({ status: "published", publishedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    await queueFacebookShare(tx, row!);
    await recordAudit(tx, {
      action: "post.publish",
      entity: "post",
      entityId: id,
      ...changedFields(auditedFields(before), auditedFields(row!)),
    });
  });
  return getAdminPost(id);
}

/** Removes a post with its comments and view counts (foreign keys cascade). */
export async function deletePost(id: number): Promise<{ message: string }> {
  await db().transaction(async (tx) => {
    const [removed] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!removed) throw notFound(POST_NOT_FOUND);
    await recordAudit(tx, {
      action: "post.delete",
      entity: "post",
      entityId: id,
      before: auditedFields(removed),
    });
  });
  return { message: "Post deleted" };
}
