import type { ReactNode } from "react";
import { cn } from "../../../../lib/utils.ts";

export interface ReportRow {
  key: string;
  /** The row's name (its first cell, a row header), then its figures. */
  cells: ReactNode[];
}

/**
 * A report's figures as a table: the chart's text alternative, and the numbers an owner copies.
 * Long tables scroll inside their box, headings and the total row staying in view; the box can
 * take focus, so a keyboard scrolls it too.
 */
export function ReportTable({
  caption,
  columns,
  rows,
  total,
  wrapNames = false,
  className,
}: {
  caption: string;
  columns: string[];
  rows: ReportRow[];
  /** The total row's figures (after its "Total" heading). */
  total?: ReactNode[];
  /** Let long names (products) wrap rather than push the figures out of view. */
  wrapNames?: boolean;
  className?: string;
}) {
  // Headings and the total stay in view as a long table scrolls; so does each row's name, on a
  // narrow screen where the figures scroll sideways.
  const sticky = "sticky z-10 bg-card";
  const pad = "px-2 sm:px-3 lg:px-2";
  const name = cn(
    "sticky left-0 z-[5] bg-card text-left",
    wrapNames ? "min-w-32 whitespace-normal" : "whitespace-nowrap",
  );
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label={caption}
      className={cn(
        "overflow-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none",
        rows.length > 10 && "max-h-80",
        className,
      )}
    >
      <table className="w-full text-xs tabular-nums sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs text-muted-foreground">
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  sticky,
                  pad,
                  "top-0 border-b py-2 font-medium",
                  i === 0 ? "left-0 z-20 text-left" : "text-right",
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border/60 last:border-0">
              {row.cells.map((value, i) =>
                i === 0 ? (
                  <th key="name" scope="row" className={cn(name, pad, "py-1.5 font-normal")}>
                    {value}
                  </th>
                ) : (
                  <td key={columns[i]} className={cn(pad, "py-1.5 text-right whitespace-nowrap")}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className={cn(sticky, pad, "bottom-0 left-0 z-20 border-t py-2 text-left")}>
                Total
              </th>
              {total.map((value, i) => (
                <td
                  key={columns[i + 1]}
                  className={cn(sticky, pad, "bottom-0 border-t py-2 text-right whitespace-nowrap")}
                >
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
