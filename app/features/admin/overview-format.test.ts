import { describe, expect, it } from "vitest";
import { percentChange } from "./overview.schemas.ts";
import { changeText, dayLabel, money } from "./overview-format.ts";

describe("percentChange", () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [992, 150, 561.3],
    [100, 100, 0],
    [5, 0, null],
    [0, 0, null],
  ])("%d against %d is %s", (current, previous, expected) =>
    expect(percentChange(current, previous)).toBe(expected),
  );
});

describe("changeText", () => {
  it.each([
    [12.5, 10, "+12.5%"],
    [-4, 10, "−4%"],
    [0, 10, "0%"],
    [1234.5, 10, "+1,234.5%"],
    [null, 3, "New"],
    [null, 0, null],
  ])("%s (current %d) reads %j", (change, current, expected) =>
    expect(changeText(change, current)).toBe(expected),
  );
});

describe("money and days", () => {
  it("writes dollars, negative ones too", () => {
    expect(money(1187)).toBe("$1,187.00");
    expect(money(-10.5)).toBe("-$10.50");
    expect(money(0.1 + 0.2)).toBe("$0.30");
  });

  it("labels a calendar date without shifting it", () => {
    expect(dayLabel("2026-03-01")).toBe("Mar 1");
  });
});
