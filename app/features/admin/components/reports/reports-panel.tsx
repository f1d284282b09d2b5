import { CalendarSearchIcon, CircleAlertIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Notice } from "../../../../components/notice.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { cn } from "../../../../lib/utils.ts";
import { granularityText, rangeText } from "../../report-format.ts";
import { DEFAULT_PRESET, readReportRange, reportSearch } from "../../report-presets.ts";
import type { ReportJson } from "../../reports.schemas.ts";
import { browserTimeZone } from "../../use-overview.ts";
import { useReport } from "../../use-report.ts";
import { dateIn } from "../../view-days.ts";
import { DepositsCard, NetCard, SalesCard } from "./report-money-cards.tsx";
import { DiscountsCard, ProductsCard, ViewsCard } from "./report-order-cards.tsx";
import { ReportRangePicker } from "./report-range-picker.tsx";
import { ShippingTaxCard } from "./report-shipping-tax-card.tsx";
import { ReportSummary } from "./report-summary.tsx";

function ReportSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {["sales", "refunds", "net", "due"].map((k) => (
          <Skeleton key={k} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

/** Nothing paid, refunded or visited in the range: one message instead of six empty charts. */
const isEmpty = (r: ReportJson) =>
  r.sales.totals.total === 0 && r.refunds.totals.count === 0 && r.pageViews.totals.views === 0;

function Figures({ report }: { report: ReportJson }) {
  if (isEmpty(report)) {
    return (
      <Notice icon={<CalendarSearchIcon aria-hidden="true" />} title="No sales in this range">
        <p>
          Nothing was paid, refunded or visited from {rangeText(report.from, report.to)}. Choose another range
          above.
        </p>
      </Notice>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <ReportSummary report={report} />
      <SalesCard report={report} />
      <NetCard report={report} />
      <DepositsCard report={report} />
      <ShippingTaxCard report={report} />
      <DiscountsCard report={report} />
      <ProductsCard report={report} />
      <ViewsCard report={report} />
    </div>
  );
}

/**
 * The Reports section: a range of days in the address (`?range=` or `?from=&to=`),
 * and the figures for it. "Today" is the admin's own, in their browser's time zone, so the
 * range is read once the page runs in the browser.
 */
export function ReportsPanel() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [clock, setClock] = useState<{ today: string; tz: string } | null>(null);
  useEffect(() => {
    const tz = browserTimeZone();
    setClock({ tz, today: dateIn(new Date(), tz) });
  }, []);
  const selection = useMemo(() => (clock ? readReportRange(search, clock.today) : null), [search, clock]);
  const { state, reload } = useReport(selection, clock?.tz ?? "UTC");
  const go = (query: string) => navigate({ search: query }, { preventScrollReset: true });
  const busy = state.status === "loading" || (state.status === "ready" && state.refreshing);

  return (
    <section aria-labelledby="reports-heading" aria-busy={busy} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id="reports-heading" className="sr-only">
        Report
      </h2>
      <ReportRangePicker
        selection={selection}
        onPreset={(preset) => go(reportSearch({ preset }))}
        onDates={(range) => go(reportSearch(range))}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p role="status">
          {state.status === "ready"
            ? `${rangeText(state.data.from, state.data.to)} · ${granularityText(state.data.granularity)} · ${state.data.timeZone.replaceAll("_", " ")} time`
            : state.status === "loading"
              ? "Loading the report..."
              : ""}
        </p>
        <Button variant="ghost" size="sm" onClick={reload} disabled={busy || !selection}>
          <RefreshCwIcon aria-hidden="true" className={busy ? "animate-spin" : undefined} />
          Refresh
        </Button>
      </div>
      {state.status === "loading" ? (
        <ReportSkeleton />
      ) : state.status === "error" ? (
        <Notice icon={<CircleAlertIcon aria-hidden="true" />} title="Could not load this report">
          <p role="alert">{state.message}</p>
          {state.refused ? (
            <Button onClick={() => go(reportSearch({ preset: DEFAULT_PRESET }))}>
              Show the last 30 days
            </Button>
          ) : (
            <Button onClick={reload}>Try again</Button>
          )}
        </Notice>
      ) : (
        <div className={cn("transition-opacity", state.refreshing && "opacity-60")}>
          <Figures report={state.data} />
        </div>
      )}
    </section>
  );
}
