import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paypalAmountWithBreakdown } from "../payments/index.ts";
import { quoteCustomOrder } from "../pricing/index.ts";
import { quoteCheckout } from "../shipping-tax/index.ts";
import {
  balanceBreakdown,
  customOrderCharges,
  depositBreakdown,
  depositTaxOf,
  owedCents,
} from "./order-charges.ts";

const toCents = (value: string) => {
  const [whole = "0", fraction = "00"] = value.split(".");
  return Number(whole) * 100 + Number(fraction);
};

/** The sums PayPal checks (ITEM_TOTAL_MISMATCH, AMOUNT_MISMATCH), on the payload we would send. */
function sentTotal(amountCents: number, breakdown: ReturnType<typeof depositBreakdown>) {
  const { amount, items } = paypalAmountWithBreakdown(amountCents, "USD", breakdown);
  const part = (m?: { value: string }) => (m ? toCents(m.value) : 0);
  const b = amount.breakdown;
  expect(items.reduce((sum, i) => sum + toCents(i.unit_amount.value) * Number(i.quantity), 0)).toBe(
    part(b.item_total),
  );
  for (const m of [b.item_total, b.shipping, b.tax_total]) expect(part(m)).toBeGreaterThanOrEqual(0);
  expect(part(b.item_total) + part(b.tax_total) + part(b.shipping) - part(b.discount)).toBe(
    toCents(amount.value),
  );
  return toCents(amount.value);
}

describe("depositTaxOf", () => {
  it.each([
    // tax, deposit, goods, share
    [4749, 6550, 65500, 475], // 474.9 → 4.75
    [3625, 5000, 50000, 363], // 362.5: half a cent rounds up
    [3624, 5000, 50000, 362], // 362.4
    [0, 5000, 50000, 0],
    [1200, 0, 0, 0], // nothing to share: all of the tax goes with the balance
  ])("tax %i, deposit %i of %i → %i", (tax, deposit, goods, share) => {
    expect(depositTaxOf(tax, deposit, goods)).toBe(share);
  });
});

describe("customOrderCharges", () => {
  it("works the issue's California example to the cent", () => {
    // 100 silver 1-inch pins, $500.00; $12.00 shipping; 7.25% on pins and shipping.
    const quote = quoteCustomOrder({
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: ["just-pins"],
      rushOrder: false,
    });
    expect(quote.totalCents).toBe(50_000);
    const taxCents = Math.floor(((50_000 + 1_200) * 7_250 + 50_000) / 100_000);
    const charges = customOrderCharges(quote, { shippingCents: 1_200, taxCents });
    expect(charges).toEqual({
      goodsCents: 50_000,
      shippingCents: 1_200,
      taxCents: 3_712,
      grandTotalCents: 54_912,
      depositCents: 5_000,
      depositTaxCents: 371,
      depositDueCents: 5_371,
      balanceDueCents: 49_541,
    });
  });

  it("splits the tax exactly between deposit and balance, and both breakdowns add up, for random orders and rates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        fc.integer({ min: 0, max: 15_000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000 }),
        (goodsCents, flatRateCents, freeOverCents, rateThousandths, onShipping, orderId) => {
          // The deposit is 10% of the pins, rounded half up, as the pricing engine takes it.
          const depositCents = Math.floor((goodsCents + 5) / 10);
          const result = quoteCheckout({
            subtotalCents: goodsCents,
            discountCents: 0,
            address: { country: "US", state: "CA" },
            shippingRates: [{ country: "US", state: null, flatRateCents, freeOverCents }],
            taxRates: [{ state: "CA", rateThousandths, onShipping }],
          });
          if (!result.ships) throw new Error("the US is covered");
          const c = customOrderCharges({ totalCents: goodsCents, depositCents }, result.quote);

          const balanceTax = c.taxCents - c.depositTaxCents;
          expect(c.depositTaxCents + balanceTax).toBe(c.taxCents);
          expect(c.depositTaxCents).toBeGreaterThanOrEqual(0);
          expect(balanceTax).toBeGreaterThanOrEqual(0);
          expect(c.depositDueCents + c.balanceDueCents).toBe(c.grandTotalCents);
          expect(c.grandTotalCents).toBe(result.quote.totalCents);

          expect(sentTotal(c.depositDueCents, depositBreakdown(orderId, c))).toBe(c.depositDueCents);
          const fixed = { ...c, totalCents: goodsCents };
          expect(owedCents(fixed)).toBe(c.grandTotalCents);
          const balance = balanceBreakdown(orderId, c.balanceDueCents, fixed);
          expect(balance.taxCents).toBe(balanceTax);
          expect(balance.shippingCents).toBe(c.shippingCents);
          expect(sentTotal(c.balanceDueCents, balance)).toBe(c.balanceDueCents);
        },
      ),
    );
  });

  it("keeps the balance's breakdown whole when the ledger owes other than the order's figures", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (dueCents, shippingCents, taxCents) => {
          const depositTaxCents = Math.floor(taxCents / 10);
          const b = balanceBreakdown(9, dueCents, { shippingCents, taxCents, depositTaxCents });
          expect(sentTotal(dueCents, b)).toBe(dueCents);
        },
      ),
    );
  });
});
