// The ranges the Reports screen offers in one click, and how the screen keeps its range in the
// address (`?range=last-90-days`, or `?from=2026-01-01&to=2026-03-31` for one of the owner's
// own), so a reload or a shared link shows the same report. A preset stays relative: the link
// "last 7 days" shows the last 7 days on the day it is opened. Browser-safe.
import { addDays } from "./report-range.ts";

export const REPORT_PRESETS = [
  { id: "last-7-days", label: "Last 7 days" },
  { id: "last-30-days", label: "Last 30 days" },
  { id: "last-90-days", label: "Last 90 days" },
  { id: "this-quarter", label: "This quarter" },
  { id: "last-quarter", label: "Last quarter" },
  { id: "year-to-date", label: "Year to date" },
] as const;
export type ReportPresetId = (typeof REPORT_PRESETS)[number]["id"];

/** What the screen shows when its address names no range. */
export const DEFAULT_PRESET: ReportPresetId = "last-30-days";

export interface ReportRange {
  from: string;
  to: string;
}

/** The first day of the quarter `quartersBack` quarters before the one `date` is in. */
function quarterStart(date: string, quartersBack: number): string {
  const year = Number(date.slice(0, 4));
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3) - quartersBack;
  const d = new Date(Date.UTC(year, quarter * 3, 1));
  return d.toISOString().slice(0, 10);
}

/** The dates a preset covers when `today` is the owner's calendar date. */
export function presetRange(id: ReportPresetId, today: string): ReportRange {
  switch (id) {
    case "last-7-days":
      return { from: addDays(today, -6), to: today };
    case "last-30-days":
      return { from: addDays(today, -29), to: today };
    case "last-90-days":
      return { from: addDays(today, -89), to: today };
    case "this-quarter":
      return { from: quarterStart(today, 0), to: today };
    case "last-quarter":
      return { from: quarterStart(today, 1), to: addDays(quarterStart(today, 0), -1) };
    case "year-to-date":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

const isPreset = (value: string | null): value is ReportPresetId =>
  REPORT_PRESETS.some((p) => p.id === value);

/**
 * The range an address asks for: the owner's own dates when it has both (checked by the server,
 * which answers a clear message for a wrong one), else its preset, else the default preset.
 */
export function readReportRange(
  search: URLSearchParams,
  today: string,
): ReportRange & { preset: ReportPresetId | "custom" } {
  const from = search.get("from");
  const to = search.get("to");
  if (from && to) return { preset: "custom", from, to };
  const range = search.get("range");
  const preset = isPreset(range) ? range : DEFAULT_PRESET;
  return { preset, ...presetRange(preset, today) };
}

/** The address query for a preset or for the owner's own dates. */
export function reportSearch(choice: { preset: ReportPresetId } | ReportRange): string {
  const params = new URLSearchParams(
    "preset" in choice ? { range: choice.preset } : { from: choice.from, to: choice.to },
  );
  return `?${params}`;
}
