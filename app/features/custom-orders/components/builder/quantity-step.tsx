import { MinusIcon, PlusIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Slider } from "../../../../components/ui/slider.tsx";
import { formatUsd } from "../../../../lib/money.ts";
import { cn } from "../../../../lib/utils.ts";
import { MAX_QUANTITY, MIN_QUANTITY, PRICE_TIERS, QUANTITY_STEP } from "../../../pricing/index.ts";

const tierLabel = (tier: (typeof PRICE_TIERS)[number]) =>
  tier.minQuantity === tier.maxQuantity
    ? `${tier.minQuantity} pins`
    : `${tier.minQuantity}–${tier.maxQuantity.toLocaleString("en-US")} pins`;

/** Step 1: the slider from 50 to 1000 in steps of 25, and the base price tiers. */
export function QuantityStep({
  quantity,
  onChange,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const labelId = useId();
  const set = (value: number) => onChange(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, value)));
  const current = PRICE_TIERS.find((t) => quantity >= t.minQuantity && quantity <= t.maxQuantity);

  return (
    <div className="grid gap-8">
      <div className="rounded-2xl border bg-background p-5 sm:p-7">
        <p id={labelId} className="text-center text-sm font-medium text-muted-foreground">
          How many pins?
        </p>
        <div className="mt-3 flex items-center justify-center gap-4 sm:gap-6">
          <Button
            type="button"
            variant="outline"
            size="icon-lg"
            className="rounded-full"
            aria-label={`Decrease quantity by ${QUANTITY_STEP}`}
            disabled={quantity <= MIN_QUANTITY}
            onClick={() => set(quantity - QUANTITY_STEP)}
          >
            <MinusIcon aria-hidden="true" />
          </Button>
          <p className="min-w-32 text-center">
            <span className="block font-display text-5xl font-semibold tabular-nums sm:text-6xl">
              {quantity.toLocaleString("en-US")}
            </span>
            <span className="text-sm text-muted-foreground">pins</span>
          </p>
          <Button
            type="button"
            variant="outline"
            size="icon-lg"
            className="rounded-full"
            aria-label={`Increase quantity by ${QUANTITY_STEP}`}
            disabled={quantity >= MAX_QUANTITY}
            onClick={() => set(quantity + QUANTITY_STEP)}
          >
            <PlusIcon aria-hidden="true" />
          </Button>
        </div>
        <Slider
          className="mt-6"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={QUANTITY_STEP}
          value={[quantity]}
          onValueChange={([value]) => value !== undefined && set(value)}
          aria-label="Quantity"
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{MIN_QUANTITY}</span>
          <span>{MAX_QUANTITY.toLocaleString("en-US")}</span>
        </div>
      </div>

      <div>
        <h4 className="text-sm font-semibold">Base price per pin</h4>
        <p className="mt-1 text-sm text-muted-foreground">
          Silver, 1 inch, rubber clutch. The more you order, the less each pin costs.
        </p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-5">
          {PRICE_TIERS.map((tier) => {
            const active = tier === current;
            return (
              <li
                key={tier.minQuantity}
                aria-current={active ? "true" : undefined}
                className={cn(
                  "flex items-baseline justify-between rounded-xl border px-4 py-2.5 transition-colors sm:flex-col sm:items-center sm:px-3 sm:text-center",
                  active ? "border-primary bg-primary text-primary-foreground shadow-sm" : "bg-card",
                )}
              >
                <span
                  className={cn(
                    "text-sm sm:text-xs",
                    active ? "text-primary-foreground/85" : "text-muted-foreground",
                  )}
                >
                  {tierLabel(tier)}
                </span>
                <span className="font-semibold tabular-nums sm:mt-0.5">
                  {formatUsd(tier.perPinCents)}
                  <span className="sr-only"> per pin{active && " (your price tier)"}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
