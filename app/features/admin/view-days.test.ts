import { describe, expect, it } from "vitest";
import { dateIn, dayRange } from "./view-days.ts";

describe("dateIn", () => {
  it("reads the calendar date of the zone", () => {
    const instant = new Date("2026-03-01T05:30:00Z");
    expect(dateIn(instant, "UTC")).toBe("2026-03-01");
    expect(dateIn(instant, "America/Los_Angeles")).toBe("2026-02-28");
    expect(dateIn(instant, "Asia/Tokyo")).toBe("2026-03-01");
  });
});

describe("dayRange", () => {
  it("ends today in the zone and steps one calendar day at a time", () => {
    const days = dayRange(new Date("2026-03-02T06:00:00Z"), "America/Los_Angeles", 5);
    expect(days).toEqual(["2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("has no gap or repeat across a daylight-saving change", () => {
    const days = dayRange(new Date("2026-03-10T18:00:00Z"), "America/New_York", 30);
    expect(days).toHaveLength(30);
    expect(new Set(days).size).toBe(30);
    expect(days.slice(-4)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
  });
});
