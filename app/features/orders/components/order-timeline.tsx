import { CheckIcon, Clock3Icon, XCircleIcon } from "lucide-react";
import { EmailLink } from "../../../components/email-link.tsx";
import { cn } from "../../../lib/utils.ts";
import type { Timeline, TimelineStep } from "../timeline.ts";

const SPOKEN_STATE: Record<TimelineStep["state"], string> = {
  done: "completed",
  current: "current step",
  upcoming: "upcoming",
};

/**
 * An order's progress: a vertical list on phones, one row of steps from `lg` up.
 * A cancelled order shows its own notice instead of the steps; a payment under review shows
 * "Payment pending" before them.
 */
export function OrderTimeline({ timeline, supportEmail }: { timeline: Timeline; supportEmail?: string }) {
  if (timeline.phase === "cancelled") {
    return (
      <div className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
        <XCircleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold text-destructive">This order was cancelled</p>
          <p className="mt-1 text-muted-foreground">
            It will not go any further.
            {supportEmail && (
              <>
                {" "}
                Questions? Write to <EmailLink email={supportEmail} className="underline" />.
              </>
            )}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {timeline.phase === "payment_pending" && (
        <div className="flex gap-3 rounded-xl border border-brass/50 bg-brass/10 p-4 text-sm">
          <Clock3Icon className="mt-0.5 size-5 shrink-0 text-brass-foreground" aria-hidden="true" />
          <div>
            <p className="font-semibold text-brass-foreground">Payment pending</p>
            <p className="mt-1 text-muted-foreground">
              PayPal is reviewing your payment. Your order moves ahead as soon as it clears.
            </p>
          </div>
        </div>
      )}
      <ol
        aria-label="Order progress"
        className={cn("grid lg:flex lg:items-start", timeline.phase === "payment_pending" && "opacity-60")}
      >
        {timeline.steps.map((step, i) => (
          <Step key={step.status} step={step} number={i + 1} last={i === timeline.steps.length - 1} />
        ))}
      </ol>
    </div>
  );
}

function Step({ step, number, last }: { step: TimelineStep; number: number; last: boolean }) {
  const current = step.state === "current";
  return (
    <li
      aria-current={current ? "step" : undefined}
      className="relative flex items-start gap-3 pb-5 last:pb-0 lg:flex-1 lg:flex-col lg:items-center lg:gap-2.5 lg:pb-0 lg:text-center"
    >
      {!last && (
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-8 bottom-1 left-[15px] w-0.5 rounded-full",
            "lg:top-[15px] lg:right-[calc(-50%+22px)] lg:bottom-auto lg:left-[calc(50%+22px)] lg:h-0.5 lg:w-auto",
            step.state === "done" ? "bg-primary" : "bg-border",
          )}
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          "relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold",
          step.state === "done" && "border-primary bg-primary text-primary-foreground",
          current && "border-primary bg-card text-primary ring-4 ring-primary/15",
          step.state === "upcoming" && "border-border bg-card text-muted-foreground",
        )}
      >
        {step.state === "done" ? (
          <CheckIcon className="size-4" strokeWidth={3} />
        ) : current ? (
          <span className="size-2.5 rounded-full bg-primary" />
        ) : (
          number
        )}
      </span>
      <span className="grid gap-0.5 pt-1 lg:max-w-28 lg:px-1 lg:pt-0">
        <span
          className={cn(
            "text-sm leading-snug lg:text-xs",
            step.state === "upcoming" ? "text-muted-foreground" : "font-medium text-foreground",
            current && "font-semibold text-primary",
          )}
        >
          {step.label}
        </span>
        {current && (
          <span aria-hidden="true" className="text-xs text-muted-foreground lg:hidden">
            Where your order is now
          </span>
        )}
        <span className="sr-only">({SPOKEN_STATE[step.state]})</span>
      </span>
    </li>
  );
}
