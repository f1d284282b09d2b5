import { ColumnChart } from "../../../../components/charts/column-chart.tsx";
import { axisMoney, count, granularityText, money, periodNames } from "../../report-format.ts";
import type { ReportJson } from "../../reports.schemas.ts";
import { ReportCard } from "./report-card.tsx";
import { ReportTable } from "./report-table.tsx";

/** Each period's names, in the report's order. */
export const periodsOf = (report: ReportJson) =>
  report.sales.series.map((p) => ({ key: p.start, ...periodNames(p, report.granularity) }));

const per = (report: ReportJson) => report.granularity;

export function SalesCard({ report }: { report: ReportJson }) {
  const { series, totals } = report.sales;
  const periods = periodsOf(report);
  const kinds = [
    { key: "deposits", label: "Deposits", fill: "fill-primary", swatch: "bg-primary" },
    { key: "balances", label: "Balances", fill: "fill-chart-2", swatch: "bg-chart-2" },
    { key: "cartOrders", label: "Cart orders", fill: "fill-chart-3", swatch: "bg-chart-3" },
  ] as const;
  return (
    <ReportCard
      title="Sales"
      figure={money(totals.total)}
      note="Money captured: custom-order deposits and balances, and cart orders"
      empty={totals.total === 0 && "No sales in this range"}
      chart={
        <ColumnChart
          label={`Sales ${granularityText(per(report)).toLowerCase()}, by kind of payment`}
          periods={periods}
          series={kinds.map((k) => ({ ...k, values: series.map((p) => p[k.key]) }))}
          format={axisMoney}
        />
      }
      table={
        <ReportTable
          caption={`Sales ${granularityText(per(report)).toLowerCase()}`}
          columns={["Period", "Deposits", "Balances", "Cart orders", "Total"]}
          rows={series.map((p, i) => ({
            key: p.start,
            cells: [
              periods[i]!.name,
              money(p.deposits),
              money(p.balances),
              money(p.cartOrders),
              money(p.total),
            ],
          }))}
          total={[
            money(totals.deposits),
            money(totals.balances),
            money(totals.cartOrders),
            money(totals.total),
          ]}
        />
      }
    />
  );
}

export function NetCard({ report }: { report: ReportJson }) {
  const { sales, refunds, net } = report;
  const periods = periodsOf(report);
  const refunded = refunds.totals.count === 1 ? "1 refund" : `${count(refunds.totals.count)} refunds`;
  return (
    <ReportCard
      title="Refunds and net"
      figure={money(net.totals.amount)}
      note={`Sales less ${refunded} of ${money(refunds.totals.amount)}`}
      empty={sales.totals.total === 0 && refunds.totals.amount === 0 && "No sales or refunds in this range"}
      chart={
        <ColumnChart
          label={`Sales, refunds and net ${granularityText(per(report)).toLowerCase()}`}
          periods={periods}
          series={[
            {
              label: "Sales",
              fill: "fill-primary/35",
              swatch: "bg-primary/35",
              values: sales.series.map((p) => p.total),
            },
            {
              label: "Refunds",
              fill: "fill-destructive/80",
              swatch: "bg-destructive/80",
              values: refunds.series.map((p) => -p.amount),
            },
          ]}
          line={{
            label: "Net",
            stroke: "stroke-foreground",
            swatch: "bg-foreground",
            values: net.series.map((p) => p.amount),
          }}
          format={axisMoney}
        />
      }
      table={
        <ReportTable
          caption={`Sales, refunds and net ${granularityText(per(report)).toLowerCase()}`}
          columns={["Period", "Sales", "Refunds", "Net"]}
          rows={net.series.map((p, i) => ({
            key: p.start,
            cells: [
              periods[i]!.name,
              money(sales.series[i]!.total),
              money(refunds.series[i]!.amount),
              money(p.amount),
            ],
          }))}
          total={[money(sales.totals.total), money(refunds.totals.amount), money(net.totals.amount)]}
        />
      }
    />
  );
}

export function DepositsCard({ report }: { report: ReportJson }) {
  const { series, totals } = report.deposits;
  const periods = periodsOf(report);
  const orders = totals.orders === 1 ? "1 custom order" : `${count(totals.orders)} custom orders`;
  return (
    <ReportCard
      title="Deposits and balances due"
      figure={money(totals.deposits)}
      note={`${orders} placed · ${money(totals.balanceDue)} of their balances still due today`}
      empty={totals.orders === 0 && "No deposits taken in this range"}
      chart={
        <ColumnChart
          label={`Deposits taken ${granularityText(per(report)).toLowerCase()}, and what those orders still owe`}
          periods={periods}
          series={[
            {
              label: "Deposit taken",
              fill: "fill-primary",
              swatch: "bg-primary",
              values: series.map((p) => p.deposits),
            },
            {
              label: "Still due",
              fill: "fill-brass",
              swatch: "bg-brass",
              values: series.map((p) => p.balanceDue),
            },
          ]}
          format={axisMoney}
        />
      }
      table={
        <ReportTable
          caption={`Deposits and balances due ${granularityText(per(report)).toLowerCase()}`}
          columns={["Period", "Orders", "Deposits", "Still due"]}
          rows={series.map((p, i) => ({
            key: p.start,
            cells: [periods[i]!.name, count(p.orders), money(p.deposits), money(p.balanceDue)],
          }))}
          total={[count(totals.orders), money(totals.deposits), money(totals.balanceDue)]}
        />
      }
    />
  );
}
