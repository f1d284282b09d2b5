import { cn } from "../../lib/utils.ts";

export interface BarListItem {
  label: string;
  value: number;
  /** What is written beside the bar; the value itself when absent. */
  display?: string;
  /** A Tailwind background class for this bar (the chart's colour otherwise). */
  tone?: string;
}

/**
 * Horizontal bars with their labels and values, drawn with CSS. It is a real table, so a screen
 * reader reads each row's label and value; the bars themselves are decoration (aria-hidden).
 * Bars are scaled to the largest value, or to `max` when bars of two charts must compare.
 */
export function BarList({
  caption,
  items,
  valueHeader = "Value",
  labelHeader = "Item",
  max,
  tone = "bg-primary",
  className,
}: {
  /** Names the chart for assistive technology (the card's visible title says it for sight). */
  caption: string;
  items: BarListItem[];
  labelHeader?: string;
  valueHeader?: string;
  max?: number;
  tone?: string;
  className?: string;
}) {
  const top = Math.max(max ?? 0, ...items.map((i) => i.value), 0);
  return (
    <table className={cn("w-full border-separate border-spacing-y-2 text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const share = top > 0 ? Math.max(0, item.value) / top : 0;
          return (
            <tr key={item.label}>
              <th scope="row" className="w-full p-0 text-left font-normal">
                <span className="mb-1 block truncate text-foreground">{item.label}</span>
                <span aria-hidden="true" className="block h-2.5 overflow-hidden rounded-full bg-muted">
                  <span
                    className={cn("block h-full rounded-full", item.tone ?? tone)}
                    // A value above zero always shows a sliver, so it never reads as nothing.
                    style={{ width: share > 0 ? `max(0.375rem, ${(share * 100).toFixed(2)}%)` : 0 }}
                  />
                </span>
              </th>
              <td className="pl-4 text-right align-bottom font-medium whitespace-nowrap tabular-nums">
                {item.display ?? item.value.toLocaleString("en-US")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
