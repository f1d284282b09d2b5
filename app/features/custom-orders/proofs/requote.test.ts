import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RequoteSchema } from "./requote.schemas.ts";
import { priceRequote, type RequoteBasis, requoteChanges, scaledTaxCents } from "./requote.ts";

// The re-quote's price (docs/decisions/019-requote-at-the-proof.md): the engine at the order's
// quantity and rush, its discount rule on the new price, the adjustment on top, tax following
// the pins at the deposit's rate.

const order: RequoteBasis = {
  quantity: 100,
  size: "1inch",
  plating: "silver",
  pinBack: "rubber",
  packaging: ["just-pins"],
  rushOrder: true,
  totalCents: 60_000,
  shippingCents: 1_500,
  taxCents: 4_800,
  adjustmentCents: 0,
  adjustmentReason: null,
};
const none = () => 0;
const ask = (body: unknown) => RequoteSchema.parse(body);

describe("priceRequote", () => {
  it("prices new options at the same quantity and rush, with the adjustment on top", () => {
    const result = priceRequote(
      order,
      ask({ options: { size: "1.5inch" }, adjustment: { amount: -12.5, reason: "Loyal club" } }),
      none,
    );
    expect(result.ok && result.requote).toMatchObject({
      // 100 × $5.50 + $100 rush − $12.50.
      subtotalCents: 55_000,
      rushFeeCents: 10_000,
      adjustmentCents: -1_250,
      totalCents: 63_750,
      // 8% of the pins, as the deposit fixed: $48.00 on $600.00 becomes $51.00 on $637.50.
      taxCents: 5_100,
      owedCents: 63_750 + 1_500 + 5_100,
      previous: { totalCents: 60_000, owedCents: 66_300 },
      reason: "Loyal club",
    });
  });

  it("applies the order's discount rule to the new price", () => {
    const tenPercent = (cents: number) => Math.floor((cents * 10 + 50) / 100);
    const result = priceRequote(order, ask({ options: { plating: "gold" } }), tenPercent);
    // $525.00 of pins + $100 rush = $625.00, 10% off.
    expect(result.ok && result.requote.discountCents).toBe(6_250);
    expect(result.ok && result.requote.totalCents).toBe(56_250);
  });

  it("refuses a re-quote that changes nothing, and one below zero", () => {
    expect(priceRequote(order, ask({ options: { size: "1inch", packaging: "just-pins" } }), none)).toEqual({
      ok: false,
      problem: "unchanged",
    });
    expect(priceRequote(order, ask({ adjustment: { amount: -700, reason: "Too much" } }), none)).toEqual({
      ok: false,
      problem: "negative",
    });
  });

  it("names the options it changes in the builder's words", () => {
    const result = priceRequote(
      order,
      ask({ options: { plating: "black-nickel", packaging: ["backer-cards"] } }),
      none,
    );
    expect(result.ok && requoteChanges(result.requote)).toEqual([
      { option: "Plating", from: "Silver", to: "Black Nickel" },
      { option: "Packaging", from: "Just pins", to: "Backer cards" },
    ]);
  });
});

describe("scaledTaxCents", () => {
  it("keeps the tax when the pins do not change or there were none", () => {
    expect(scaledTaxCents(4_800, 60_000, 60_000)).toBe(4_800);
    expect(scaledTaxCents(0, 0, 10_000)).toBe(0);
  });

  it("is the deposit's rate on the new pins, to the cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 15_000 }),
        (oldGoods, newGoods, rateThousandths) => {
          const tax = Math.floor((oldGoods * rateThousandths + 50_000) / 100_000);
          const scaled = scaledTaxCents(tax, oldGoods, newGoods);
          // Within a cent of the rate on the new pins, plus what the old rounding carried.
          const exact = (newGoods * rateThousandths) / 100_000;
          const carried = (0.5 * newGoods) / oldGoods + 0.5;
          expect(Math.abs(scaled - exact)).toBeLessThanOrEqual(carried + 1e-9);
          expect(scaled).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
