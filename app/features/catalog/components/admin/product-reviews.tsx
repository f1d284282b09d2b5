import { EyeIcon, EyeOffIcon, MessageSquareIcon } from "lucide-react";
import { Pager } from "../../../../components/admin/pager.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { cn } from "../../../../lib/utils.ts";
import type { ProductRating } from "../../catalog.schemas.ts";
import type { AdminReviewJson } from "../../reviews-admin.schemas.ts";
import { StarRating } from "../star-rating.tsx";
import { useProductReviews } from "./use-product-reviews.ts";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "Shoppers see 4.5 out of 5 from 2 reviews", or that they see no stars. */
function RatingSummary({ rating, hidden }: { rating: ProductRating | null; hidden: number }) {
  const hiddenNote = hidden > 0 ? ` · ${hidden} hidden` : "";
  if (!rating) {
    return <p className="text-sm text-muted-foreground">Shoppers see no stars for this pin{hiddenNote}.</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <StarRating value={rating.average} />
      <span>
        Shoppers see {rating.average} out of 5 from {rating.count} {rating.count === 1 ? "review" : "reviews"}
        {hiddenNote}.
      </span>
    </p>
  );
}

function ReviewRow({
  review,
  busy,
  onToggle,
}: {
  review: AdminReviewJson;
  busy: boolean;
  onToggle: (review: AdminReviewJson) => void;
}) {
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-6">
      <div className={cn("min-w-0", review.hidden && "opacity-60")}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating value={review.rating} className="text-sm" />
          <p className="font-medium break-all">{review.author}</p>
          <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
            {LONG_DATE.format(new Date(review.createdAt))}
          </time>
          {review.hidden ? <Badge variant="secondary">Hidden</Badge> : null}
        </div>
        {review.body ? (
          <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line">{review.body}</p>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground italic">Stars only, no words.</p>
        )}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={busy}
        onClick={() => onToggle(review)}
        aria-label={`${review.hidden ? "Restore" : "Hide"} the review by ${review.author}`}
      >
        {review.hidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
        {review.hidden ? "Restore" : "Hide"}
      </Button>
    </li>
  );
}

/**
 * The pin's reviews for the owner, hidden ones included and marked: "Hide" takes a review off the
 * product page and out of its rating, "Restore" brings it back.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const { state, page, setPage, setHidden, busyId } = useProductReviews(productId);
  const data = state && "data" in state ? state.data : null;

  const toggle = async (review: AdminReviewJson) => {
    const hide = !review.hidden;
    const problem = await setHidden(review, hide);
    if (problem) toast.error("Error", { description: problem });
    else
      toast.success(hide ? "Review hidden" : "Review restored", {
        description: hide
          ? `The review by ${review.author} no longer shows on the shop or counts in the rating.`
          : `The review by ${review.author} shows on the shop again.`,
      });
  };

  const hidden = data ? data.total - (data.rating?.count ?? 0) : 0;
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="product-reviews">
      <div className="grid gap-1">
        <h3 id="product-reviews" className="text-lg font-semibold">
          Reviews
        </h3>
        {data ? <RatingSummary rating={data.rating} hidden={hidden} /> : null}
      </div>
      {state === null ? (
        <Spinner label="Loading the reviews…" />
      ) : "failed" in state ? (
        <p role="alert" className="text-sm text-destructive">
          {state.failed}
        </p>
      ) : data && data.total === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          <MessageSquareIcon className="size-5 shrink-0" aria-hidden="true" />
          No reviews yet: only customers who received this pin can review it.
        </p>
      ) : data ? (
        <>
          <ul className="divide-y rounded-lg border" aria-label="Reviews of this pin">
            {data.reviews.map((review) => (
              <ReviewRow key={review.id} review={review} busy={busyId === review.id} onToggle={toggle} />
            ))}
          </ul>
          {data.total > data.pageSize ? (
            <Pager page={page} total={data.total} pageSize={data.pageSize} noun="review" onPage={setPage} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
