import { describe, expect, it } from "vitest";
import { axisMoney, periodNames, rangeText } from "./report-format.ts";

describe("periodNames", () => {
  it.each([
    [{ start: "2026-03-03", end: "2026-03-03" }, "day", "Tue, Mar 3", "Mar 3"],
    [{ start: "2026-03-02", end: "2026-03-08" }, "week", "Mar 2 – 8", "Mar 2"],
    [{ start: "2026-03-30", end: "2026-04-05" }, "week", "Mar 30 – Apr 5", "Mar 30"],
    [{ start: "2026-03-01", end: "2026-03-31" }, "month", "Mar 2026", "Mar ’26"],
    [{ start: "2025-11-15", end: "2025-11-30" }, "month", "Nov 15 – 30, 2025", "Nov ’25"],
  ] as const)("%o by %s is %s (%s on the axis)", (period, granularity, name, axis) => {
    expect(periodNames(period, granularity)).toEqual({ name, axis });
  });
});

describe("rangeText", () => {
  it("writes the year once when both ends share it", () => {
    expect(rangeText("2026-01-01", "2026-03-31")).toBe("Jan 1 – Mar 31, 2026");
    expect(rangeText("2025-12-01", "2026-01-31")).toBe("Dec 1, 2025 – Jan 31, 2026");
    expect(rangeText("2026-01-01", "2026-01-01")).toBe("Jan 1, 2026");
  });
});

describe("axisMoney", () => {
  it("is short, with the sign first", () => {
    expect([0, 250, 1200, -40, 1_500_000].map(axisMoney)).toEqual(["$0", "$250", "$1.2K", "−$40", "$1.5M"]);
  });
});
