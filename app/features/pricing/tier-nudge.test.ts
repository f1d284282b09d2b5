import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PACKAGING, PIN_BACKS, PLATINGS, SIZES } from "./pricing-options.ts";
import { type QuoteInput, quoteCustomOrder } from "./quote.ts";
import { tierNudge, tierNudgeText } from "./tier-nudge.ts";

const plain: QuoteInput = {
  quantity: 50,
  size: "1inch",
  plating: "silver",
  pinBack: "rubber",
  packaging: ["just-pins"],
  rushOrder: false,
};
const text = (quantity: number, change: Partial<QuoteInput> = {}) => {
  const nudge = tierNudge({ ...plain, ...change, quantity });
  return nudge && tierNudgeText(nudge, quantity);
};

describe("tierNudge", () => {
  it.each([
    [50, "Order 51 and pay $6.00 a pin: $306.00 total, $44.00 less than your 50 pins."],
    [60, "Order 100 and pay $5.00 a pin: $500.00 total, $1.00 less per pin for $140.00 more."],
    [99, "Order 100 and pay $5.00 a pin: $500.00 total, $94.00 less than your 99 pins."],
    [240, "Order 250 and pay $4.00 a pin: $1,000.00 total, $200.00 less than your 240 pins."],
    [400, "Order 500 and pay $3.00 a pin: $1,500.00 total, $100.00 less than your 400 pins."],
  ])("at %i pins says %j", (quantity, expected) => {
    expect(text(quantity)).toBe(expected);
  });

  it("says the total is the same when it is", () => {
    // 200 pins at $5.00 and 250 at $4.00 are both $1,000.00.
    expect(text(200)).toBe("Order 250 and pay $4.00 a pin: $1,000.00 total, the same as your 200 pins.");
  });

  it("counts rush in both totals", () => {
    expect(text(60, { rushOrder: true })).toBe(
      "Order 100 and pay $5.00 a pin: $600.00 total, $1.00 less per pin for $140.00 more.",
    );
  });

  it("is not shown from the last tier, nor when the next one costs over half as much again", () => {
    expect(text(500)).toBeNull();
    expect(text(1000)).toBeNull();
    // 51 pins are $306.00; 100 are $500.00 (63% more).
    expect(text(51)).toBeNull();
    // 100 pins are $500.00; 250 are $1,000.00.
    expect(text(100)).toBeNull();
  });

  it("leaves a discount out of both figures", () => {
    expect(tierNudge({ ...plain, quantity: 99, discountCents: 5000 })).toEqual(
      tierNudge({ ...plain, quantity: 99 }),
    );
  });
});

const PACKAGING_CHOICES = [["just-pins"], ...PACKAGING.filter((p) => p !== "just-pins").map((p) => [p])];
const orders = fc.record({
  quantity: fc.integer({ min: 50, max: 1000 }),
  size: fc.constantFrom(...SIZES),
  plating: fc.constantFrom(...PLATINGS),
  pinBack: fc.constantFrom(...PIN_BACKS),
  packaging: fc.constantFrom(...PACKAGING_CHOICES),
  rushOrder: fc.boolean(),
});

describe("tierNudge over every order", () => {
  it("never claims a saving that is not one", () => {
    fc.assert(
      fc.property(orders, (order) => {
        const nudge = tierNudge(order);
        if (!nudge) return;
        const now = quoteCustomOrder(order);
        const then = quoteCustomOrder({ ...order, quantity: nudge.quantity });
        expect(nudge.quantity).toBeGreaterThan(order.quantity);
        expect(nudge.pricePerPinCents).toBe(then.pricePerPinCents);
        expect(nudge.totalCents).toBe(then.totalCents);
        expect(nudge.perPinSavingCents).toBe(now.pricePerPinCents - then.pricePerPinCents);
        expect(nudge.perPinSavingCents).toBeGreaterThan(0);
        expect(nudge.totalChangeCents).toBe(then.totalCents - now.totalCents);

        const said = tierNudgeText(nudge, order.quantity);
        const cheaperInAll = then.totalCents < now.totalCents;
        expect(said.includes(`less than your ${order.quantity} pins`)).toBe(cheaperInAll);
        expect(said.includes("more.")).toBe(then.totalCents > now.totalCents);
        expect(said.includes("the same as")).toBe(then.totalCents === now.totalCents);
        expect(said).not.toMatch(/\$-|-\$/);
      }),
      { numRuns: 3000 },
    );
  });

  it("is offered below the last tier whenever the next one costs less in all", () => {
    fc.assert(
      fc.property(orders, (order) => {
        const nudge = tierNudge(order);
        if (order.quantity >= 500) {
          expect(nudge).toBeNull();
          return;
        }
        const next = [51, 100, 250, 500].find((q) => q > order.quantity)!;
        const cheaper =
          quoteCustomOrder({ ...order, quantity: next }).totalCents < quoteCustomOrder(order).totalCents;
        if (cheaper) expect(nudge?.quantity).toBe(next);
      }),
    );
  });
});
