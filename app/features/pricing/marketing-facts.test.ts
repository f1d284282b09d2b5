import { describe, expect, it } from "vitest";
import { lowestPricePerPinCents, marketingFacts, priceRangeCents } from "./marketing-facts.ts";
import { PACKAGING, PIN_BACKS, PLATINGS, SIZES } from "./pricing-options.ts";
import { allowedQuantities, quoteCustomOrder } from "./quote.ts";

// Marketing figures come from the engine. The old copy's "$1.99", "minimum quantity 25" and
// "75 to 2400 USD" must never come out of it.
describe("marketing facts", () => {
  it("states the real figures", () => {
    expect(lowestPricePerPinCents()).toBe(300);
    // 51 pins at $6.00 ($306.00) cost less in all than 50 at $7.00.
    expect(priceRangeCents()).toEqual({ minCents: 30_600, maxCents: 435_000 });
    expect(marketingFacts()).toEqual({
      minQuantity: 50,
      lowestPerPinCents: 300,
      highestBasePerPinCents: 700,
      depositPercent: 10,
      rushFeeCents: 10_000,
    });
  });

  it("agrees with pricing every order there is", () => {
    const extras = PACKAGING.filter((p) => p !== "just-pins");
    const extraSubsets = Array.from({ length: 7 }, (_, m) => extras.filter((_, bit) => ((m + 1) >> bit) & 1));
    // Every option with every quantity would be 730,000 quotes: every option at every tenth
    // quantity and each tier's edges, and every quantity in the cheapest and dearest way.
    const quantities = [
      ...new Set([...allowedQuantities().filter((q) => q % 10 === 0), 50, 51, 99, 249, 499]),
    ];
    const orders = quantities.flatMap((quantity) =>
      SIZES.flatMap((size) =>
        PLATINGS.flatMap((plating) =>
          PIN_BACKS.flatMap((pinBack) =>
            [["just-pins"], ...extraSubsets].flatMap((packaging) =>
              [false, true].map((rushOrder) => ({ quantity, size, plating, pinBack, packaging, rushOrder })),
            ),
          ),
        ),
      ),
    );
    expect(orders).toHaveLength(100 * 4 * 4 * 3 * 8 * 2);
    const extremes = allowedQuantities().flatMap(
      (quantity) =>
        [
          {
            quantity,
            size: "1inch",
            plating: "silver",
            pinBack: "rubber",
            packaging: ["just-pins"],
            rushOrder: false,
          },
          {
            quantity,
            size: "1.5inch",
            plating: "black-nickel",
            pinBack: "locking",
            packaging: extras,
            rushOrder: true,
          },
        ] as const,
    );
    const quotes = [...orders, ...extremes].map(quoteCustomOrder);
    expect(priceRangeCents()).toEqual({
      minCents: Math.min(...quotes.map((q) => q.totalCents)),
      maxCents: Math.max(...quotes.map((q) => q.totalCents)),
    });
    expect(lowestPricePerPinCents()).toBe(Math.min(...quotes.map((q) => q.pricePerPinCents)));
  });
});
