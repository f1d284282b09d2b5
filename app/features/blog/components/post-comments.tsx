import { useRevalidator } from "react-router";
import type { BlogCommentJson } from "../blog.schemas.ts";
import { CommentForm } from "./comment-form.tsx";
import { CommentList } from "./comment-list.tsx";

/** The comments, headed with their count, and the form. */
export function PostComments({
  post,
  comments,
}: {
  post: { id: number; slug: string };
  comments: BlogCommentJson[];
}) {
  const { revalidate } = useRevalidator();
  return (
    <section
      aria-labelledby="comments-heading"
      className="mx-auto max-w-3xl px-4 pt-14 pb-20 sm:px-6 md:pb-28"
    >
      <h2 id="comments-heading" className="text-2xl sm:text-3xl">
        Comments ({comments.length})
      </h2>
      <div className="mt-6">
        <CommentList comments={comments} />
      </div>
      <div className="mt-10 rounded-2xl border bg-secondary/40 p-5 sm:p-8">
        <h3 className="text-xl sm:text-2xl">Leave a Comment</h3>
        <div className="mt-5">
          <CommentForm postId={post.id} slug={post.slug} onSubmitted={() => void revalidate()} />
        </div>
      </div>
    </section>
  );
}
