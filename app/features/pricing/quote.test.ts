import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paypalAmount } from "../../lib/money.ts";
import { PIN_BACKS, PLATINGS, SIZES } from "./pricing-options.ts";
import {
  allowedQuantities,
  basePerPinCents,
  DEPOSIT_RATE,
  isAllowedQuantity,
  type QuoteInput,
  quoteCustomOrder,
  RUSH_FEE_CENTS,
  splitDeposit,
} from "./quote.ts";

// Expectations are written from the rules (docs/product-rules.md#quantities-and-prices), not read
// from the module's tables.
const plain: QuoteInput = {
  quantity: 50,
  size: "1inch",
  plating: "silver",
  pinBack: "rubber",
  packaging: ["just-pins"],
  rushOrder: false,
};

const PACKAGING_CHOICES = [
  ["just-pins"],
  ["individual-bags"],
  ["backer-cards"],
  ["barcode-labels"],
  ["individual-bags", "backer-cards"],
  ["individual-bags", "barcode-labels"],
  ["backer-cards", "barcode-labels"],
  ["individual-bags", "backer-cards", "barcode-labels"],
];

describe("pricing constants", () => {
  it.each([
    [50, 700],
    [51, 600],
    [75, 600],
    [99, 600],
    [100, 500],
    [249, 500],
    [250, 400],
    [499, 400],
    [500, 300],
    [1000, 300],
  ])("a quantity of %i costs %i cents a pin before options", (quantity, cents) => {
    expect(basePerPinCents(quantity)).toBe(cents);
  });

  it.each<[Partial<QuoteInput>, number]>([
    [{ plating: "silver" }, 0],
    [{ plating: "gold" }, 25],
    [{ plating: "bronze" }, 15],
    [{ plating: "black-nickel" }, 35],
    [{ size: "0.75inch" }, 0],
    [{ size: "1inch" }, 0],
    [{ size: "1.25inch" }, 0],
    [{ size: "1.5inch" }, 50],
    [{ pinBack: "rubber" }, 0],
    [{ pinBack: "butterfly" }, 5],
    [{ pinBack: "locking" }, 15],
    [{ packaging: ["just-pins"] }, 0],
    [{ packaging: ["individual-bags"] }, 10],
    [{ packaging: ["backer-cards"] }, 10],
    [{ packaging: ["barcode-labels"] }, 5],
    [{ packaging: ["plastic-packaging"] }, 10],
    [{ packaging: ["individual-bags", "backer-cards", "barcode-labels"] }, 25],
    [{ packaging: ["just-pins", "backer-cards"] }, 0],
    [{ packaging: [] }, 0],
  ])("%o adds %i cents a pin", (change, surcharge) => {
    expect(quoteCustomOrder({ ...plain, ...change }).pricePerPinCents).toBe(700 + surcharge);
  });

  it("charges a flat $100 for rush and takes a 10% deposit", () => {
    expect(RUSH_FEE_CENTS).toBe(10_000);
    expect(DEPOSIT_RATE).toBe(0.1);
    expect(quoteCustomOrder({ ...plain, quantity: 1000, rushOrder: true }).rushFeeCents).toBe(10_000);
  });

  it.each([[50], [51], [60], [75], [99], [249], [999], [1000]])("accepts a quantity of %i", (quantity) => {
    expect(isAllowedQuantity(quantity)).toBe(true);
  });

  it.each([[49], [1001], [1025], [50.5], ["50"], [null], [Number.NaN]])("refuses %s", (quantity) => {
    expect(isAllowedQuantity(quantity)).toBe(false);
  });

  it("prices every integer quantity 50..1000 no dearer per pin than a smaller one", () => {
    for (let quantity = 51; quantity <= 1000; quantity++) {
      expect(basePerPinCents(quantity)).toBeLessThanOrEqual(basePerPinCents(quantity - 1));
    }
  });

  it("lists every whole quantity from 50 to 1000", () => {
    const all = allowedQuantities();
    expect(all).toHaveLength(951);
    expect([all[0], all[1], all.at(-1)]).toEqual([50, 51, 1000]);
  });
});

