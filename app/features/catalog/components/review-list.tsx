import type { ReviewJson } from "../catalog.schemas.ts";
import { StarRating } from "./star-rating.tsx";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** What buyers of this pin wrote; only their username and the date are shown. */
export function ReviewList({ reviews }: { reviews: ReviewJson[] }) {
  return (
    <ul className="divide-y rounded-2xl border bg-card">
      {reviews.map((review) => (
        <li key={review.id} className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating value={review.rating} className="text-sm" />
            <p className="font-medium">{review.author}</p>
            <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
              {LONG_DATE.format(new Date(review.createdAt))}
            </time>
          </div>
          {review.body && <p className="mt-3 leading-relaxed whitespace-pre-line">{review.body}</p>}
        </li>
      ))}
    </ul>
  );
}
