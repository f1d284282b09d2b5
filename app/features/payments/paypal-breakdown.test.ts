import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteCheckout } from "../shipping-tax/index.ts";
import { type PaymentBreakdown, paypalAmountWithBreakdown } from "./paypal-breakdown.ts";

const toCents = (value: string) => {
  const [whole = "0", fraction = "00"] = value.split(".");
  return Number(whole) * 100 + Number(fraction);
};

const line = fc.record({
  name: fc.string({ minLength: 1, maxLength: 200 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
});

describe("paypalAmountWithBreakdown", () => {
  it("adds up to the amount exactly for every quoted cart, as PayPal checks it", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.integer({ min: 0, max: 200_000 })),
        fc.integer({ min: 0, max: 15_000 }),
        fc.boolean(),
        (items, discountCents, flatRateCents, freeOverCents, rateThousandths, onShipping) => {
          const subtotalCents = items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
          const result = quoteCheckout({
            subtotalCents,
            discountCents,
            address: { country: "US", state: "CA" },
            shippingRates: [{ country: "US", state: null, flatRateCents, freeOverCents }],
            taxRates: [{ state: "CA", rateThousandths, onShipping }],
          });
          if (!result.ships) throw new Error("US is covered");
          const q = result.quote;
          const { amount, items: sent } = paypalAmountWithBreakdown(q.totalCents, "USD", {
            items,
            itemTotalCents: q.subtotalCents,
            discountCents: q.discountCents,
            shippingCents: q.shippingCents,
            taxCents: q.taxCents,
          });
          const b = amount.breakdown;
          const part = (m?: { value: string }) => (m ? toCents(m.value) : 0);
          expect(sent.reduce((sum, i) => sum + toCents(i.unit_amount.value) * Number(i.quantity), 0)).toBe(
            part(b.item_total),
          );
          expect(part(b.item_total) + part(b.tax_total) + part(b.shipping) - part(b.discount)).toBe(
            toCents(amount.value),
          );
          expect(toCents(amount.value)).toBe(q.totalCents);
          expect(sent.every((i) => i.name.length <= 127 && /^[1-9][0-9]{0,9}$/.test(i.quantity))).toBe(true);
        },
      ),
    );
  });

  it("refuses parts that do not add up instead of sending them", () => {
    const breakdown: PaymentBreakdown = {
      items: [{ name: "Pin", quantity: 2, unitPriceCents: 1400 }],
      itemTotalCents: 2800,
      discountCents: 0,
      shippingCents: 800,
      taxCents: 203,
    };
    expect(() => paypalAmountWithBreakdown(3803, "USD", breakdown)).not.toThrow();
    expect(() => paypalAmountWithBreakdown(3800, "USD", breakdown)).toThrow(/does not add up/);
    expect(() => paypalAmountWithBreakdown(3803, "USD", { ...breakdown, itemTotalCents: 2700 })).toThrow();
  });
});
