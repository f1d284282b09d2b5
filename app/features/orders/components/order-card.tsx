import { SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/utils.ts";
import type { Timeline, TimelinePhase } from "../timeline.ts";
import { OrderTimeline } from "./order-timeline.tsx";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

const PHASE_BADGE: Record<TimelinePhase, string> = {
  active: "bg-primary/10 text-primary ring-primary/20",
  complete: "bg-success/10 text-success ring-success/25",
  cancelled: "bg-destructive/10 text-destructive ring-destructive/25",
  payment_pending: "bg-brass/20 text-brass-foreground ring-brass/40",
};

export type Highlight = "none" | "target" | "just-placed";

interface OrderCardProps {
  cardId: string;
  orderNumber: number;
  createdAt: string;
  timeline: Timeline;
  highlight: Highlight;
  supportEmail?: string;
  /** h3 under the track page's list headings; h2 where the card stands right under the h1. */
  titleLevel?: 2 | 3;
  /** The order's key facts, above the timeline. */
  children: ReactNode;
}

/** How the page shows a card, whichever kind of order it holds. */
export type OrderCardPlace = Pick<OrderCardProps, "highlight" | "supportEmail" | "titleLevel">;

/** One order on the track page: its number, date and state, its facts, then its timeline. */
export function OrderCard({
  cardId,
  orderNumber,
  createdAt,
  timeline,
  highlight,
  supportEmail,
  titleLevel = 3,
  children,
}: OrderCardProps) {
  const titleId = `${cardId}-title`;
  const Title = titleLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={cardId}
      aria-labelledby={titleId}
      data-highlighted={highlight === "none" ? undefined : "true"}
      className={cn(
        "scroll-mt-24 overflow-hidden rounded-2xl border bg-card shadow-xs transition-shadow duration-500",
        highlight !== "none" && "shadow-lg ring-2 ring-brass ring-offset-2 ring-offset-background",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b bg-muted/40 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <Title id={titleId} className="font-display text-xl font-semibold">
            Order #{orderNumber}
          </Title>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Placed <time dateTime={createdAt}>{LONG_DATE.format(new Date(createdAt))}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {highlight === "just-placed" && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brass px-2.5 py-1 text-xs font-semibold text-brass-foreground">
              <SparklesIcon className="size-3.5" aria-hidden="true" /> Just placed
            </span>
          )}
          <span
            className={cn(
              "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
              PHASE_BADGE[timeline.phase],
            )}
          >
            {timeline.label}
          </span>
        </div>
      </header>
      <div className="grid gap-6 px-5 py-5 sm:px-6 sm:py-6">
        {children}
        <div className="border-t pt-5 sm:pt-6">
          <OrderTimeline timeline={timeline} supportEmail={supportEmail} />
        </div>
      </div>
    </article>
  );
}