/** The base price per pin the rules give a quantity, written out apart from the module's table. */
function tierCents(quantity: number): number {
  if (quantity === 50) return 700;
  if (quantity <= 99) return 600;
  if (quantity <= 249) return 500;
  if (quantity <= 499) return 400;
  return 300;
}

describe("every whole quantity from 50 to 1000", () => {
  it("is allowed and priced by its tier, whatever the options", () => {
    const anyOptions = fc.record({
      quantity: fc.integer({ min: 50, max: 1000 }),
      size: fc.constantFrom(...SIZES),
      plating: fc.constantFrom(...PLATINGS),
      pinBack: fc.constantFrom(...PIN_BACKS),
      packaging: fc.constantFrom(...PACKAGING_CHOICES),
      rushOrder: fc.boolean(),
    });
    fc.assert(
      fc.property(anyOptions, (order) => {
        expect(isAllowedQuantity(order.quantity)).toBe(true);
        const quote = quoteCustomOrder(order);
        const surcharges = quoteCustomOrder({ ...order, quantity: 50 }).pricePerPinCents - 700;
        expect(quote.lines[0]).toEqual({
          label: "Base price",
          perPinCents: tierCents(order.quantity),
          amountCents: tierCents(order.quantity) * order.quantity,
        });
        expect(quote.pricePerPinCents).toBe(tierCents(order.quantity) + surcharges);
        expect(quote.subtotalCents).toBe(order.quantity * quote.pricePerPinCents);
      }),
      { numRuns: 3000 },
    );
  });

  it("has a base price for each one", () => {
    for (let quantity = 50; quantity <= 1000; quantity++) {
      expect(basePerPinCents(quantity)).toBe(tierCents(quantity));
    }
  });
});

describe("splitDeposit", () => {
  it.each([
    [0, 0, 0],
    [4, 0, 4],
    [5, 1, 4],
    [15, 2, 13],
    [45_375, 4538, 40_837],
    [70_000, 7000, 63_000],
  ])("splits %i into a deposit of %i and a balance of %i", (total, deposit, balance) => {
    expect(splitDeposit(total)).toEqual({ depositCents: deposit, balanceCents: balance });
  });

  it.each([[-1], [0.5]])("refuses a total of %s", (total) => {
    expect(() => splitDeposit(total)).toThrow(RangeError);
  });
});

describe("quoteCustomOrder", () => {
  it("adds up a full order with rush and a discount", () => {
    const quote = quoteCustomOrder({
      quantity: 100,
      size: "1.5inch",
      plating: "gold",
      pinBack: "locking",
      packaging: ["backer-cards", "individual-bags"],
      rushOrder: true,
      discountCents: 1000,
    });
    expect(quote).toEqual({
      quantity: 100,
      pricePerPinCents: 610,
      subtotalCents: 61_000,
      rushFeeCents: 10_000,
      discountCents: 1000,
      totalCents: 70_000,
      depositCents: 7000,
      balanceCents: 63_000,
      lines: [
        { label: "Base price", perPinCents: 500, amountCents: 50_000 },
        { label: "Gold plating", perPinCents: 25, amountCents: 2500 },
        { label: "1.5 inch size", perPinCents: 50, amountCents: 5000 },
        { label: "Locking pin back", perPinCents: 15, amountCents: 1500 },
        { label: "Individual poly bags", perPinCents: 10, amountCents: 1000 },
        { label: "Backer cards", perPinCents: 10, amountCents: 1000 },
        { label: "Rush order", amountCents: 10_000 },
        { label: "Discount", amountCents: -1000 },
      ],
    });
  });

  it("rounds a half-cent deposit up", () => {
    const quote = quoteCustomOrder({ ...plain, quantity: 75, pinBack: "butterfly" });
    expect([quote.totalCents, quote.depositCents, quote.balanceCents]).toEqual([45_375, 4538, 40_837]);
  });

  it("never discounts more than the order, so nothing goes below zero", () => {
    const quote = quoteCustomOrder({ ...plain, rushOrder: true, discountCents: 1_000_000 });
    expect(quote).toMatchObject({ discountCents: 45_000, totalCents: 0, depositCents: 0, balanceCents: 0 });
  });

  it.each<[string, Partial<QuoteInput>]>([
    ["a quantity below 50", { quantity: 49 }],
    ["a quantity above 1000", { quantity: 1001 }],
    ["a fractional quantity", { quantity: 50.5 }],
    ["an unknown size", { size: "2inch" as never }],
    ["an unknown plating", { plating: "platinum" as never }],
    ["an unknown back", { pinBack: "magnet" as never }],
    ["an unknown packaging", { packaging: ["gift-box"] }],
    ["a negative discount", { discountCents: -1 }],
    ["a fractional discount", { discountCents: 1.5 }],
  ])("refuses %s", (_, change) => {
    expect(() => quoteCustomOrder({ ...plain, ...change })).toThrow(RangeError);
  });
});

