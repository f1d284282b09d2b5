import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartSubtotalCents, cartTotalCents, lineTotalCents } from "./cart-totals.ts";

const line = (priceCents: number, quantity: number) => ({ quantity, product: { priceCents } });

describe("cart totals", () => {
  it.each([
    { lines: [], subtotal: 0 },
    { lines: [line(1600, 1)], subtotal: 1600 },
    { lines: [line(1600, 2), line(1250, 3)], subtotal: 6950 },
  ])("adds unit price × quantity: $subtotal", ({ lines, subtotal }) => {
    expect(cartSubtotalCents(lines)).toBe(subtotal);
  });

  it("prices a line as unit price × quantity", () => {
    expect(lineTotalCents(line(1899, 99))).toBe(188_001);
  });

  it.each([
    [6950, 0, 6950],
    [6950, 1043, 5907],
    [1000, 1000, 0],
    [1000, 2500, 0],
  ])("total of %i minus %i is %i", (subtotal, discount, total) => {
    expect(cartTotalCents(subtotal, discount)).toBe(total);
  });

  it("never goes below zero nor above the subtotal", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (subtotal, discount) => {
        const total = cartTotalCents(subtotal, discount);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(subtotal);
      }),
    );
  });
});
