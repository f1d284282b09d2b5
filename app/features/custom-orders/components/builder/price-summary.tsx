import { useEffect, useRef, useState } from "react";
import { formatUsd } from "../../../../lib/money.ts";
import { cn } from "../../../../lib/utils.ts";
import {
  type CustomOrderQuote,
  PIN_BACK_LABELS,
  type PinBack,
  PLATING_LABELS,
  type Plating,
  SIZE_LABELS,
  type Size,
} from "../../../pricing/index.ts";
import { PinPreview } from "./pin-preview.tsx";

interface SummaryProps {
  quote: CustomOrderQuote;
  size: Size;
  plating: Plating;
  pinBack: PinBack;
  rushOrder: boolean;
  logo: string | null;
  /** The next price tier's note, when it helps. */
  nudge: string | null;
}

function Figure({
  label,
  value,
  strong,
  className,
}: {
  label: string;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", className)}>
      <dt className={strong ? "font-semibold text-primary" : "text-muted-foreground"}>{label}</dt>
      <dd className={strong ? "text-lg font-semibold text-primary tabular-nums" : "font-medium tabular-nums"}>
        {value}
      </dd>
    </div>
  );
}

/** The live price beside the steps on wide screens (always in view). */
export function PriceSummary({ quote, size, plating, pinBack, rushOrder, logo, nudge }: SummaryProps) {
  return (
    <aside aria-label="Your order" className="rounded-2xl border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <div className="size-24 shrink-0 rounded-xl bg-gradient-to-br from-secondary/70 to-background p-1">
          <PinPreview plating={plating} size={size} logo={logo} />
        </div>
        <div className="min-w-0">
          <p className="font-display text-lg leading-tight font-semibold">{quote.quantity} custom pins</p>
          <p className="mt-1 text-xs leading-relaxed text-muted-foreground">
            {SIZE_LABELS[size]} · {PLATING_LABELS[plating]} · {PIN_BACK_LABELS[pinBack]}
            {rushOrder && " · Rush"}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid gap-2 border-t pt-4 text-sm">
        <Figure label="Price per pin" value={formatUsd(quote.pricePerPinCents)} />
        {quote.rushFeeCents > 0 && <Figure label="Rush fee" value={formatUsd(quote.rushFeeCents)} />}
        {quote.discountCents > 0 && <Figure label="Discount" value={formatUsd(-quote.discountCents)} />}
        <Figure label="Total" value={formatUsd(quote.totalCents)} />
        {/* A <dl> holds only its term groups: the highlight is on the group itself. */}
        <Figure
          label="Deposit today (10%)"
          value={formatUsd(quote.depositCents)}
          strong
          className="mt-2 rounded-xl bg-primary/[0.07] px-3 py-2.5"
        />
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Balance of {formatUsd(quote.balanceCents)} after you approve your mockup.
      </p>
      {nudge && <p className="mt-4 rounded-xl bg-brass/15 px-3 py-2.5 text-sm">{nudge}</p>}
    </aside>
  );
}

/** The same figures as a compact bar pinned to the bottom of a phone's screen. */
export function PriceBar({ quote }: { quote: CustomOrderQuote }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t bg-card/95 px-4 py-3 shadow-[0_-6px_16px_-8px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-[0.7rem] tracking-wide text-muted-foreground uppercase">Per pin</dt>
          <dd className="font-semibold tabular-nums">{formatUsd(quote.pricePerPinCents)}</dd>
        </div>
        <div>
          <dt className="text-[0.7rem] tracking-wide text-muted-foreground uppercase">Total</dt>
          <dd className="font-semibold tabular-nums">{formatUsd(quote.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-[0.7rem] tracking-wide text-primary uppercase">Deposit</dt>
          <dd className="font-semibold text-primary tabular-nums">{formatUsd(quote.depositCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

const ANNOUNCE_DELAY_MS = 700;

/** Tells screen-reader users the new price once the shopper pauses (not at every slider step). */
export function PriceAnnouncer({ quote }: { quote: CustomOrderQuote }) {
  const text = `Price per pin ${formatUsd(quote.pricePerPinCents)}, total ${formatUsd(quote.totalCents)}, deposit ${formatUsd(quote.depositCents)}.`;
  const [spoken, setSpoken] = useState("");
  const initial = useRef(text);
  useEffect(() => {
    if (text === initial.current) return;
    initial.current = "";
    const timer = setTimeout(() => setSpoken(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  );
}
