import type * as React from "react";
import { useId } from "react";
import { AreaChart } from "../../../components/charts/area-chart.tsx";
import { BarList } from "../../../components/charts/bar-list.tsx";
import type { OverviewJson, StatusCountJson } from "../overview.schemas.ts";
import { count, customLabel, dayLabel, money, regularLabel } from "../overview-format.ts";

function ChartCard({
  title,
  note,
  className,
  children,
}: {
  title: string;
  note?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5 ${className ?? ""}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={id} className="font-display text-lg font-semibold">
          {title}
        </h3>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </header>
      {children}
    </section>
  );
}

const Quiet = ({ children }: { children: React.ReactNode }) => (
  <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>
);

export function MoneyChart({ money: taken }: { money: OverviewJson["money"] }) {
  const items = [
    { label: "Deposits", value: taken.deposits },
    { label: "Balances", value: taken.balances },
    { label: "Regular orders", value: taken.regularOrders },
  ].map((i) => ({ ...i, display: money(i.value) }));
  return (
    <ChartCard title="Money taken" note="Since opening, net of refunds">
      <BarList
        caption="Money taken by kind of payment"
        labelHeader="Kind"
        valueHeader="Net amount"
        items={items}
      />
    </ChartCard>
  );
}

export function WeekChart({ week }: { week: OverviewJson["week"] }) {
  const revenueMax = Math.max(week.current.revenue, week.previous.revenue);
  const ordersMax = Math.max(week.current.orders, week.previous.orders);
  const legend = (label: string) => [
    { label: `${label}, last 7 days`, tone: "bg-primary" },
    { label: `${label}, 7 days before`, tone: "bg-brass" },
  ];
  const [rNow, rBefore] = legend("Revenue");
  const [oNow, oBefore] = legend("Orders");
  return (
    <ChartCard title="This week against last week" note="Rolling 7-day windows">
      <BarList
        caption="Revenue, last 7 days against the 7 days before"
        valueHeader="Revenue"
        max={revenueMax}
        items={[
          { ...rNow!, value: week.current.revenue, display: money(week.current.revenue) },
          { ...rBefore!, value: week.previous.revenue, display: money(week.previous.revenue) },
        ]}
      />
      <BarList
        caption="Orders, last 7 days against the 7 days before"
        valueHeader="Orders"
        max={ordersMax}
        items={[
          { ...oNow!, value: week.current.orders },
          { ...oBefore!, value: week.previous.orders },
        ]}
      />
    </ChartCard>
  );
}

const sumLast = (days: { views: number }[], n: number) => days.slice(-n).reduce((sum, d) => sum + d.views, 0);

export function ViewsChart({ pageViews }: { pageViews: OverviewJson["pageViews"] }) {
  const peak = pageViews.days.reduce((best, d) => (d.views > best.views ? d : best), pageViews.days[0]!);
  const note =
    pageViews.total === 0
      ? "Last 30 days"
      : `${count(pageViews.total)} in 30 days · busiest ${dayLabel(peak.date)}`;
  return (
    <ChartCard title="Page views" note={note} className="lg:col-span-2">
      {pageViews.total === 0 ? (
        <Quiet>No page views in the last 30 days yet.</Quiet>
      ) : (
        <>
          <AreaChart
            caption="Page views per day, last 30 days"
            valueHeader="Views"
            points={pageViews.days.map((d) => ({ label: dayLabel(d.date), value: d.views }))}
          />
          <dl className="grid grid-cols-3 gap-2 border-t pt-3 text-center">
            {[
              { label: "Today", views: sumLast(pageViews.days, 1) },
              { label: "Last 7 days", views: sumLast(pageViews.days, 7) },
              { label: "Last 30 days", views: pageViews.total },
            ].map((s) => (
              <div key={s.label}>
                <dt className="text-xs text-muted-foreground">{s.label}</dt>
                <dd className="font-display text-lg font-semibold tabular-nums">{count(s.views)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </ChartCard>
  );
}

export function TopPagesChart({ topPages }: { topPages: OverviewJson["pageViews"]["topPages"] }) {
  return (
    <ChartCard title="Top pages" note="Last 30 days">
      {topPages.length === 0 ? (
        <Quiet>Pages people visit will be ranked here.</Quiet>
      ) : (
        <BarList
          caption="Most viewed pages, last 30 days"
          labelHeader="Page"
          valueHeader="Views"
          tone="bg-chart-3"
          items={topPages.map((p) => ({ label: p.path, value: p.views }))}
        />
      )}
    </ChartCard>
  );
}

export function StatusChart({
  title,
  rows,
  labelOf,
  empty,
}: {
  title: string;
  rows: StatusCountJson[];
  labelOf: (status: string) => string;
  empty: string;
}) {
  const live = rows.filter((r) => r.count > 0);
  const total = live.reduce((sum, r) => sum + r.count, 0);
  return (
    <ChartCard title={title} note={total > 0 ? `${count(total)} in all` : undefined}>
      {live.length === 0 ? (
        <Quiet>{empty}</Quiet>
      ) : (
        <BarList
          caption={`${title} by status`}
          labelHeader="Status"
          valueHeader="Orders"
          tone="bg-chart-2"
          items={live.map((r) => ({ label: labelOf(r.status), value: r.count }))}
        />
      )}
    </ChartCard>
  );
}

export const CustomStatusChart = ({ rows }: { rows: StatusCountJson[] }) => (
  <StatusChart title="Custom orders" rows={rows} labelOf={customLabel} empty="No custom orders yet." />
);

export const RegularStatusChart = ({ rows }: { rows: StatusCountJson[] }) => (
  <StatusChart title="Regular orders" rows={rows} labelOf={regularLabel} empty="No regular orders yet." />
);
