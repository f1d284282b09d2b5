import { knowsUsState, placeName, type UsState, usStateCode } from "./us-states.ts";

// The cart checkout's figures from the owner's rates (docs/product-rules.md#shipping-and-tax):
// discount first, then shipping by the address (a state's rate before its country's, free once
// the discounted subtotal reaches the rate's threshold), then sales tax by the US state on the
// discounted subtotal, plus shipping where the state taxes it, rounded half up to the cent
// once for the whole order. Browser-safe and pure: the server is its only caller today.

export interface ShippingRate {
  country: string;
  /** A US state's code, or null for the whole country. */
  state: string | null;
  flatRateCents: number;
  freeOverCents: number | null;
}

export interface TaxRate {
  state: string;
  /** Thousandths of a percent: 7.25% is 7250. */
  rateThousandths: number;
  onShipping: boolean;
}

export interface QuoteInput {
  subtotalCents: number;
  discountCents: number;
  address: { country: string; state: string };
  shippingRates: readonly ShippingRate[];
  taxRates: readonly TaxRate[];
}

export interface CheckoutQuote {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export type QuoteResult =
  | { ships: true; quote: CheckoutQuote }
  /** No rate covers the address while the owner has set some: `place` names it for the shopper. */
  | { ships: false; place: string }
  /** A US address whose state is neither a state's code nor its name: it cannot be taxed. */
  | { ships: false; unknownState: true };

/** A hundred percent in thousandths of a percent. */
const WHOLE = 100_000;

/** `cents × rate`, rounded half up to the cent (exact: integers only). */
export function taxOn(cents: number, rateThousandths: number): number {
  return Math.floor((cents * rateThousandths + WHOLE / 2) / WHOLE);
}

/** The rate that applies: the state's own, else the country's; undefined when none does. */
export function shippingRateFor(
  rates: readonly ShippingRate[],
  country: string,
  state: UsState | null,
): ShippingRate | undefined {
  return (
    (state && rates.find((r) => r.country === country && r.state === state)) ||
    rates.find((r) => r.country === country && r.state === null)
  );
}

export function quoteCheckout(input: QuoteInput): QuoteResult {
  const country = input.address.country.trim().toUpperCase();
  if (!knowsUsState(input.address)) return { ships: false, unknownState: true };
  const state = country === "US" ? usStateCode(input.address.state) : null;
  const discountCents = Math.min(input.discountCents, input.subtotalCents);
  const goodsCents = input.subtotalCents - discountCents;

  // With no rates at all the shop ships free everywhere, as it did before rates existed.
  let shippingCents = 0;
  if (input.shippingRates.length > 0) {
    const rate = shippingRateFor(input.shippingRates, country, state);
    if (!rate) return { ships: false, place: placeName(country, state) };
    const free = rate.freeOverCents !== null && goodsCents >= rate.freeOverCents;
    shippingCents = free ? 0 : rate.flatRateCents;
  }

  const tax = state ? input.taxRates.find((r) => r.state === state) : undefined;
  const taxable = goodsCents + (tax?.onShipping ? shippingCents : 0);
  const taxCents = tax ? taxOn(taxable, tax.rateThousandths) : 0;

  return {
    ships: true,
    quote: {
      subtotalCents: input.subtotalCents,
      discountCents,
      shippingCents,
      taxCents,
      totalCents: goodsCents + shippingCents + taxCents,
    },
  };
}

/** The shopper's message when `quoteCheckout` finds no rate for the address. */
export const notShippedTo = (place: string) => `We don't ship to ${place} yet.`;
