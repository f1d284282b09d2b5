import type { ReactNode } from "react";
import { formatCalendarDate } from "../../../../lib/calendar-days.ts";
import {
  type CustomOrderQuote,
  PACKAGING_LABELS,
  PIN_BACK_LABELS,
  PLATING_LABELS,
  SIZE_LABELS,
} from "../../../pricing/index.ts";
import { customShippingNote } from "../../../shipping-tax/index.ts";
import type { BuilderState, Step } from "./builder-state.ts";
import { RUSH_DELIVERY_LABEL, STANDARD_DELIVERY_LABEL } from "./delivery.ts";
import { PriceBreakdown } from "./price-breakdown.tsx";
import { ShareQuote } from "./share-quote.tsx";
import { useCustomShipping } from "./use-custom-shipping.ts";

function Choice({
  term,
  step,
  onEdit,
  children,
}: {
  term: string;
  step: Step;
  onEdit: (step: Step) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 items-baseline gap-3 text-right text-sm font-medium">
        <span className="min-w-0 break-words">{children}</span>
        <button
          type="button"
          onClick={() => onEdit(step)}
          aria-label={`Edit ${term.toLowerCase()}`}
          className="shrink-0 rounded text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Edit
        </button>
      </dd>
    </div>
  );
}

/** Step 5: every choice with a way back to it, and the whole price from the engine. */
export function ReviewStep({
  state,
  quote,
  logoName,
  onEdit,
  promo,
}: {
  state: BuilderState;
  quote: CustomOrderQuote;
  logoName: string | null;
  onEdit: (step: Step) => void;
  promo: ReactNode;
}) {
  const shipping = useCustomShipping();
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
      <div className="grid min-w-0 gap-6">
        <dl className="divide-y rounded-2xl border bg-card px-4 sm:px-5">
          <Choice term="Quantity" step={1} onEdit={onEdit}>
            {state.quantity} pins
          </Choice>
          <Choice term="Size" step={2} onEdit={onEdit}>
            {state.size && SIZE_LABELS[state.size]}
          </Choice>
          <Choice term="Plating" step={2} onEdit={onEdit}>
            {state.plating && PLATING_LABELS[state.plating]}
          </Choice>
          <Choice term="Pin back" step={2} onEdit={onEdit}>
            {state.pinBack && PIN_BACK_LABELS[state.pinBack]}
          </Choice>
          <Choice term="Packaging" step={3} onEdit={onEdit}>
            {state.packaging.map((p) => PACKAGING_LABELS[p]).join(", ")}
          </Choice>
          <Choice term="Delivery" step={3} onEdit={onEdit}>
            {state.rushOrder ? RUSH_DELIVERY_LABEL : STANDARD_DELIVERY_LABEL}
            {state.inHandsDate && (
              <span className="block text-xs font-normal text-muted-foreground">
                In hands by {formatCalendarDate(state.inHandsDate)}
              </span>
            )}
          </Choice>
          <Choice term="Logo" step={4} onEdit={onEdit}>
            {logoName ?? <span className="text-destructive">Not uploaded yet</span>}
          </Choice>
          <Choice term="Contact" step={4} onEdit={onEdit}>
            {state.customerName.trim() || "—"}
            <span className="block text-xs font-normal break-all text-muted-foreground">
              {state.customerEmail.trim()}
            </span>
          </Choice>
        </dl>
        {promo}
      </div>
      <div className="grid min-w-0 gap-4">
        <PriceBreakdown quote={quote} />
        <p className="text-sm font-medium" data-testid="custom-shipping-note">
          {customShippingNote(shipping)}
        </p>
        <p className="text-xs leading-relaxed text-muted-foreground">
          You pay 10% today. We e-mail your mockup within 24 hours; the balance is due only after you approve
          it, before production starts.
        </p>
        <ShareQuote state={state} />
      </div>
    </div>
  );
}
