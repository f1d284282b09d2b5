import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import { type CustomOptions, type CustomOrderQuote, quoteCustomOrder } from "../pricing/index.ts";
import type { ClientFigure, CustomOrderFigures } from "./custom-orders.schemas.ts";

// The money of a custom order at the API edge: the engine's cents as the API's
// dollar figures, and the comparison that turns a stale or tampered client figure into a 409.
// Browser-safe, so the builder can tell in advance what the server will say.

/**
 * What a promo code is worked out on: the whole order before the discount, pins and rush fee
 * (the figure the engine clamps a discount to). The builder sends it as `orderAmount` to
 * `POST /api/discount-codes/validate`.
 */
export function discountableCents(options: CustomOptions): number {
  return quoteCustomOrder({ ...options, discountCents: 0 }).totalCents;
}

export function figuresOf(quote: CustomOrderQuote): CustomOrderFigures {
  return {
    pricePerPin: centsToDollars(quote.pricePerPinCents),
    rushOrderFee: centsToDollars(quote.rushFeeCents),
    totalPrice: centsToDollars(quote.totalCents),
    depositAmount: centsToDollars(quote.depositCents),
    remainingBalance: centsToDollars(quote.balanceCents),
    discountAmount: centsToDollars(quote.discountCents),
  };
}

const centsOf: Record<ClientFigure, (quote: CustomOrderQuote) => number> = {
  pricePerPin: (q) => q.pricePerPinCents,
  rushOrderFee: (q) => q.rushFeeCents,
  totalPrice: (q) => q.totalCents,
  depositAmount: (q) => q.depositCents,
  remainingBalance: (q) => q.balanceCents,
  discountAmount: (q) => q.discountCents,
};

/** The client figures that are not the server's, to the cent; an unreadable figure differs too. */
export function differingFigures(
  figures: Partial<Record<ClientFigure, number | string>>,
  quote: CustomOrderQuote,
): ClientFigure[] {
  return (Object.keys(centsOf) as ClientFigure[]).filter((name) => {
    const value = figures[name];
    return value !== undefined && dollarsToCents(value) !== centsOf[name](quote);
  });
}
