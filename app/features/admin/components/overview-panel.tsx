import { CircleAlertIcon, RefreshCwIcon, SproutIcon } from "lucide-react";
import { Notice } from "../../../components/notice.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import type { OverviewJson } from "../overview.schemas.ts";
import { useOverview } from "../use-overview.ts";
import {
  CustomStatusChart,
  MoneyChart,
  RegularStatusChart,
  TopPagesChart,
  ViewsChart,
  WeekChart,
} from "./overview-charts.tsx";
import { OverviewStats } from "./overview-stats.tsx";

const TIME = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

/** A shop with nothing yet: no payment, no order, no visitor. */
function isNewShop(data: OverviewJson): boolean {
  const orders = [...data.ordersByStatus.custom, ...data.ordersByStatus.regular].some((r) => r.count > 0);
  return data.money.total === 0 && data.money.refunded === 0 && !orders && data.pageViews.total === 0;
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {["money", "due", "revenue", "orders"].map((k) => (
          <Skeleton key={k} className="h-[7.5rem] rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

function Figures({ data }: { data: OverviewJson }) {
  return (
    <div className="grid gap-4">
      <OverviewStats data={data} />
      <div className="grid gap-4 lg:grid-cols-3">
        <ViewsChart pageViews={data.pageViews} />
        <TopPagesChart topPages={data.pageViews.topPages} />
        <MoneyChart money={data.money} />
        <WeekChart week={data.week} />
        <div className="grid content-start gap-4">
          <CustomStatusChart rows={data.ordersByStatus.custom} />
          <RegularStatusChart rows={data.ordersByStatus.regular} />
        </div>
      </div>
    </div>
  );
}

/** The dashboard's first tab (issue 7): sales from the ledger, orders, and visitors. */
export function OverviewPanel() {
  const { state, reload } = useOverview();
  const busy = state.status === "loading" || (state.status === "ready" && state.refreshing);
  return (
    <section aria-labelledby="overview-heading" aria-busy={busy} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="overview-heading" className="font-display text-xl font-semibold">
            Shop at a glance
          </h2>
          <p className="text-sm text-muted-foreground">
            {state.status === "ready"
              ? `Updated ${TIME.format(new Date(state.data.generatedAt))}`
              : "Sales, orders and visitors"}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={reload} disabled={busy}>
          <RefreshCwIcon aria-hidden="true" className={busy ? "animate-spin" : undefined} />
          Refresh
        </Button>
      </div>
      {state.status === "loading" ? (
        <>
          <p className="sr-only" role="status">
            Loading the overview...
          </p>
          <OverviewSkeleton />
        </>
      ) : state.status === "error" ? (
        <Notice icon={<CircleAlertIcon aria-hidden="true" />} title="Could not load the overview">
          <p role="alert">The figures did not arrive. Check your connection and try again.</p>
          <Button onClick={reload}>Try again</Button>
        </Notice>
      ) : isNewShop(state.data) ? (
        <Notice icon={<SproutIcon aria-hidden="true" />} title="Your shop's figures will grow here">
          <p>
            Once the first visitors arrive and the first orders are paid, this page shows money taken,
            balances still due, orders by status and page views.
          </p>
        </Notice>
      ) : (
        <Figures data={state.data} />
      )}
    </section>
  );
}
