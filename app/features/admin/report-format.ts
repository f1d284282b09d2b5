// How the Reports screen writes periods and figures: "Tue, Mar 3", "Mar 3 – 9", "Mar 2026";
// "$1,234.50" in tables, "$1.2k" on a chart's axis. Browser-safe.
import { formatDollars } from "../../lib/money.ts";
import type { ReportGranularity, ReportPeriod } from "./report-range.ts";

// Calendar dates, so read in UTC where they were written.
const fmt = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const WEEKDAY_DAY = fmt({ weekday: "short", month: "short", day: "numeric" });
const MONTH_DAY = fmt({ month: "short", day: "numeric" });
const MONTH_YEAR = fmt({ month: "short", year: "numeric" });
const FULL = fmt({ month: "short", day: "numeric", year: "numeric" });
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Mar 3, 2026 – Apr 1, 2026" shortened where the years or months agree: "Mar 3 – Apr 1, 2026". */
export function rangeText(from: string, to: string): string {
  if (from === to) return FULL.format(at(from));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? MONTH_DAY.format(at(from)) : FULL.format(at(from))} – ${FULL.format(at(to))}`;
}

/** A period as the table and the hover text name it, and its short label on the chart's axis. */
export function periodNames(p: ReportPeriod, granularity: ReportGranularity): { name: string; axis: string } {
  if (granularity === "day")
    return { name: WEEKDAY_DAY.format(at(p.start)), axis: MONTH_DAY.format(at(p.start)) };
  if (granularity === "week") {
    const sameMonth = p.start.slice(0, 7) === p.end.slice(0, 7);
    const end = sameMonth ? String(Number(p.end.slice(8))) : MONTH_DAY.format(at(p.end));
    const name =
      p.start === p.end ? MONTH_DAY.format(at(p.start)) : `${MONTH_DAY.format(at(p.start))} – ${end}`;
    return { name, axis: MONTH_DAY.format(at(p.start)) };
  }
  const whole = p.start.endsWith("-01") && isMonthEnd(p.end);
  const month = MONTH_YEAR.format(at(p.start));
  return {
    name: whole
      ? month
      : `${MONTH_DAY.format(at(p.start))} – ${Number(p.end.slice(8))}, ${p.start.slice(0, 4)}`,
    axis: `${month.slice(0, 3)} ’${p.start.slice(2, 4)}`,
  };
}

function isMonthEnd(date: string): boolean {
  const next = at(date);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** "By day", "By week", "By month". */
export const granularityText = (g: ReportGranularity) => `By ${g}`;

/** Dollars as the tables write them. */
export const money = (dollars: number) => formatDollars(dollars);
export const count = (n: number) => n.toLocaleString("en-US");

const COMPACT = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
/** Dollars on an axis: "$0", "$250", "$1.2K", "−$40". */
export const axisMoney = (dollars: number) =>
  `${dollars < 0 ? "−" : ""}$${COMPACT.format(Math.abs(dollars))}`;
export const axisCount = (n: number) => COMPACT.format(n);
