// The comment moderation queue: comments are held for approval; the admin approves,
// rejects or deletes them, one by one or in bulk. Only approved comments are public.
import { count, desc, eq, inArray } from "drizzle-orm";
import { blogComments, blogPosts } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import {
  type AdminCommentJson,
  type BulkAction,
  COMMENTS_PAGE_SIZE,
  type CommentListJson,
  type CommentListQuery,
  CommentListQuerySchema,
} from "./blog-admin.schemas.ts";
import { COMMENT_STATUSES, type CommentStatus } from "./post-status.ts";

export const COMMENT_NOT_FOUND = "Comment not found";

const commentColumns = {
  id: blogComments.id,
  postId: blogComments.postId,
  postTitle: blogPosts.title,
  postSlug: blogPosts.slug,
  authorName: blogComments.authorName,
  authorEmail: blogComments.authorEmail,
  content: blogComments.content,
  status: blogComments.status,
  createdAt: blogComments.createdAt,
  moderatedAt: blogComments.moderatedAt,
};

const selectComments = () =>
  db().select(commentColumns).from(blogComments).innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId));
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

function toJson(row: CommentRow): AdminCommentJson {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

async function statusCounts(): Promise<CommentListJson["counts"]> {
  const rows = await db()
    .select({ status: blogComments.status, n: count() })
    .from(blogComments)
    .groupBy(blogComments.status);
  const counts = Object.fromEntries(COMMENT_STATUSES.map((s) => [s, 0])) as CommentListJson["counts"];
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** One status at a time, newest first, 50 a page, with every status's count for the tabs. */
export async function listComments(query: CommentListQuery = {}): Promise<CommentListJson> {
  const { status, page } = CommentListQuerySchema.parse(query);
  const rows = await selectComments()
    .where(eq(blogComments.status, status))
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(COMMENTS_PAGE_SIZE)
    .offset((page - 1) * COMMENTS_PAGE_SIZE);
  const counts = await statusCounts();
  return {
    comments: rows.map(toJson),
    total: counts[status],
    page,
    pageSize: COMMENTS_PAGE_SIZE,
    counts,
  };
}

async function commentById(id: number): Promise<AdminCommentJson> {
  const [row] = await selectComments().where(eq(blogComments.id, id));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toJson(row);
}

async function lockComments(tx: Tx, ids: number[]) {
  return tx
    .select({ id: blogComments.id, status: blogComments.status })
    .from(blogComments)
    .where(inArray(blogComments.id, ids))
    .orderBy(blogComments.id)
    .for("update");
}

export async function setCommentStatus(
  id: number,
  status: CommentStatus,
  now = new Date(),
): Promise<AdminCommentJson> {
  await db().transaction(async (tx) => {
    const [before] = await lockComments(tx, [id]);
    if (!before) throw notFound(COMMENT_NOT_FOUND);
    await tx
      .update(blogComments)
      .set({ status, moderatedAt: status === "pending" ? null : now })
      .where(eq(blogComments.id, id));
    await recordAudit(tx, {
      action: "comment.status",
      entity: "comment",
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  return commentById(id);
}

export async function deleteComment(id: number): Promise<{ message: string }> {
  await db().transaction(async (tx) => {
    const [removed] = await tx.delete(blogComments).where(eq(blogComments.id, id)).returning();
    if (!removed) throw notFound(COMMENT_NOT_FOUND);
    const { postId, authorName, authorEmail, content, status } = removed;
    const before = { postId, authorName, authorEmail, content, status };
    await recordAudit(tx, { action: "comment.delete", entity: "comment", entityId: id, before });
  });
  return { message: "Comment deleted" };
}

const ACTION_STATUS = { approve: "approved", reject: "rejected" } as const;

/**
 * Applies one action to many comments; ids that no longer exist are skipped and not counted.
 * The audit log keeps one row for the batch, with each comment's status before and after.
 */
export async function moderateComments(
  ids: number[],
  action: BulkAction,
  now = new Date(),
): Promise<{ action: BulkAction; ids: number[]; count: number }> {
  const done = await db().transaction(async (tx) => {
    const found = await lockComments(tx, ids);
    if (found.length === 0) return [];
    const where = inArray(
      blogComments.id,
      found.map((c) => c.id),
    );
    if (action === "delete") await tx.delete(blogComments).where(where);
    else await tx.update(blogComments).set({ status: ACTION_STATUS[action], moderatedAt: now }).where(where);
    const after =
      action === "delete"
        ? null
        : { comments: found.map(({ id }) => ({ id, status: ACTION_STATUS[action] })) };
    await recordAudit(tx, {
      action: "comment.bulk",
      entity: "comment",
      entityId: null,
      before: { comments: found },
      after,
    });
    return found.map((c) => c.id);
  });
  return { action, ids: done, count: done.length };
}
