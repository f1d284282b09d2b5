import { type ReactNode, useId } from "react";
import { formatUsd } from "../../../../lib/money.ts";
import { cn } from "../../../../lib/utils.ts";

export interface OptionCard<T extends string> {
  value: T;
  label: string;
  /** The engine's surcharge per pin for this option. */
  perPinCents: number;
  art?: ReactNode;
}

export function surchargeText(perPinCents: number): string {
  return perPinCents === 0 ? "Included" : `+${formatUsd(perPinCents)} per pin`;
}

/**
 * One choice of step 2 as a fieldset of radio cards showing each option's surcharge. Native
 * radios: the browser moves and checks with the arrow keys in the same event, so a held or fast
 * key never skips or stalls while the price re-renders (a scripted roving focus moved a tick
 * later and dropped presses), and the group is one Tab stop.
 */
export function OptionCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  columns = "sm:grid-cols-4",
}: {
  legend: string;
  options: readonly OptionCard<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: string;
}) {
  const legendId = useId();
  return (
    <fieldset>
      <legend id={legendId} className="text-sm font-semibold">
        {legend}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        className={cn("mt-3 grid grid-cols-2 gap-3", columns)}
      >
        {options.map((option) => {
          const id = `${legendId}-${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                "relative flex cursor-pointer flex-col gap-2 rounded-xl border bg-card p-3.5 transition-[border-color,box-shadow,background-color]",
                "hover:border-primary/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
                checked && "border-primary bg-primary/[0.04] shadow-[0_0_0_1px] shadow-primary",
              )}
            >
              <input
                type="radio"
                id={id}
                name={legendId}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className={cn(
                  "absolute top-3 right-3 size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-card shadow-xs outline-none",
                  "transition-[border-color,box-shadow] checked:border-primary",
                  "checked:bg-[radial-gradient(circle,var(--color-primary)_0_4.5px,transparent_5px)]",
                )}
              />
              {option.art && <span aria-hidden="true">{option.art}</span>}
              <span className="text-sm leading-tight font-medium">{option.label}</span>
              <span
                className={cn(
                  "text-xs tabular-nums",
                  option.perPinCents === 0 ? "text-muted-foreground" : "font-medium text-brass-foreground",
                )}
              >
                {surchargeText(option.perPinCents)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
