import { CheckIcon, XIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { ConfirmDelete } from "../../../../components/admin/confirm-delete.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { cn } from "../../../../lib/utils.ts";
import type { AdminCommentJson } from "../../blog-admin.schemas.ts";
import type { CommentStatus } from "../../post-status.ts";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * One comment in the moderation queue: the post it is on, the author with their e-mail (the
 * admin's eyes only), the text as plain text (never markup), and what can be done with it.
 */
export function CommentItem({
  comment,
  linked = false,
  selected,
  onSelect,
  onStatus,
  onDelete,
}: {
  comment: AdminCommentJson;
  /** The comment a link from the owner's e-mail points at. */
  linked?: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStatus: (status: CommentStatus) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView({ block: "center" });
  }, [linked]);
  return (
    // On phones the text and the buttons take the full width under the checkbox and the header.
    <li
      ref={ref}
      id={`comment-${comment.id}`}
      aria-current={linked ? "true" : undefined}
      className={cn(
        "grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 sm:gap-x-4",
        linked && "rounded-lg bg-accent ring-2 ring-primary/40",
      )}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(v) => onSelect(v === true)}
        aria-label={`Select the comment by ${comment.authorName}`}
        className="mt-1"
      />
      <header className="grid min-w-0 gap-0.5">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h2 className="font-semibold break-words">{comment.authorName}</h2>
          <a
            href={`mailto:${comment.authorEmail}`}
            className="text-sm break-all text-muted-foreground underline-offset-4 hover:underline"
          >
            {comment.authorEmail}
          </a>
        </div>
        <p className="text-xs text-muted-foreground">
          On{" "}
          <a
            href={`/blog/${comment.postSlug}`}
            target="_blank"
            rel="noopener"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {comment.postTitle}
          </a>{" "}
          · <time dateTime={comment.createdAt}>{WHEN.format(new Date(comment.createdAt))}</time>
        </p>
      </header>
      <p className="col-span-2 text-sm leading-6 break-words whitespace-pre-wrap sm:col-span-1 sm:col-start-2">
        {comment.content}
      </p>
      <div className="col-span-2 flex flex-wrap gap-2 pt-1 sm:col-span-1 sm:col-start-2">
        {comment.status !== "approved" && (
          <Button size="sm" onClick={() => onStatus("approved")}>
            <CheckIcon aria-hidden="true" />
            Approve
          </Button>
        )}
        {comment.status !== "rejected" && (
          <Button variant="outline" size="sm" onClick={() => onStatus("rejected")}>
            <XIcon aria-hidden="true" />
            Reject
          </Button>
        )}
        <ConfirmDelete
          title="Delete this comment?"
          description={`The comment by ${comment.authorName} is removed for good.`}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
