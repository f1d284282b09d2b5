import { CheckIcon, MessageSquareIcon, XIcon } from "lucide-react";
import { ConfirmDelete } from "../../../../components/admin/confirm-delete.tsx";
import { ListEmpty, ListFailed, LoadingList } from "../../../../components/admin/list-states.tsx";
import { Pager } from "../../../../components/admin/pager.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { cn } from "../../../../lib/utils.ts";
import { COMMENT_STATUSES, type CommentStatus } from "../../post-status.ts";
import { CommentItem } from "./comment-item.tsx";
import { useCommentQueue } from "./use-comment-queue.ts";

const TAB_LABEL: Record<CommentStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
const EMPTY: Record<CommentStatus, string> = {
  pending: "No comments are waiting for approval. New ones appear here before anyone else sees them.",
  approved: "No approved comments yet.",
  rejected: "No rejected comments.",
};

/**
 * The moderation queue, by status, with bulk approve, reject and delete; `linkedId` is the
 * comment the address names (`/admin/blog?comment=9`), marked and scrolled into view.
 */
export function CommentsQueue({ linkedId }: { linkedId?: number }) {
  const q = useCommentQueue();
  const comments = q.list?.comments ?? [];
  const ids = comments.map((c) => c.id);
  const chosen = ids.filter((id) => q.selected.has(id));
  const all = chosen.length > 0 && chosen.length === ids.length;

  return (
    <div className="grid gap-4">
      <fieldset className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <legend className="sr-only">Comments by status</legend>
        {COMMENT_STATUSES.map((s) => (
          <Button
            key={s}
            variant={q.status === s ? "default" : "outline"}
            size="sm"
            aria-pressed={q.status === s}
            onClick={() => q.setStatus(s)}
            className="px-2 sm:px-3.5"
          >
            {TAB_LABEL[s]}
            {q.list && (
              <span className={cn("tabular-nums", q.status === s ? "opacity-80" : "text-muted-foreground")}>
                {q.list.counts[s]}
              </span>
            )}
          </Button>
        ))}
      </fieldset>
      <div className="overflow-hidden rounded-xl border bg-card">
        {comments.length > 0 && (
          <div className="flex flex-wrap items-center gap-3 border-b bg-muted/40 px-4 py-2.5">
            <Checkbox
              checked={all ? true : chosen.length > 0 ? "indeterminate" : false}
              onCheckedChange={(v) => q.setSelected(new Set(v === true ? ids : []))}
              aria-label="Select all comments on this page"
            />
            <span className="mr-auto text-sm text-muted-foreground">
              {chosen.length ? `${chosen.length} selected` : "Select comments"}
            </span>
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto [&>*:only-child]:col-span-2 [&>div]:col-span-2 [&>div>button]:w-full">
              {q.status !== "approved" && (
                <Button
                  size="sm"
                  disabled={!chosen.length}
                  onClick={() => q.run("approve", chosen)}
                  aria-label="Approve selected comments"
                >
                  <CheckIcon aria-hidden="true" />
                  Approve
                </Button>
              )}
              {q.status !== "rejected" && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!chosen.length}
                  onClick={() => q.run("reject", chosen)}
                  aria-label="Reject selected comments"
                >
                  <XIcon aria-hidden="true" />
                  Reject
                </Button>
              )}
              {chosen.length > 0 && (
                <div>
                  <ConfirmDelete
                    title={`Delete ${chosen.length === 1 ? "1 comment" : `${chosen.length} comments`}?`}
                    description="The selected comments are removed for good."
                    onConfirm={() => q.run("delete", chosen)}
                    label="Delete selected"
                  />
                </div>
              )}
            </div>
          </div>
        )}
        {q.failed ? (
          <ListFailed what="comments" onRetry={q.reload} className="px-6 py-12" />
        ) : q.list === null || (q.loading && comments.length === 0) ? (
          <LoadingList
            label="Loading comments"
            lead="size-5 shrink-0"
            lines={["h-4 w-1/3", "h-3 w-1/2", "h-10 w-full"]}
          />
        ) : comments.length === 0 ? (
          <ListEmpty
            className="px-6 py-14"
            icon={<MessageSquareIcon className="size-6" aria-hidden="true" />}
          >
            {EMPTY[q.status]}
          </ListEmpty>
        ) : (
          <ul className="divide-y" aria-label={`${TAB_LABEL[q.status]} comments`} aria-busy={q.loading}>
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                linked={comment.id === linkedId}
                selected={q.selected.has(comment.id)}
                onSelect={(on) => q.toggle(comment.id, on)}
                onStatus={(status) => q.setOne(comment.id, status)}
                onDelete={() => q.removeOne(comment.id)}
              />
            ))}
          </ul>
        )}
      </div>
      {q.list && q.list.total > q.list.pageSize && (
        <Pager
          page={q.page}
          total={q.list.total}
          pageSize={q.list.pageSize}
          noun="comment"
          onPage={q.setPage}
        />
      )}
    </div>
  );
}
