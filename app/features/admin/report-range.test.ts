import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { presetRange, readReportRange, reportSearch } from "./report-presets.ts";
import {
  addDays,
  daysInRange,
  granularityFor,
  isCalendarDate,
  REPORT_MAX_DAYS,
  reportPeriods,
  sumByPeriod,
} from "./report-range.ts";

describe("isCalendarDate", () => {
  it.each([
    ["2026-03-01", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-3-1", false],
    ["03/01/2026", false],
    ["1899-12-31", false],
    ["2026-03-01T00:00", false],
  ])("%s → %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe("granularityFor", () => {
  it("shows up to a quarter by day, up to a year by week, longer by month", () => {
    expect([1, 92, 93, 366, 367, REPORT_MAX_DAYS].map(granularityFor)).toEqual([
      "day",
      "day",
      "week",
      "week",
      "month",
      "month",
    ]);
  });
});

describe("reportPeriods", () => {
  it("cuts weeks Monday to Sunday, the first and last cut to the range", () => {
    // 2026-01-07 is a Wednesday; 100 days end on Thursday 2026-04-16.
    const { granularity, periods } = reportPeriods("2026-01-07", "2026-04-16");
    expect(granularity).toBe("week");
    expect(periods[0]).toEqual({ start: "2026-01-07", end: "2026-01-11" });
    expect(periods[1]).toEqual({ start: "2026-01-12", end: "2026-01-18" });
    expect(periods.at(-1)).toEqual({ start: "2026-04-13", end: "2026-04-16" });
  });

  it("cuts calendar months, February's leap day included", () => {
    const { granularity, periods } = reportPeriods("2023-11-15", "2024-12-31");
    expect(granularity).toBe("month");
    expect(periods[0]).toEqual({ start: "2023-11-15", end: "2023-11-30" });
    expect(periods.find((p) => p.start === "2024-02-01")).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(periods).toHaveLength(14);
  });

  it("covers every day of any range exactly once, in order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: REPORT_MAX_DAYS }),
        (offset, days) => {
          const from = addDays("1990-01-01", offset);
          const to = addDays(from, days - 1);
          const { periods } = reportPeriods(from, to);
          expect(periods[0]!.start).toBe(from);
          expect(periods.at(-1)!.end).toBe(to);
          for (const [i, p] of periods.entries()) {
            expect(p.start <= p.end).toBe(true);
            if (i > 0) expect(p.start).toBe(addDays(periods[i - 1]!.end, 1));
          }
          expect(periods.reduce((sum, p) => sum + daysInRange(p.start, p.end), 0)).toBe(days);
          expect(periods.length).toBeLessThanOrEqual(92);
        },
      ),
    );
  });
});

describe("sumByPeriod", () => {
  it("adds each day into its period, zero-fills the rest and leaves out days beyond the range", () => {
    const { periods } = reportPeriods("2026-01-05", "2026-04-30");
    const sums = sumByPeriod(
      periods,
      ["views"],
      [
        { day: "2026-01-05", views: 2 },
        { day: "2026-01-11", views: 3 },
        { day: "2026-01-12", views: 4 },
        { day: "2026-05-01", views: 100 },
      ],
    );
    expect(sums.slice(0, 3).map((p) => p.views)).toEqual([5, 4, 0]);
    expect(sums.reduce((sum, p) => sum + p.views, 0)).toBe(9);
  });
});

describe("presetRange", () => {
  const today = "2026-05-14";
  it.each([
    ["last-7-days", "2026-05-08", "2026-05-14"],
    ["last-30-days", "2026-04-15", "2026-05-14"],
    ["last-90-days", "2026-02-14", "2026-05-14"],
    ["this-quarter", "2026-04-01", "2026-05-14"],
    ["last-quarter", "2026-01-01", "2026-03-31"],
    ["year-to-date", "2026-01-01", "2026-05-14"],
  ] as const)("%s is %s to %s", (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it("finds last quarter across the new year", () => {
    expect(presetRange("last-quarter", "2026-02-10")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(presetRange("this-quarter", "2026-12-31")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });
});

describe("the range in the address", () => {
  const today = "2026-05-14";
  it("reads the owner's own dates, a preset, or the last 30 days", () => {
    const read = (query: string) => readReportRange(new URLSearchParams(query), today);
    expect(read("from=2026-01-01&to=2026-01-31")).toEqual({
      preset: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(read("range=last-quarter")).toEqual({
      preset: "last-quarter",
      from: "2026-01-01",
      to: "2026-03-31",
    });
    expect(read("range=forever")).toEqual({ preset: "last-30-days", from: "2026-04-15", to: "2026-05-14" });
    expect(read("from=2026-01-01")).toMatchObject({ preset: "last-30-days" });
  });

  it("writes a preset as itself, so the link stays relative", () => {
    expect(reportSearch({ preset: "year-to-date" })).toBe("?range=year-to-date");
    expect(reportSearch({ from: "2026-01-01", to: "2026-01-31" })).toBe("?from=2026-01-01&to=2026-01-31");
  });
});
