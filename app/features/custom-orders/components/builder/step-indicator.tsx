import { CheckIcon } from "lucide-react";
import { cn } from "../../../../lib/utils.ts";
import { STEP_TITLES, type Step } from "./builder-state.ts";

/**
 * Where the shopper is: done steps green with a check, the current
 * one blue, the rest muted. A done step can be revisited (going back is always allowed).
 */
export function StepIndicator({ current, onSelect }: { current: Step; onSelect: (step: Step) => void }) {
  return (
    <nav aria-label="Order progress">
      <ol className="flex items-start">
        {STEP_TITLES.map((title, index) => {
          const step = (index + 1) as Step;
          const done = step < current;
          const here = step === current;
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                "flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                done && "border-success bg-success text-success-foreground",
                here &&
                  "border-[oklch(0.47_0.13_255)] bg-[oklch(0.47_0.13_255)] text-white shadow-[0_0_0_4px] shadow-[oklch(0.47_0.13_255)]/15",
                !done && !here && "border-border bg-card text-muted-foreground",
              )}
            >
              {done ? <CheckIcon className="size-4" strokeWidth={3} aria-hidden="true" /> : step}
            </span>
          );
          const label = (
            <span
              aria-hidden="true"
              className={cn(
                "mt-2 hidden max-w-28 text-center text-xs leading-tight font-medium sm:block",
                done && "text-success",
                here && "text-[oklch(0.42_0.12_255)]",
                !done && !here && "text-muted-foreground",
              )}
            >
              {title}
            </span>
          );
          const status = done ? " (completed)" : here ? " (current step)" : "";
          return (
            <li
              key={title}
              aria-current={here ? "step" : undefined}
              className="relative flex flex-1 flex-col items-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-[1.125rem] right-1/2 h-0.5 -translate-y-1/2",
                    step <= current ? "bg-success" : "bg-border",
                  )}
                  style={{ marginRight: "1.125rem", width: "calc(100% - 2.25rem)" }}
                />
              )}
              {done ? (
                <button
                  type="button"
                  onClick={() => onSelect(step)}
                  className="flex flex-col items-center rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  {marker}
                  {label}
                  <span className="sr-only">
                    Step {step}: {title}
                    {status}
                  </span>
                </button>
              ) : (
                <span className="flex flex-col items-center">
                  {marker}
                  {label}
                  <span className="sr-only">
                    Step {step}: {title}
                    {status}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
