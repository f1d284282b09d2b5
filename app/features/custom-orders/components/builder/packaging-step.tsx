import { CalendarDaysIcon, ZapIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "../../../../components/ui/badge.tsx";
import { formatUsd } from "../../../../lib/money.ts";
import {
  PACKAGING,
  PACKAGING_LABELS,
  PACKAGING_SURCHARGE_CENTS,
  type Packaging,
  RUSH_FEE_CENTS,
  togglePackaging,
} from "../../../pricing/index.ts";
import { RUSH_FULL, rushSpotsText } from "../../quote/index.ts";
import { ChoiceRow } from "./choice-row.tsx";
import {
  estimatedDelivery,
  formatDeliveryDate,
  RUSH_APPROVAL_PROMISE,
  RUSH_DELIVERY_LABEL,
  STANDARD_DELIVERY_LABEL,
} from "./delivery.ts";
import { InHandsField } from "./in-hands-field.tsx";
import { surchargeText } from "./option-cards.tsx";
import type { RushAvailability } from "./use-rush-availability.ts";

const PACKAGING_DETAIL: Record<Packaging, string> = {
  "just-pins": "Pins packed loose in bulk.",
  "individual-bags": "Each pin sealed in its own clear poly bag.",
  "backer-cards": "Each pin mounted on a printed backer card.",
  "barcode-labels": "A scannable barcode label on each pin's pack.",
};

/** Today, read in the browser after hydration (the server's clock and zone differ). */
function useToday(): Date | null {
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(new Date()), []);
  return today;
}

/** Step 3: packaging with the just-pins rules, standard or rush delivery, and the in-hands date. */
export function PackagingStep({
  packaging,
  rushOrder,
  inHandsDate,
  rush,
  onChange,
}: {
  packaging: readonly Packaging[];
  rushOrder: boolean;
  inHandsDate: string;
  rush: RushAvailability;
  onChange: (patch: { packaging?: Packaging[]; rushOrder?: boolean; inHandsDate?: string }) => void;
}) {
  const id = useId();
  const full = rush.status === "ready" && rush.spotsLeft === 0;
  const today = useToday();
  const deliveryDate = today && formatDeliveryDate(estimatedDelivery(rushOrder, today));

  return (
    <div className="grid gap-8">
      <fieldset>
        <legend className="text-sm font-semibold">Packaging</legend>
        <p className="mt-1 text-sm text-muted-foreground">Choose loose pins, or any mix of the extras.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {PACKAGING.map((option) => (
            <ChoiceRow
              key={option}
              id={`${id}-${option}`}
              label={PACKAGING_LABELS[option]}
              detail={PACKAGING_DETAIL[option]}
              aside={
                <span className="text-xs text-muted-foreground tabular-nums">
                  {surchargeText(PACKAGING_SURCHARGE_CENTS[option])}
                </span>
              }
              checked={packaging.includes(option)}
              onCheckedChange={(checked) =>
                onChange({ packaging: togglePackaging(packaging, option, checked) })
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold">Delivery</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <ChoiceRow
            id={`${id}-standard`}
            label={STANDARD_DELIVERY_LABEL}
            detail="Mockup within 24 hours, then production once you approve."
            aside={<span className="text-xs text-muted-foreground">Included</span>}
            checked={!rushOrder}
            onCheckedChange={(checked) => onChange({ rushOrder: checked ? false : !full })}
          />
          <ChoiceRow
            id={`${id}-rush`}
            label={RUSH_DELIVERY_LABEL}
            detail={`${RUSH_APPROVAL_PROMISE}. +${formatUsd(RUSH_FEE_CENTS)} flat fee.`}
            aside={
              rush.status === "ready" && rush.spotsLeft > 0 ? (
                <Badge className="border-brass/60 bg-brass/15 text-brass-foreground">
                  <ZapIcon aria-hidden="true" /> {rushSpotsText(rush.spotsLeft)}
                </Badge>
              ) : undefined
            }
            checked={rushOrder}
            disabled={full}
            onCheckedChange={(checked) => onChange({ rushOrder: checked })}
          >
            {full && <span className="text-xs font-medium text-destructive">{RUSH_FULL}</span>}
          </ChoiceRow>
        </div>
      </fieldset>

      <InHandsField
        value={inHandsDate}
        onChange={(next) => onChange({ inHandsDate: next })}
        rushOrder={rushOrder}
        rushFull={full}
        onChooseRush={() => onChange({ rushOrder: true })}
        today={today}
      />

      <p className="flex items-center gap-3 rounded-xl bg-secondary/60 px-4 py-3 text-sm text-secondary-foreground">
        <CalendarDaysIcon className="size-5 shrink-0" aria-hidden="true" />
        <span>
          Estimated delivery: <strong className="font-semibold">{deliveryDate ?? "…"}</strong>
        </span>
      </p>
    </div>
  );
}
