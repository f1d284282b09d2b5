import { ColumnChart } from "../../../../components/charts/column-chart.tsx";
import { axisMoney, granularityText, money } from "../../report-format.ts";
import type { ReportJson, ShippingTaxFigures } from "../../reports.schemas.ts";
import { ReportCard } from "./report-card.tsx";
import { periodsOf } from "./report-money-cards.tsx";
import { ReportTable } from "./report-table.tsx";

/** Shipping in blue, tax in rust; cart orders solid, custom orders paler. */
const PARTS: { key: keyof ShippingTaxFigures; label: string; fill: string; swatch: string }[] = [
  { key: "cartShipping", label: "Cart shipping", fill: "fill-chart-3", swatch: "bg-chart-3" },
  { key: "customShipping", label: "Custom shipping", fill: "fill-chart-3/45", swatch: "bg-chart-3/45" },
  { key: "cartTax", label: "Cart tax", fill: "fill-chart-5", swatch: "bg-chart-5" },
  { key: "customTax", label: "Custom tax", fill: "fill-chart-5/45", swatch: "bg-chart-5/45" },
];

/**
 * The shipping and sales tax of the orders placed in each period, cart and custom apart. A
 * custom order counts all of its own on the day of its deposit, though its balance pays most of
 * them (docs/decisions/016-reports.md).
 */
export function ShippingTaxCard({ report }: { report: ReportJson }) {
  const { series, totals } = report.shippingTax;
  const periods = periodsOf(report);
  const per = granularityText(report.granularity).toLowerCase();
  return (
    <ReportCard
      title="Shipping and sales tax"
      figure={`${money(totals.tax)} tax`}
      note={`Sales tax and ${money(totals.shipping)} shipping charged on the orders placed · a custom order counts all of its own on its deposit’s day`}
      empty={totals.shipping === 0 && totals.tax === 0 && "No shipping or sales tax charged in this range"}
      chart={
        <ColumnChart
          label={`Shipping and sales tax ${per}, cart and custom orders`}
          periods={periods}
          series={PARTS.map((p) => ({ ...p, values: series.map((s) => s[p.key]) }))}
          format={axisMoney}
        />
      }
      table={
        <ReportTable
          caption={`Shipping and sales tax ${per}`}
          columns={["Period", ...PARTS.map((p) => p.label)]}
          rows={series.map((s, i) => ({
            key: s.start,
            cells: [periods[i]!.name, ...PARTS.map((p) => money(s[p.key]))],
          }))}
          total={PARTS.map((p) => money(totals[p.key]))}
        />
      }
    />
  );
}
