import {
  CalendarClockIcon,
  ExternalLinkIcon,
  EyeIcon,
  FileTextIcon,
  MessageSquareIcon,
  PencilIcon,
  SendIcon,
} from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "../../../../components/admin/confirm-delete.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import type { AdminPostJson } from "../../blog-admin.schemas.ts";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export const POST_STATUS_LABEL = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;

function dateLine(post: AdminPostJson): string {
  if (post.status === "scheduled" && post.publishedAt)
    return `Goes live ${DATE_TIME.format(new Date(post.publishedAt))}`;
  if (post.status === "published" && post.publishedAt)
    return `Published ${DATE.format(new Date(post.publishedAt))}`;
  return `Edited ${DATE.format(new Date(post.updatedAt))}`;
}

/** Where the Facebook share stands, when the post asks for one (`ready`: a Page is configured). */
function facebookLine(post: AdminPostJson, ready: boolean | null): { text: string; failed: boolean } | null {
  if (!post.shareToFacebook) return null;
  if (post.facebookPosted) return { text: "Shared on Facebook", failed: false };
  if (ready === false) return { text: "Not shared: no Facebook Page is connected", failed: false };
  if (post.facebookError)
    return { text: `Facebook share failed, retrying: ${post.facebookError}`, failed: true };
  return {
    text: post.status === "published" ? "Sharing on Facebook…" : "Will be shared on Facebook",
    failed: false,
  };
}

function Thumbnail({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex h-14 w-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-secondary text-secondary-foreground sm:h-16 sm:w-24">
      {src && !broken ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        <FileTextIcon className="size-6 opacity-60" aria-hidden="true" />
      )}
    </div>
  );
}

/** One post in the admin list: status, dates, reach, and its actions (edit, publish, open, delete). */
export function PostRow({
  post,
  facebook,
  onEdit,
  onPublish,
  onDelete,
}: {
  post: AdminPostJson;
  /** Whether a Facebook Page is configured (null: unknown). */
  facebook: boolean | null;
  onEdit: () => void;
  onPublish: () => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [publishing, setPublishing] = useState(false);
  const share = facebookLine(post, facebook);
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <Thumbnail src={post.featuredImage} />
        <div className="grid min-w-0 gap-1.5">
          <h2 className="line-clamp-2 font-semibold leading-snug break-words">{post.title}</h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge
              variant={
                post.status === "published"
                  ? "success"
                  : post.status === "scheduled"
                    ? "outline"
                    : "secondary"
              }
            >
              {post.status === "scheduled" && <CalendarClockIcon aria-hidden="true" />}
              {POST_STATUS_LABEL[post.status]}
            </Badge>
            <span>{dateLine(post)}</span>
            <span className="inline-flex items-center gap-1" title="Views">
              <EyeIcon className="size-3.5" aria-hidden="true" />
              {post.views.toLocaleString("en-US")} {post.views === 1 ? "view" : "views"}
            </span>
            {post.pendingComments > 0 && (
              <span className="inline-flex items-center gap-1 font-medium text-foreground">
                <MessageSquareIcon className="size-3.5" aria-hidden="true" />
                {post.pendingComments} to review
              </span>
            )}
          </div>
          {share && (
            <p className={share.failed ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
              {share.text}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        {post.status !== "published" && (
          <Button
            size="sm"
            disabled={publishing}
            onClick={async () => {
              setPublishing(true);
              await onPublish().finally(() => setPublishing(false));
            }}
            aria-label={`Publish ${post.title}`}
          >
            <SendIcon aria-hidden="true" />
            {publishing ? "Publishing..." : "Publish"}
          </Button>
        )}
        {post.status === "published" && (
          <Button variant="outline" size="sm" asChild>
            <a
              href={`/blog/${post.slug}`}
              target="_blank"
              rel="noopener"
              aria-label={`View ${post.title} (opens in a new tab)`}
            >
              <ExternalLinkIcon aria-hidden="true" />
              View
            </a>
          </Button>
        )}
        <ConfirmDelete
          title={`Delete "${post.title}"?`}
          description="The post and its comments are removed for good; its address stops working."
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