const options = fc.record({
  quantity: fc.integer({ min: 50, max: 1000 }),
  size: fc.constantFrom(...SIZES),
  plating: fc.constantFrom(...PLATINGS),
  pinBack: fc.constantFrom(...PIN_BACKS),
  packaging: fc.constantFrom(...PACKAGING_CHOICES),
  rushOrder: fc.boolean(),
});
const orders = options.chain((o) => {
  const { subtotalCents, rushFeeCents } = quoteCustomOrder(o);
  return fc.integer({ min: 0, max: subtotalCents + rushFeeCents + 5000 }).map((discountCents) => ({
    ...o,
    discountCents,
  }));
});
const PAYPAL_FORMAT = /^\d+\.\d{2}$/;

describe("quoteCustomOrder over the whole option space", () => {
  it("keeps every figure whole, non-negative and consistent", () => {
    fc.assert(
      fc.property(orders, (order) => {
        const q = quoteCustomOrder(order);
        const amounts = [q.pricePerPinCents, q.subtotalCents, q.rushFeeCents, q.discountCents, q.totalCents];
        for (const cents of [...amounts, q.depositCents, q.balanceCents]) {
          expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
        }
        expect(q.subtotalCents).toBe(order.quantity * q.pricePerPinCents);
        expect(q.discountCents).toBe(Math.min(order.discountCents, q.subtotalCents + q.rushFeeCents));
        expect(q.totalCents).toBe(q.subtotalCents + q.rushFeeCents - q.discountCents);
        expect(q.depositCents + q.balanceCents).toBe(q.totalCents);
        expect(Math.abs(q.depositCents - q.totalCents * DEPOSIT_RATE)).toBeLessThanOrEqual(0.5);
        expect(q.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(q.totalCents);
        for (const cents of [q.totalCents, q.depositCents, q.balanceCents]) {
          expect(paypalAmount(cents)).toMatch(PAYPAL_FORMAT);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(orders, (order) => {
        expect(quoteCustomOrder(order)).toEqual(quoteCustomOrder(structuredClone(order)));
      }),
    );
  });

  it("never costs more per pin for a larger quantity with the same options", () => {
    const pairs = fc.tuple(options, fc.integer({ min: 50, max: 1000 }));
    fc.assert(
      fc.property(pairs, ([order, other]) => {
        const [small, large] = [Math.min(order.quantity, other), Math.max(order.quantity, other)];
        expect(basePerPinCents(large)).toBeLessThanOrEqual(basePerPinCents(small));
        const perPin = (quantity: number) => quoteCustomOrder({ ...order, quantity }).pricePerPinCents;
        expect(perPin(large)).toBeLessThanOrEqual(perPin(small));
      }),
    );
  });
});
