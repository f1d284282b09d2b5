import { StarIcon } from "lucide-react";
import { cn } from "../../../lib/utils.ts";

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to `value` (0–5), fractions included; read out as one phrase. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const clamped = Math.min(5, Math.max(0, value));
  const label = `Rated ${Number(clamped.toFixed(1))} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn("relative inline-flex shrink-0", className)}>
      <span className="flex text-border">
        {STARS.map((n) => (
          <StarIcon key={n} className="size-[1em] fill-current" aria-hidden="true" />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-brass"
        style={{ width: `${clamped * 20}%` }}
      >
        {STARS.map((n) => (
          <StarIcon key={n} className="size-[1em] shrink-0 fill-current" aria-hidden="true" />
        ))}
      </span>
    </span>
  );
}
