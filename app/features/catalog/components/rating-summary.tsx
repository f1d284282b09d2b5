import { cn } from "../../../lib/utils.ts";
import type { ProductRating } from "../catalog.schemas.ts";
import { StarRating } from "./star-rating.tsx";

export function reviewCountLabel(count: number): string {
  return `(${count} ${count === 1 ? "review" : "reviews"})`;
}

/**
 * The stars and count of real reviews. Without reviews it renders nothing at all: no
 * empty stars, no "0 reviews", never an invented figure.
 */
export function RatingSummary({ rating, className }: { rating: ProductRating | null; className?: string }) {
  if (!rating || rating.count < 1) return null;
  return (
    <p className={cn("flex items-center gap-2 text-sm", className)}>
      <StarRating value={rating.average} className="text-base" />
      <span className="font-medium">{rating.average.toFixed(1)}</span>
      <span className="text-muted-foreground">{reviewCountLabel(rating.count)}</span>
    </p>
  );
}
