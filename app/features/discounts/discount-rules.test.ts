import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DiscountCodeTerms,
  discountCentsFor,
  evaluateDiscountCode,
  minimumOrderError,
  normalizeCode,
} from "./discount-rules.ts";

const now = new Date("2026-03-15T12:00:00Z");
const earlier = new Date("2026-03-01T00:00:00Z");
const later = new Date("2026-04-01T00:00:00Z");

function terms(change: Partial<DiscountCodeTerms> = {}): DiscountCodeTerms {
  return {
    code: "SAVE15",
    discountType: "percentage",
    discountValue: 15,
    minimumOrderAmountCents: null,
    maxUses: null,
    usedCount: 0,
    isActive: true,
    startsAt: null,
    endsAt: null,
    ...change,
  };
}

describe("evaluateDiscountCode", () => {
  it.each<[string, DiscountCodeTerms | null, number, string]>([
    ["an unknown code", null, 10_000, "This discount code is not valid"],
    ["an inactive code", terms({ isActive: false }), 10_000, "This discount code is no longer active"],
    ["a code not started", terms({ startsAt: later }), 10_000, "This discount code is not active yet"],
    ["an expired code", terms({ endsAt: earlier }), 10_000, "This discount code has expired"],
    ["a code ending now", terms({ endsAt: now }), 10_000, "This discount code has expired"],
    [
      "a used-up code",
      terms({ maxUses: 5, usedCount: 5 }),
      10_000,
      "This discount code has reached its usage limit",
    ],
    [
      "a small order",
      terms({ minimumOrderAmountCents: 5000 }),
      4999,
      "This code needs an order of at least $50.00",
    ],
    [
      "a small order",
      terms({ minimumOrderAmountCents: 123_450 }),
      0,
      "This code needs an order of at least $1,234.50",
    ],
  ])("refuses %s", (_, code, orderAmountCents, error) => {
    expect(evaluateDiscountCode({ code, orderAmountCents, now })).toEqual({ valid: false, error });
  });

  it.each<[string, DiscountCodeTerms, number, number]>([
    ["15% of $100", terms(), 10_000, 1500],
    ["15% of $0.03, 0.45 cents rounded down", terms(), 3, 0],
    ["15% of $0.10, 1.5 cents rounded up", terms(), 10, 2],
    ["10% of $0.05, half a cent rounded up", terms({ discountValue: 10 }), 5, 1],
    ["10% of $0.04, 0.4 cents rounded down", terms({ discountValue: 10 }), 4, 0],
    ["100% of $12.34", terms({ discountValue: 100 }), 1234, 1234],
    ["$10 off $100", terms({ discountType: "fixed", discountValue: 1000 }), 10_000, 1000],
    ["$10 off $5, capped at the order", terms({ discountType: "fixed", discountValue: 1000 }), 500, 500],
    ["a started code with an end to come", terms({ startsAt: earlier, endsAt: later }), 10_000, 1500],
    ["a code starting now", terms({ startsAt: now }), 10_000, 1500],
    ["a code with uses left", terms({ maxUses: 5, usedCount: 4 }), 10_000, 1500],
    ["an order at the minimum", terms({ minimumOrderAmountCents: 5000 }), 5000, 750],
    ["an empty order", terms(), 0, 0],
  ])("grants %s", (_, code, orderAmountCents, discountCents) => {
    expect(evaluateDiscountCode({ code, orderAmountCents, now })).toEqual({ valid: true, discountCents });
  });

  it("checks in the order: active, dates, uses, minimum", () => {
    const everythingWrong = terms({ isActive: false, endsAt: earlier, maxUses: 1, usedCount: 1 });
    expect(evaluateDiscountCode({ code: everythingWrong, orderAmountCents: 1, now })).toMatchObject({
      error: "This discount code is no longer active",
    });
  });

  it.each([[-1], [1.5], [Number.NaN]])("refuses an order amount of %s", (orderAmountCents) => {
    expect(() => evaluateDiscountCode({ code: terms(), orderAmountCents, now })).toThrow(RangeError);
  });

  it("never discounts below zero or above the order", () => {
    const anyCode = fc.record({
      discountType: fc.constantFrom("percentage" as const, "fixed" as const),
      discountValue: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(anyCode, fc.integer({ min: 0, max: 100_000_000 }), (code, amount) => {
        const cents = discountCentsFor(code, amount);
        expect(Number.isSafeInteger(cents) && cents >= 0 && cents <= amount).toBe(true);
        if (code.discountType === "percentage" && code.discountValue <= 100) {
          expect(Math.abs(cents - (amount * code.discountValue) / 100)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });

  it("words the minimum in dollars", () => {
    expect(minimumOrderError(7500)).toBe("This code needs an order of at least $75.00");
  });
});

describe("normalizeCode", () => {
  it.each<[unknown, string | null]>([
    ["SAVE15", "SAVE15"],
    ["save15", "SAVE15"],
    ["  Save15 \n", "SAVE15"],
    ["SPRING_2026-A", "SPRING_2026-A"],
    ["AB", "AB"],
    ["A".repeat(32), "A".repeat(32)],
    ["A", null],
    ["A".repeat(33), null],
    ["", null],
    ["   ", null],
    ["SAVE 15", null],
    ["SAVE15%", null],
    ["%", null],
    ["SAVE*", null],
    ["SAVE15,WELCOME10", null],
    ["ſave15", null],
    ["bırdie", null],
    [null, null],
    [15, null],
  ])("reads %o as %o", (raw, code) => {
    expect(normalizeCode(raw)).toBe(code);
  });
});
