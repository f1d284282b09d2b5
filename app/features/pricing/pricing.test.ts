import { describe, expect, it } from "vitest";
import * as pricing from "./pricing.ts";

// pricing.ts is the one door to the engine; callers import everything from it.
describe("the pricing entry point", () => {
  it("offers the option lists", () => {
    expect(pricing.SIZES).toEqual(["0.75inch", "1inch", "1.25inch", "1.5inch"]);
    expect(pricing.PLATINGS).toEqual(["silver", "gold", "bronze", "black-nickel"]);
    expect(pricing.PIN_BACKS).toEqual(["rubber", "butterfly", "locking"]);
    expect(pricing.PACKAGING).toEqual(["just-pins", "individual-bags", "backer-cards", "barcode-labels"]);
    expect([
      pricing.MIN_QUANTITY,
      pricing.MAX_QUANTITY,
      pricing.QUANTITY_STEP,
      pricing.DEFAULT_QUANTITY,
    ]).toEqual([50, 1000, 25, 50]);
  });

  it("labels every option for people", () => {
    expect(pricing.SIZE_LABELS).toEqual({
      "0.75inch": "0.75 inch",
      "1inch": "1 inch",
      "1.25inch": "1.25 inch",
      "1.5inch": "1.5 inch",
    });
    expect(pricing.PLATING_LABELS).toEqual({
      silver: "Silver",
      gold: "Gold",
      bronze: "Bronze",
      "black-nickel": "Black Nickel",
    });
    expect(pricing.PIN_BACK_LABELS).toEqual({
      rubber: "Rubber clutch",
      butterfly: "Butterfly clutch",
      locking: "Locking pin back",
    });
    expect(pricing.PACKAGING_LABELS).toEqual({
      "just-pins": "Just pins",
      "individual-bags": "Individual poly bags",
      "backer-cards": "Backer cards",
      "barcode-labels": "Barcode labels",
    });
  });

  it.each([
    ["plastic-packaging", "individual-bags"],
    ["individual-bags", "individual-bags"],
    ["just-pins", "just-pins"],
    ["gift-box", undefined],
    ["constructor", undefined],
    [42, undefined],
  ])("reads the packaging name %s as %s", (name, expected) => {
    expect(pricing.normalizePackagingOption(name)).toBe(expected);
  });

  it("starts the builder at 50 silver 1 inch pins with rubber backs and no extras", () => {
    const quote = pricing.quoteCustomOrder({
      quantity: pricing.DEFAULT_QUANTITY,
      size: pricing.DEFAULT_SIZE,
      plating: pricing.DEFAULT_PLATING,
      pinBack: pricing.DEFAULT_PIN_BACK,
      packaging: [pricing.JUST_PINS],
      rushOrder: false,
    });
    expect(quote).toMatchObject({ pricePerPinCents: 700, totalCents: 35_000, depositCents: 3500 });
  });
});
