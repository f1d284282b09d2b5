import {
  JUST_PINS,
  PACKAGING,
  PIN_BACK_SURCHARGE_CENTS,
  PIN_BACKS,
  PLATING_SURCHARGE_CENTS,
  PLATINGS,
  SIZE_SURCHARGE_CENTS,
  SIZES,
} from "./pricing-options.ts";
import {
  DEPOSIT_PERCENT,
  MIN_QUANTITY,
  PRICE_TIERS,
  type QuoteInput,
  quoteCustomOrder,
  RUSH_FEE_CENTS,
} from "./quote.ts";

// Marketing copy and structured data are derived from the engine, never typed by hand
// (docs/product-rules.md#marketing-figures): the old copy's "starting at $1.99", "minimum quantity
// 25" and "75 to 2400 USD" are wrong. Every figure here comes from pricing real orders with
// quoteCustomOrder().

type Extreme = "cheapest" | "dearest";

function extreme<T extends string>(pick: Extreme, table: Readonly<Record<T, number>>, list: readonly T[]): T {
  const sorted = [...list].sort((a, b) => table[a] - table[b]);
  return (pick === "cheapest" ? sorted[0] : sorted[sorted.length - 1]) as T;
}

/** The cheapest or dearest order of a quantity: every option at its extreme, rush or not. */
function orderAt(pick: Extreme, quantity: number): QuoteInput {
  return {
    quantity,
    size: extreme(pick, SIZE_SURCHARGE_CENTS, SIZES),
    plating: extreme(pick, PLATING_SURCHARGE_CENTS, PLATINGS),
    pinBack: extreme(pick, PIN_BACK_SURCHARGE_CENTS, PIN_BACKS),
    packaging: pick === "cheapest" ? [JUST_PINS] : PACKAGING.filter((p) => p !== JUST_PINS),
    rushOrder: pick === "dearest",
  };
}

/**
 * Each tier's first and last quantity. Within a tier the price per pin is the same and the total
 * grows with every pin, so the cheapest and dearest orders of all sit on these quantities.
 */
const TIER_EDGES = PRICE_TIERS.flatMap((tier) => [tier.minQuantity, tier.maxQuantity]);

function quotesAt(pick: Extreme) {
  return TIER_EDGES.map((q) => quoteCustomOrder(orderAt(pick, q)));
}

/** The lowest price per pin any order can have ("from $3.00 a pin"). */
export function lowestPricePerPinCents(): number {
  return Math.min(...quotesAt("cheapest").map((quote) => quote.pricePerPinCents));
}

/** The cheapest and dearest order totals (before any discount), for structured data. */
export function priceRangeCents(): { minCents: number; maxCents: number } {
  const totals = (pick: Extreme) => quotesAt(pick).map((quote) => quote.totalCents);
  return { minCents: Math.min(...totals("cheapest")), maxCents: Math.max(...totals("dearest")) };
}

export interface MarketingFacts {
  minQuantity: number;
  lowestPerPinCents: number;
  highestBasePerPinCents: number;
  depositPercent: number;
  rushFeeCents: number;
}

/** The figures marketing copy may quote, all from the engine. */
export function marketingFacts(): MarketingFacts {
  return {
    minQuantity: MIN_QUANTITY,
    lowestPerPinCents: lowestPricePerPinCents(),
    highestBasePerPinCents: Math.max(...PRICE_TIERS.map((tier) => tier.perPinCents)),
    depositPercent: DEPOSIT_PERCENT,
    rushFeeCents: RUSH_FEE_CENTS,
  };
}
