import { StarIcon } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import type { ConsentEventJson, CustomerCommentJson, CustomerReviewJson } from "../customers.schemas.ts";
import { formatDay } from "./customer-format.ts";

const EVENT_LABELS: Record<ConsentEventJson["event"], string> = {
  joined: "Added to the mailing list",
  consented: "Agreed to marketing e-mail",
  unsubscribed: "Unsubscribed",
};

const Empty = ({ text }: { text: string }) => <p className="text-sm text-muted-foreground">{text}</p>;

export function CustomerReviews({ reviews }: { reviews: CustomerReviewJson[] }) {
  if (!reviews.length) return <Empty text="No reviews." />;
  return (
    <ul className="grid gap-3">
      {reviews.map((r) => (
        <li key={r.id} className="grid gap-1 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{r.productName}</span>
            <span className="flex items-center gap-0.5 text-sm">
              <StarIcon className="size-4 fill-current text-amber-500" aria-hidden="true" />
              <span className="sr-only">{r.rating} of 5 stars</span>
              <span aria-hidden="true">{r.rating}/5</span>
            </span>
            {r.hidden && <Badge variant="outline">Hidden</Badge>}
            <span className="text-xs text-muted-foreground">{formatDay(r.createdAt)}</span>
          </div>
          {r.body && <p className="text-sm break-words">{r.body}</p>}
        </li>
      ))}
    </ul>
  );
}

export function CustomerComments({ comments }: { comments: CustomerCommentJson[] }) {
  if (!comments.length) return <Empty text="No blog comments." />;
  return (
    <ul className="grid gap-3">
      {comments.map((c) => (
        <li key={c.id} className="grid gap-1 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={`/blog/${c.postSlug}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {c.postTitle}
            </a>
            <Badge variant="outline">{c.status}</Badge>
            <span className="text-xs text-muted-foreground">{formatDay(c.createdAt)}</span>
          </div>
          <p className="text-sm break-words">{c.content}</p>
        </li>
      ))}
    </ul>
  );
}

export function ConsentHistory({ events }: { events: ConsentEventJson[] }) {
  if (!events.length) return <Empty text="Not on the mailing list." />;
  return (
    <ol className="grid gap-2">
      {events.map((e) => (
        <li key={`${e.event}-${e.at}`} className="flex flex-wrap gap-x-3 text-sm">
          <span className="w-28 shrink-0 text-muted-foreground">{formatDay(e.at)}</span>
          <span>
            {EVENT_LABELS[e.event]}
            {e.source && <span className="text-muted-foreground"> · {e.source}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
