import { CalendarIcon, ClockIcon, EyeIcon } from "lucide-react";
import { cn } from "../../../lib/utils.ts";
import type { BlogPostSummary } from "../blog.schemas.ts";
import { formatPostDate } from "../post-date.ts";

/**
 * Views are shown once a post has this many: every view is a real reader (one a visitor a day,
 * crawlers not counted), and "0 views" or "3 views" on a new post tells a shopper only that
 * few have read it yet.
 */
export const MIN_SHOWN_VIEWS = 10;

/** Published date (en-US long), "{n} min read" and, from MIN_SHOWN_VIEWS, "{views} views". */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, "publishedAt" | "readingTime" | "views">;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0",
        className,
      )}
    >
      {post.publishedAt && (
        <li className="flex items-center gap-1.5">
          <CalendarIcon aria-hidden="true" />
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <ClockIcon aria-hidden="true" />
        {post.readingTime} min read
      </li>
      {post.views >= MIN_SHOWN_VIEWS && (
        <li className="flex items-center gap-1.5">
          <EyeIcon aria-hidden="true" />
          {post.views} views
        </li>
      )}
    </ul>
  );
}
