import { MinusIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Slider } from "../../../../components/ui/slider.tsx";
import { formatUsd } from "../../../../lib/money.ts";
import { useRootData } from "../../../../lib/root-data.ts";
import { cn } from "../../../../lib/utils.ts";
import { MAX_QUANTITY, MIN_QUANTITY, PRICE_TIERS, QUANTITY_STEP } from "../../../pricing/index.ts";

const tierLabel = (tier: (typeof PRICE_TIERS)[number]) =>
  tier.minQuantity === tier.maxQuantity
    ? `${tier.minQuantity} pins`
    : `${tier.minQuantity}–${tier.maxQuantity.toLocaleString("en-US")} pins`;

type Problem = "whole" | "below" | "above";

/** What is wrong with a typed quantity, if anything. */
function problemOf(text: string): Problem | null {
  const n = Number(text);
  if (!text.trim() || !Number.isInteger(n)) return "whole";
  return n < MIN_QUANTITY ? "below" : n > MAX_QUANTITY ? "above" : null;
}

/**
 * Step 1: a number field for any whole quantity 50 to 1000, the slider and buttons in steps of
 * 25, the next tier's price (`nudge`, on phones: wider screens have it beside the price), and the
 * base price tiers.
 */
export function QuantityStep({
  quantity,
  onChange,
  nudge,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
  nudge: string | null;
}) {
  const labelId = useId();
  const noteId = useId();
  const supportEmail = useRootData()?.shop.supportEmail;
  // What the shopper is typing (null: the field shows the quantity), and what is wrong with it.
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const set = (value: number) => {
    setTyped(null);
    setProblem(null);
    onChange(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, value)));
  };
  const type = (text: string) => {
    const found = problemOf(text);
    setTyped(text);
    setProblem(found);
    if (!found) onChange(Number(text));
  };
  // Leaving the field: a quantity out of range becomes the nearest one, and its note stays;
  // anything else that is not a quantity gives way to the quantity chosen before.
  const leave = () => {
    if (problem === "below") onChange(MIN_QUANTITY);
    else if (problem === "above") onChange(MAX_QUANTITY);
    else setProblem(null);
    setTyped(null);
  };
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
          <p className="text-center">
            <input
              type="number"
              inputMode="numeric"
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              step={1}
              value={typed ?? quantity}
              onChange={(e) => type(e.target.value)}
              onBlur={leave}
              aria-label="Number of pins"
              aria-invalid={typed !== null && problem !== null}
              aria-describedby={problem ? noteId : undefined}
              className="block w-36 [appearance:textfield] rounded-xl border border-transparent bg-transparent text-center font-display text-5xl font-semibold tabular-nums outline-none hover:border-input focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive sm:w-44 sm:text-6xl [&::-webkit-inner-spin-button]:appearance-none"
            />
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
        <p
          id={noteId}
          aria-live="polite"
          className="mt-2 min-h-5 text-center text-sm font-medium text-destructive"
        >
          {problem === "whole" && `Enter a whole number of pins from ${MIN_QUANTITY} to 1,000.`}
          {problem === "below" && `The minimum order is ${MIN_QUANTITY} pins.`}
          {problem === "above" && (
            <>
              Over 1,000? Ask us for a quote:{" "}
              <a href={`mailto:${supportEmail}`} className="underline underline-offset-4">
                {supportEmail}
              </a>
            </>
          )}
        </p>
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
        {nudge && (
          <p className="mt-4 rounded-xl bg-brass/15 px-4 py-2.5 text-center text-sm lg:hidden">{nudge}</p>
        )}
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
