import type { PaymentBreakdown } from "../payments/index.ts";

// A custom order's shipping and sales tax, and how its two payments share them
// (docs/product-rules.md#shipping-and-tax). The pins' total (after the discount) is taxed once
// for the whole order, with shipping where the state taxes it; the deposit carries the tax of
// its share of the pins, the balance everything else: the rest of the pins and of the tax, and
// all of the shipping. Pure and browser-safe: the checkout's figures are the server's.

/** What the order owes besides its pins, from the owner's rates and the ship-to address. */
export interface ShippingAndTax {
  shippingCents: number;
  taxCents: number;
}

/** Every figure of a custom order with its shipping and tax. */
export interface CustomOrderCharges extends ShippingAndTax {
  /** The pins after the discount, rush fee included: the order's `totalCents`. */
  goodsCents: number;
  /** goods + shipping + tax: what the whole order costs. */
  grandTotalCents: number;
  /** The deposit on the pins (10% of goods), without tax. */
  depositCents: number;
  /** The deposit's share of the tax. */
  depositTaxCents: number;
  /** What the deposit payment charges: deposit + its tax. */
  depositDueCents: number;
  /** What is left to pay after the deposit: grand total − deposit due. */
  balanceDueCents: number;
}

/**
 * The deposit's share of the order's tax: tax × deposit ÷ goods, rounded half up to the cent
 * (integers only, so exact). The balance carries the rest, so the two always add up to the tax.
 */
export function depositTaxOf(taxCents: number, depositCents: number, goodsCents: number): number {
  if (goodsCents <= 0) return 0;
  return Math.floor((2 * taxCents * depositCents + goodsCents) / (2 * goodsCents));
}

export function customOrderCharges(
  order: { totalCents: number; depositCents: number },
  { shippingCents, taxCents }: ShippingAndTax,
): CustomOrderCharges {
  const goodsCents = order.totalCents;
  const depositTaxCents = depositTaxOf(taxCents, order.depositCents, goodsCents);
  const grandTotalCents = goodsCents + shippingCents + taxCents;
  const depositDueCents = order.depositCents + depositTaxCents;
  return {
    goodsCents,
    shippingCents,
    taxCents,
    grandTotalCents,
    depositCents: order.depositCents,
    depositTaxCents,
    depositDueCents,
    balanceDueCents: grandTotalCents - depositDueCents,
  };
}

/**
 * What the order owes in all: its pins, its shipping and its tax, as fixed when the deposit was
 * paid (both 0 before, and for orders from before shipping and tax). The money view's balance
 * due is this less what was charged.
 */
export const owedCents = (order: { totalCents: number; shippingCents: number; taxCents: number }) =>
  order.totalCents + order.shippingCents + order.taxCents;

/** The deposit's PayPal breakdown: one item (the deposit on the pins) and its tax share. */
export function depositBreakdown(orderId: number, charges: CustomOrderCharges): PaymentBreakdown {
  return {
    items: [
      {
        name: `Custom pins, order #${orderId}: 10% deposit`,
        quantity: 1,
        unitPriceCents: charges.depositCents,
      },
    ],
    itemTotalCents: charges.depositCents,
    discountCents: 0,
    shippingCents: 0,
    taxCents: charges.depositTaxCents,
  };
}

/**
 * The balance's PayPal breakdown of `dueCents` (the money view's balance due): the rest of the
 * tax, the shipping, and the pins for what is left. Should the ledger hold other figures than
 * the order's (an earlier payment of another amount), tax and shipping take what there is
 * first, so the parts still add up to `dueCents` exactly and none is negative.
 */
export function balanceBreakdown(
  orderId: number,
  dueCents: number,
  order: { shippingCents: number; taxCents: number; depositTaxCents: number },
): PaymentBreakdown {
  const taxCents = Math.min(Math.max(0, order.taxCents - order.depositTaxCents), dueCents);
  const shippingCents = Math.min(order.shippingCents, dueCents - taxCents);
  const itemCents = dueCents - taxCents - shippingCents;
  return {
    items:
      itemCents > 0
        ? [{ name: `Custom pins, order #${orderId}: balance`, quantity: 1, unitPriceCents: itemCents }]
        : [],
    itemTotalCents: itemCents,
    discountCents: 0,
    shippingCents,
    taxCents,
  };
}
