import { formatUsd } from "../../lib/money.ts";
import { PRICE_TIERS, type QuoteInput, quoteCustomOrder } from "./quote.ts";

// The tier nudge beside the builder's price: what the next price tier would cost, per pin and in
// all, next to what the order costs now. Both figures come from quoteCustomOrder with the same
// options (rush included, no discount), so the nudge says only what is true: more pins may cost
// less in all (99 pins at $6.00 are $594.00, 100 at $5.00 are $500.00), or less per pin but more
// in all (60 pins are $360.00, 100 are $500.00), and it says which.

/** Shown only while the next tier costs at most half as much again as the order does now. */
export const NUDGE_MAX_EXTRA_PERCENT = 50;

export interface TierNudge {
  /** The next tier's smallest quantity. */
  quantity: number;
  pricePerPinCents: number;
  totalCents: number;
  /** How much less each pin costs there than now: always more than 0. */
  perPinSavingCents: number;
  /** Its total minus today's: below 0 when the bigger order costs less in all. */
  totalChangeCents: number;
}

/** The next tier's figures for the same options, or null when there is none or it would not help. */
export function tierNudge(input: QuoteInput): TierNudge | null {
  const next = PRICE_TIERS.find((tier) => tier.minQuantity > input.quantity);
  if (!next) return null;
  const options = { ...input, discountCents: 0 };
  const now = quoteCustomOrder(options);
  const then = quoteCustomOrder({ ...options, quantity: next.minQuantity });
  const perPinSavingCents = now.pricePerPinCents - then.pricePerPinCents;
  const totalChangeCents = then.totalCents - now.totalCents;
  if (perPinSavingCents <= 0 || totalChangeCents * 100 > now.totalCents * NUDGE_MAX_EXTRA_PERCENT) {
    return null;
  }
  return {
    quantity: next.minQuantity,
    pricePerPinCents: then.pricePerPinCents,
    totalCents: then.totalCents,
    perPinSavingCents,
    totalChangeCents,
  };
}

/** "Order 100 and pay $5.00 a pin: $500.00 total, …" with the comparison that is true. */
export function tierNudgeText(nudge: TierNudge, quantity: number): string {
  const head = `Order ${nudge.quantity} and pay ${formatUsd(nudge.pricePerPinCents)} a pin: ${formatUsd(nudge.totalCents)} total`;
  const change = nudge.totalChangeCents;
  if (change < 0) return `${head}, ${formatUsd(-change)} less than your ${quantity} pins.`;
  if (change === 0) return `${head}, the same as your ${quantity} pins.`;
  return `${head}, ${formatUsd(nudge.perPinSavingCents)} less per pin for ${formatUsd(change)} more.`;
}
