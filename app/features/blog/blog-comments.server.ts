import { and, asc, eq } from "drizzle-orm";
import { blogComments } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { invalid } from "../../lib/errors.server.ts";
import { notifyOwner } from "../mail/index.server.ts";
import type { BlogCommentJson, CommentInput, SubmittedCommentJson } from "./blog.schemas.ts";
import { getPublishedPost } from "./blog.server.ts";

type CommentRow = typeof blogComments.$inferSelect;

/** The comment list shows name, date and text; the e-mail never leaves the server. */
function toCommentJson(c: Pick<CommentRow, "id" | "postId" | "authorName" | "content" | "createdAt">) {
  return {
    id: c.id,
    postId: c.postId,
    authorName: c.authorName,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
  } satisfies BlogCommentJson;
}

/** Approved comments of a public post, oldest first so a conversation reads in order. */
export async function listApprovedComments(
  slug: string,
  now = new Date(),
  tx: Executor = db(),
): Promise<BlogCommentJson[]> {
  const post = await getPublishedPost(slug, now, tx);
  return listApprovedCommentsOf(post.id, tx);
}

export async function listApprovedCommentsOf(
  postId: number,
  tx: Executor = db(),
): Promise<BlogCommentJson[]> {
  const rows = await tx
    .select({
      id: blogComments.id,
      postId: blogComments.postId,
      authorName: blogComments.authorName,
      content: blogComments.content,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, "approved")))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  return rows.map(toCommentJson);
}

/**
 * A visitor's comment on a public post, held for approval. A filled honeypot
 * gets the same answer as a person, but nothing is stored, so a bot learns nothing.
 */
export async function submitComment(
  slug: string,
  input: CommentInput,
  now = new Date(),
): Promise<SubmittedCommentJson> {
  const post = await getPublishedPost(slug, now);
  if (input.postId !== undefined && input.postId !== post.id) {
    throw invalid("This comment does not belong to this post");
  }
  const { authorName, authorEmail, content } = input;
  if (input.website) {
    const decoy = { id: 0, postId: post.id, authorName, content, createdAt: now };
    return { ...toCommentJson(decoy), status: "pending" };
  }
  const title = post.title.length > 120 ? `${post.title.slice(0, 119)}…` : post.title;
  const row = await db().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(blogComments)
      .values({ postId: post.id, authorName, authorEmail, content, status: "pending" })
      .returning();
    await notifyOwner(tx, {
      event: "commentPending",
      subject: `New comment awaiting moderation on "${title}"`,
      heading: "A comment awaits moderation",
      lines: [`${authorName} commented on "${title}".`],
      quote: content,
      target: { section: "blog", comment: inserted!.id },
    });
    return inserted!;
  });
  return { ...toCommentJson(row), status: "pending" };
}
