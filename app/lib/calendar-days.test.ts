import { describe, expect, it } from "vitest";
import { dateIn, formatCalendarDate, isTimeZone, nextDate, startOfDateIn } from "./calendar-days.ts";

describe("calendar days in a time zone", () => {
  it.each([
    ["UTC", "2026-11-25", "2026-11-25T00:00:00.000Z"],
    ["America/Los_Angeles", "2026-11-25", "2026-11-25T08:00:00.000Z"],
    ["America/Los_Angeles", "2026-07-04", "2026-07-04T07:00:00.000Z"],
    // Daylight saving starts at 2:00 that morning: midnight is still on standard time.
    ["America/Los_Angeles", "2026-03-08", "2026-03-08T08:00:00.000Z"],
    ["America/Los_Angeles", "2026-03-09", "2026-03-09T07:00:00.000Z"],
    ["Asia/Kolkata", "2026-11-25", "2026-11-24T18:30:00.000Z"],
    ["Pacific/Auckland", "2026-01-01", "2025-12-31T11:00:00.000Z"],
  ])("in %s, %s begins at %s", (zone, date, iso) => {
    const start = startOfDateIn(date, zone);
    expect(start.toISOString()).toBe(iso);
    expect(dateIn(start, zone)).toBe(date);
    expect(dateIn(new Date(start.getTime() - 1), zone)).not.toBe(date);
  });

  it("counts on past the end of a month and a year", () => {
    expect(nextDate("2026-02-28")).toBe("2026-03-01");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
  });

  it("knows a time zone from a typing mistake", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("America/Los_Angles")).toBe(false);
  });
});

describe("formatCalendarDate", () => {
  it("names the day itself, whatever the reader's time zone", () => {
    expect(formatCalendarDate("2027-05-14")).toBe("Friday, May 14, 2027");
    expect(formatCalendarDate("2027-01-01", "short")).toBe("Jan 1, 2027");
  });
});
