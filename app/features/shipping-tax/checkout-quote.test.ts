import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { notShippedTo, quoteCheckout, type ShippingRate, type TaxRate, taxOn } from "./checkout-quote.ts";

const US = (
  state: string | null,
  flatRateCents: number,
  freeOverCents: number | null = null,
): ShippingRate => ({
  country: "US",
  state,
  flatRateCents,
  freeOverCents,
});
const CA_TAX: TaxRate = { state: "CA", rateThousandths: 7250, onShipping: false };

function quote(
  address: { country: string; state: string },
  opts: { subtotal?: number; discount?: number; ship?: ShippingRate[]; tax?: TaxRate[] } = {},
) {
  return quoteCheckout({
    subtotalCents: opts.subtotal ?? 2800,
    discountCents: opts.discount ?? 0,
    address,
    shippingRates: opts.ship ?? [],
    taxRates: opts.tax ?? [],
  });
}

describe("quoteCheckout", () => {
  it("ships free and untaxed everywhere while the owner has set no rates", () => {
    expect(quote({ country: "FR", state: "" })).toEqual({
      ships: true,
      quote: { subtotalCents: 2800, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 2800 },
    });
  });

  it.each([
    ["a state's own rate before its country's", { country: "US", state: "CA" }, 900],
    ["the state read from its name", { country: "us", state: " california " }, 900],
    ["the country's rate for another state", { country: "US", state: "NY" }, 500],
    ["a rate of another country", { country: "CA", state: "ON" }, 1500],
  ])("uses %s", (_, address, shippingCents) => {
    const ship = [
      US(null, 500),
      US("CA", 900),
      { country: "CA", state: null, flatRateCents: 1500, freeOverCents: null },
    ];
    const result = quote(address, { ship });
    expect(result.ships && result.quote.shippingCents).toBe(shippingCents);
  });

  it("refuses a place no rate covers once any rate is set, naming it", () => {
    expect(quote({ country: "DE", state: "" }, { ship: [US(null, 500)] })).toEqual({
      ships: false,
      place: "Germany",
    });
    expect(quote({ country: "US", state: "ca" }, { ship: [US("NY", 500)] })).toEqual({
      ships: false,
      place: "California",
    });
    expect(notShippedTo("Germany")).toBe("We don't ship to Germany yet.");
  });

  it.each([
    ["a misspelt state", "Califrnia"],
    ["no state", " "],
  ])("refuses a US address with %s, with or without rates (its tax depends on the state)", (_, state) => {
    const refused = { ships: false, unknownState: true };
    expect(quote({ country: "US", state }, { tax: [CA_TAX] })).toEqual(refused);
    expect(quote({ country: "us", state }, { ship: [US(null, 500)] })).toEqual(refused);
    expect(quote({ country: "FR", state }).ships).toBe(true);
  });

  it("ships free from the threshold on, measured on the discounted subtotal", () => {
    const ship = [US(null, 800, 5000)];
    const at = quote({ country: "US", state: "TX" }, { subtotal: 5000, ship });
    const under = quote({ country: "US", state: "TX" }, { subtotal: 5500, discount: 501, ship });
    expect(at.ships && at.quote.shippingCents).toBe(0);
    expect(under.ships && under.quote.shippingCents).toBe(800);
  });

  it("taxes the discounted subtotal, and shipping only where the state says so", () => {
    const ship = [US(null, 1000)];
    const off = quote(
      { country: "US", state: "CA" },
      { subtotal: 10_000, discount: 2000, ship, tax: [CA_TAX] },
    );
    expect(off.ships && off.quote).toEqual({
      subtotalCents: 10_000,
      discountCents: 2000,
      shippingCents: 1000,
      taxCents: 580, // 7.25% of $80.00
      totalCents: 8000 + 1000 + 580,
    });
    const on = quote(
      { country: "US", state: "CA" },
      { subtotal: 10_000, discount: 2000, ship, tax: [{ ...CA_TAX, onShipping: true }] },
    );
    expect(on.ships && on.quote.taxCents).toBe(653); // 7.25% of $90.00 = 6.525 → 6.53
  });

  it("charges no tax outside the US or in a state without a rate", () => {
    const tax = [CA_TAX];
    const ny = quote({ country: "US", state: "NY" }, { tax });
    const abroad = quote({ country: "CA", state: "CA" }, { tax });
    expect(ny.ships && ny.quote.taxCents).toBe(0);
    expect(abroad.ships && abroad.quote.taxCents).toBe(0);
  });

  it("never discounts below zero", () => {
    const result = quote({ country: "US", state: "CA" }, { subtotal: 1000, discount: 5000, tax: [CA_TAX] });
    expect(result.ships && result.quote).toMatchObject({ discountCents: 1000, taxCents: 0, totalCents: 0 });
  });
});

describe("taxOn", () => {
  it.each([
    [2800, 7250, 203], // 2.03
    [2000, 7250, 145], // 1.45 exactly
    [69, 7250, 5], // 5.0025 → 5
    [1000, 8875, 89], // 88.75 → 89: half up
    [1, 50_000, 1], // 0.5 → 1: half up
    [0, 7250, 0],
  ])("%i cents at %i thousandths of a percent is %i cents, rounded half up", (c, rate, expected) => {
    expect(taxOn(c, rate)).toBe(expected);
  });

  it("is the exact product rounded half up for every amount and rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (c, rate) => {
          const exact = (BigInt(c) * BigInt(rate) * 2n + 100_000n) / 200_000n;
          expect(taxOn(c, rate)).toBe(Number(exact));
        },
      ),
    );
  });
});
