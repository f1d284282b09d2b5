import { paypalAmount } from "../../lib/money.ts";

// PayPal's `amount.breakdown` and `items` of an Orders v2 purchase unit, so PayPal's own
// receipt lists what the shop's does. PayPal refuses an order whose parts do not add up:
// item_total must be the sum of unit_amount × quantity (ITEM_TOTAL_MISMATCH), and the amount
// must be item_total + tax_total + shipping − discount (AMOUNT_MISMATCH).

export interface PaymentBreakdown {
  items: { name: string; quantity: number; unitPriceCents: number }[];
  itemTotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
}

/** PayPal's limits on an item's name. */
const NAME_MAX = 127;

/** The amount the breakdown adds up to; the caller charges it only when it equals its own. */
export const breakdownTotalCents = (b: PaymentBreakdown) =>
  b.itemTotalCents - b.discountCents + b.shippingCents + b.taxCents;

/**
 * The purchase unit's `amount` (with its breakdown) and `items`. Throws when the parts do not
 * add up to `amountCents`: a programming error, never sent to PayPal to find out.
 */
export function paypalAmountWithBreakdown(amountCents: number, currency: string, b: PaymentBreakdown) {
  const itemSum = b.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  if (itemSum !== b.itemTotalCents || breakdownTotalCents(b) !== amountCents) {
    throw new Error(`The payment breakdown does not add up to ${amountCents} cents`);
  }
  const money = (cents: number) => ({ currency_code: currency, value: paypalAmount(cents) });
  return {
    amount: {
      ...money(amountCents),
      breakdown: {
        item_total: money(b.itemTotalCents),
        ...(b.shippingCents > 0 ? { shipping: money(b.shippingCents) } : {}),
        ...(b.taxCents > 0 ? { tax_total: money(b.taxCents) } : {}),
        ...(b.discountCents > 0 ? { discount: money(b.discountCents) } : {}),
      },
    },
    items: b.items.map((item) => ({
      name: item.name.slice(0, NAME_MAX),
      quantity: String(item.quantity),
      unit_amount: money(item.unitPriceCents),
      category: "PHYSICAL_GOODS" as const,
    })),
  };
}
