import { describe, expect, it } from "vitest";
import {
  earliestToday,
  IN_HANDS_INVALID,
  IN_HANDS_PAST,
  IN_HANDS_TOO_FAR,
  inHandsProblem,
  isCalendarDate,
} from "./in-hands-date.ts";

describe("the in-hands date", () => {
  it.each(["2027-02-28", "2028-02-29", "2026-12-31"])("reads %s as a date", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(["2027-02-29", "2027-13-01", "2027-1-5", "05/14/2027", "2027-05-14T00:00", 20270514, null])(
    "does not read %j as a date",
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it("is past only once the day is over everywhere on earth", () => {
    // 10:00 UTC on March 2: still March 1 west of UTC−10, so March 1 is today somewhere.
    const now = new Date("2026-03-02T10:00:00Z");
    expect(earliestToday(now)).toBe("2026-03-01");
    expect(inHandsProblem("2026-03-01", now)).toBeNull();
    expect(inHandsProblem("2026-02-28", now)).toBe(IN_HANDS_PAST);
    expect(earliestToday(new Date("2026-03-02T12:00:00Z"))).toBe("2026-03-02");
  });

  it("is at most two years ahead, and a date", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(inHandsProblem("2028-03-02", now)).toBeNull();
    expect(inHandsProblem("2028-03-04", now)).toBe(IN_HANDS_TOO_FAR);
    expect(inHandsProblem("next friday", now)).toBe(IN_HANDS_INVALID);
  });
});
