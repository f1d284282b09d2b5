import type { BlogCommentJson } from "../blog.schemas.ts";
import { formatPostDate } from "../post-date.ts";

/** Author name, date and text of each approved comment; never an e-mail. */
export function CommentList({ comments }: { comments: BlogCommentJson[] }) {
  if (comments.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
        No comments yet. Be the first to comment!
      </p>
    );
  }
  return (
    <ol className="divide-y rounded-2xl border bg-card">
      {comments.map((comment) => (
        <li key={comment.id} className="flex gap-4 p-5 sm:p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-display text-lg text-primary"
          >
            {comment.authorName.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
              <span className="font-semibold break-words">{comment.authorName}</span>
              <time dateTime={comment.createdAt} className="text-sm text-muted-foreground">
                {formatPostDate(comment.createdAt)}
              </time>
            </p>
            <p className="mt-2 leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
