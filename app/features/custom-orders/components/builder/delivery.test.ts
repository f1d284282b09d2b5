import { describe, expect, it } from "vitest";
import { localDate } from "../../in-hands-date.ts";
import { estimatedDelivery, inHandsVerdict } from "./delivery.ts";

// Ordered on Monday, March 2, 2026 (the shopper's own calendar): standard delivery, 4 weeks and
// 5 days, arrives on Saturday, April 4; rush, 3 weeks and 5 days, on Saturday, March 28.
const today = new Date(2026, 2, 2, 9, 30);

describe("the in-hands verdict", () => {
  it("counts from the shopper's today", () => {
    expect(localDate(estimatedDelivery(false, today))).toBe("2026-04-04");
    expect(localDate(estimatedDelivery(true, today))).toBe("2026-03-28");
  });

  it.each([
    ["2026-12-31", "both"],
    ["2026-04-05", "both"],
    // Standard delivery arriving on the day itself is in time.
    ["2026-04-04", "both"],
    ["2026-04-03", "rush-only"],
    ["2026-03-29", "rush-only"],
    ["2026-03-28", "rush-only"],
    ["2026-03-27", "neither"],
    ["2026-03-02", "neither"],
  ] as const)("needed by %s: %s", (inHands, verdict) => {
    expect(inHandsVerdict(inHands, today)).toBe(verdict);
  });

  it("gives the same verdict late in the evening as in the morning", () => {
    const lateEvening = new Date(2026, 2, 2, 23, 59);
    expect(inHandsVerdict("2026-04-04", lateEvening)).toBe("both");
    expect(inHandsVerdict("2026-03-27", lateEvening)).toBe("neither");
  });

  it("counts calendar days across a change of clocks", () => {
    // Ordered just after midnight in late October: clocks go back in much of the world before
    // the estimate, and the estimate must still fall 33 days later on the calendar.
    const justAfterMidnight = new Date(2026, 9, 20, 0, 15);
    expect(localDate(estimatedDelivery(false, justAfterMidnight))).toBe("2026-11-22");
  });
});
