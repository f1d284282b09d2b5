import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatDollars, formatUsd, paypalAmount } from "./money.ts";

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [100, "$1.00"],
    [123_456, "$1,234.56"],
    [123_450, "$1,234.50"],
    [100_000_000, "$1,000,000.00"],
    [-500, "-$5.00"],
  ])("formats %i cents as %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s, which is not whole cents", (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });
});

describe("formatDollars", () => {
  it.each([
    [0, "$0.00"],
    [0.05, "$0.05"],
    [1234.5, "$1,234.50"],
    [-5, "-$5.00"],
    [-0.001, "$0.00"],
    [0.29 * 3, "$0.87"],
  ])("formats %d dollars as %s", (dollars, text) => {
    expect(formatDollars(dollars)).toBe(text);
  });

  it("reads any amount in dollars as formatUsd reads its cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        expect(formatDollars(cents / 100)).toBe(formatUsd(cents));
      }),
    );
  });
});

describe("centsToDollars", () => {
  it.each([
    [0, 0],
    [5, 0.05],
    [100, 1],
    [123_456, 1234.56],
    [29, 0.29],
  ])("turns %i cents into %d dollars", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it("gives the same number as the two-decimal literal, for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(centsToDollars(cents)).toBe(Number(paypalAmount(cents)));
      }),
    );
  });
});

describe("dollarsToCents", () => {
  it.each<[number | string, number | null]>([
    [0, 0],
    [-0, 0],
    ["0", 0],
    [0.05, 5],
    [1, 100],
    [0.29, 29],
    [1234.56, 123_456],
    ["12.5", 1250],
    [" 12.34 ", 1234],
    ["1234.56", 123_456],
    [1.005, null],
    ["1.005", null],
    [-1, null],
    ["-1", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ["", null],
    ["abc", null],
    ["1e3", null],
    [".5", null],
    ["1,000.00", null],
  ])("reads %s as %s", (value, cents) => {
    expect(dollarsToCents(value)).toBe(cents);
  });

  it("round-trips every amount through dollars and PayPal's string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
        expect(dollarsToCents(paypalAmount(cents))).toBe(cents);
      }),
    );
  });
});

describe("paypalAmount", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [1234, "12.34"],
    [123_456, "1234.56"],
  ])("writes %i cents as %s", (cents, text) => {
    expect(paypalAmount(cents)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN])("refuses %s", (cents) => {
    expect(() => paypalAmount(cents)).toThrow(RangeError);
  });
});
