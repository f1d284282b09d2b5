import { CircleAlertIcon, CircleCheckIcon, ZapIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { formatCalendarDate } from "../../../../lib/calendar-days.ts";
import { formatUsd } from "../../../../lib/money.ts";
import { useRootData } from "../../../../lib/root-data.ts";
import { RUSH_FEE_CENTS } from "../../../pricing/index.ts";
import { localDate } from "../../in-hands-date.ts";
import { estimatedDelivery, formatDeliveryDate, inHandsVerdict } from "./delivery.ts";

export const IN_HANDS_LABEL = "In-hands date (optional)";

/**
 * Step 3's in-hands date: the day the shopper needs the pins by, and which delivery gets them
 * there in time: standard, only rush (with a button to choose it), or neither (said plainly,
 * with the shop's contact). `today` is the browser's, known after hydration.
 */
export function InHandsField({
  value,
  onChange,
  rushOrder,
  rushFull,
  onChooseRush,
  today,
}: {
  value: string;
  onChange: (inHandsDate: string) => void;
  rushOrder: boolean;
  /** No rush spots are left this month. */
  rushFull: boolean;
  onChooseRush: () => void;
  today: Date | null;
}) {
  const id = useId();
  // What the date field holds; only a date from today on reaches the order.
  const [typed, setTyped] = useState(value);
  const min = today ? localDate(today) : undefined;
  const past = Boolean(min && typed && typed < min);
  const change = (next: string) => {
    setTyped(next);
    onChange(!min || next >= min ? next : "");
  };

  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center sm:gap-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {IN_HANDS_LABEL}
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Need your pins for an event? Tell us the day, and we will tell you which delivery gets them there
            in time.
          </p>
        </div>
        <Input
          id={id}
          type="date"
          value={typed}
          min={min}
          onChange={(e) => change(e.target.value)}
          aria-describedby={`${id}-hint ${id}-verdict`}
          aria-invalid={past || undefined}
        />
      </div>
      <div id={`${id}-verdict`} aria-live="polite">
        {past ? (
          <Note tone="warn">Please choose a date from today on.</Note>
        ) : today && value ? (
          <Verdict
            inHandsDate={value}
            today={today}
            rushOrder={rushOrder}
            rushFull={rushFull}
            onChooseRush={onChooseRush}
          />
        ) : null}
      </div>
    </div>
  );
}

function Verdict({
  inHandsDate,
  today,
  rushOrder,
  rushFull,
  onChooseRush,
}: {
  inHandsDate: string;
  today: Date;
  rushOrder: boolean;
  rushFull: boolean;
  onChooseRush: () => void;
}) {
  const supportEmail = useRootData()?.shop.supportEmail;
  const needed = formatCalendarDate(inHandsDate);
  const standard = formatDeliveryDate(estimatedDelivery(false, today));
  const rush = formatDeliveryDate(estimatedDelivery(true, today));
  const askUs = (
    <>
      {" "}
      Write to us at{" "}
      <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-4">
        {supportEmail}
      </a>{" "}
      and we will see what we can do.
    </>
  );
  switch (inHandsVerdict(inHandsDate, today)) {
    case "both":
      return (
        <Note tone="ok">
          {rushOrder
            ? `Standard delivery also arrives in time for ${needed} (by ${standard}), without the ${formatUsd(RUSH_FEE_CENTS)} rush fee.`
            : `Standard delivery arrives in time for ${needed}: by ${standard}.`}
        </Note>
      );
    case "rush-only":
      if (rushOrder) {
        return (
          <Note tone="ok">{`Rush delivery arrives in time for ${needed}: by ${rush}. Standard delivery (by ${standard}) would be too late.`}</Note>
        );
      }
      if (rushFull) {
        return (
          <Note tone="warn">
            {`Only rush delivery (by ${rush}) arrives in time for ${needed}, and rush is fully booked this month: standard delivery arrives by ${standard}.`}
            {askUs}
          </Note>
        );
      }
      return (
        <Note tone="warn">
          <span className="block">{`Only rush delivery arrives in time for ${needed}: by ${rush}. Standard delivery would arrive by ${standard}, too late.`}</span>
          <Button type="button" size="sm" className="mt-2" onClick={onChooseRush}>
            <ZapIcon aria-hidden="true" /> Choose rush delivery
          </Button>
        </Note>
      );
    case "neither":
      return (
        <Note tone="warn">
          {`Neither delivery arrives by ${needed}: rush arrives by ${rush} at the earliest, standard by ${standard}.`}
          {askUs}
        </Note>
      );
  }
}

function Note({ tone, children }: { tone: "ok" | "warn"; children: ReactNode }) {
  const Icon = tone === "ok" ? CircleCheckIcon : CircleAlertIcon;
  return (
    <div
      className={
        tone === "ok"
          ? "flex gap-2.5 rounded-lg bg-success/10 px-3 py-2.5 text-sm"
          : "flex gap-2.5 rounded-lg bg-brass/15 px-3 py-2.5 text-sm"
      }
    >
      <Icon
        className={tone === "ok" ? "mt-0.5 size-4 shrink-0 text-success" : "mt-0.5 size-4 shrink-0"}
        aria-hidden="true"
      />
      <div>{children}</div>
    </div>
  );
}
