import { count, money } from "../../report-format.ts";
import type { ReportJson } from "../../reports.schemas.ts";

/** The range's money at a glance, above the figures that detail it. */
export function ReportSummary({ report }: { report: ReportJson }) {
  const { sales, refunds, net, deposits } = report;
  const tiles = [
    { label: "Sales", value: money(sales.totals.total), note: "Money captured" },
    { label: "Refunds", value: money(refunds.totals.amount), note: `${count(refunds.totals.count)} given` },
    { label: "Net", value: money(net.totals.amount), note: "Sales less refunds" },
    {
      label: "Balances due",
      value: money(deposits.totals.balanceDue),
      note: `On ${count(deposits.totals.orders)} custom orders placed`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <div
          key={t.label}
          className="grid content-start gap-1 rounded-xl border bg-card p-3.5 shadow-sm sm:p-5"
        >
          <dt className="text-sm font-medium text-muted-foreground">{t.label}</dt>
          <dd className="font-display text-xl font-semibold break-all tabular-nums sm:text-2xl">{t.value}</dd>
          <dd className="text-xs text-muted-foreground">{t.note}</dd>
        </div>
      ))}
    </dl>
  );
}
