import { ColumnChart } from "../../../../components/charts/column-chart.tsx";
import { RankChart } from "../../../../components/charts/rank-chart.tsx";
import { axisCount, axisMoney, count, granularityText, money } from "../../report-format.ts";
import type { ReportJson } from "../../reports.schemas.ts";
import { ReportCard } from "./report-card.tsx";
import { periodsOf } from "./report-money-cards.tsx";
import { ReportTable } from "./report-table.tsx";

/** A code deleted since the orders used it. */
const DELETED_CODE = "A deleted code";
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${count(n)} ${many}`);

export function DiscountsCard({ report }: { report: ReportJson }) {
  const { codes, totals, byKind } = report.discounts;
  const name = (code: string | null) => code ?? DELETED_CODE;
  return (
    <ReportCard
      title="Discount codes"
      figure={money(totals.discount)}
      note={`${plural(totals.orders, "order", "orders")} used a code: ${count(byKind.cartOrders)} cart, ${count(byKind.customOrders)} custom`}
      empty={codes.length === 0 && "No discount codes used in this range"}
      chart={
        <RankChart
          label="Discount given by code"
          items={codes.map((c) => ({ label: name(c.code), value: c.discount }))}
          format={axisMoney}
          fill="fill-chart-2"
        />
      }
      table={
        <ReportTable
          caption="Discount codes used"
          columns={["Code", "Cart orders", "Custom orders", "Discount"]}
          rows={codes.map((c) => ({
            key: name(c.code),
            cells: [name(c.code), count(c.cartOrders), count(c.customOrders), money(c.discount)],
          }))}
          total={[count(byKind.cartOrders), count(byKind.customOrders), money(totals.discount)]}
        />
      }
    />
  );
}

export function ProductsCard({ report }: { report: ReportJson }) {
  const { top, totals, productsSold } = report.products;
  const shown = top.length < productsSold ? `The ${top.length} best sellers of ${count(productsSold)}` : null;
  return (
    <ReportCard
      title="Top products"
      figure={`${count(totals.quantity)} sold`}
      note={[shown, `${money(totals.revenue)} in cart orders, before discounts`].filter(Boolean).join(" · ")}
      empty={top.length === 0 && "No products sold in this range"}
      chart={
        <RankChart
          label="Best-selling products by units sold"
          items={top.map((p) => ({ label: p.name, value: p.quantity }))}
          format={axisCount}
          whole
          fill="fill-primary"
        />
      }
      table={
        <ReportTable
          caption="Best-selling products"
          wrapNames
          columns={["Product", "Units", "Revenue"]}
          rows={top.map((p) => ({
            key: `${p.productId ?? "deleted"}-${p.name}`,
            cells: [p.name, count(p.quantity), money(p.revenue)],
          }))}
          total={shown ? undefined : [count(totals.quantity), money(totals.revenue)]}
        />
      }
    />
  );
}

export function ViewsCard({ report }: { report: ReportJson }) {
  const { series, totals } = report.pageViews;
  const periods = periodsOf(report);
  const per = granularityText(report.granularity).toLowerCase();
  return (
    <ReportCard
      title="Page views"
      figure={count(totals.views)}
      note="Pages of the shop people opened"
      empty={totals.views === 0 && "No page views in this range"}
      chart={
        <ColumnChart
          label={`Page views ${per}`}
          periods={periods}
          series={[
            {
              label: "Views",
              fill: "fill-chart-3",
              swatch: "bg-chart-3",
              values: series.map((p) => p.views),
            },
          ]}
          format={axisCount}
          whole
        />
      }
      table={
        <ReportTable
          caption={`Page views ${per}`}
          columns={["Period", "Views"]}
          rows={series.map((p, i) => ({ key: p.start, cells: [periods[i]!.name, count(p.views)] }))}
          total={[count(totals.views)]}
        />
      }
    />
  );
}
