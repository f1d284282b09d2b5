import { ArrowDownRightIcon, ArrowUpRightIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../../lib/utils.ts";
import type { OverviewJson } from "../overview.schemas.ts";
import { changeText, count, money } from "../overview-format.ts";

function Change({ change, current }: { change: number | null; current: number }) {
  const text = changeText(change, current);
  if (!text) return <span className="text-muted-foreground">No sales in either week</span>;
  const up = change === null || change > 0;
  const flat = change === 0;
  const Icon = up ? ArrowUpRightIcon : ArrowDownRightIcon;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className={cn(
          "inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold",
          flat
            ? "bg-muted text-muted-foreground"
            : up
              ? "bg-success/15 text-success"
              : "bg-destructive/10 text-destructive",
        )}
      >
        {flat ? null : <Icon className="size-3.5" aria-hidden="true" />}
        {text}
      </span>
      <span className="text-muted-foreground">vs the 7 days before</span>
    </span>
  );
}

function Stat({ label, value, children }: { label: string; value: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure with its label is a group, not a form's fieldset.
    <div
      role="group"
      aria-label={label}
      className="grid content-start gap-1 rounded-xl border bg-card p-3.5 shadow-sm sm:p-5"
    >
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="font-display text-xl font-semibold break-all tabular-nums sm:text-3xl">{value}</p>
      <div className="text-xs leading-relaxed">{children}</div>
    </div>
  );
}

/** The four figures an owner looks for first: money in, money owed, and the week's pace. */
export function OverviewStats({ data }: { data: OverviewJson }) {
  const { money: taken, balancesDue, week } = data;
  const dueOrders =
    balancesDue.orders === 1 ? "1 custom order" : `${count(balancesDue.orders)} custom orders`;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Money taken" value={money(taken.total)}>
        <span className="text-muted-foreground">Since opening, net of {money(taken.refunded)} refunded</span>
      </Stat>
      <Stat label="Balances still due" value={money(balancesDue.amount)}>
        <span className="text-muted-foreground">
          {balancesDue.orders === 0 ? "Nothing left to collect" : `Across ${dueOrders}`}
        </span>
      </Stat>
      <Stat label="Revenue, last 7 days" value={money(week.current.revenue)}>
        <Change change={week.revenueChange} current={week.current.revenue} />
      </Stat>
      <Stat label="Orders, last 7 days" value={count(week.current.orders)}>
        <Change change={week.ordersChange} current={week.current.orders} />
      </Stat>
    </div>
  );
}
