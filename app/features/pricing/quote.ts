import { effectivePackaging, parsePackaging } from "./packaging.ts";
import {
  isPinBack,
  isPlating,
  isSize,
  PACKAGING_LABELS,
  PACKAGING_SURCHARGE_CENTS,
  type Packaging,
  PIN_BACK_LABELS,
  PIN_BACK_SURCHARGE_CENTS,
  type PinBack,
  PLATING_LABELS,
  PLATING_SURCHARGE_CENTS,
  type Plating,
  SIZE_LABELS,
  SIZE_SURCHARGE_CENTS,
  type Size,
} from "./pricing-options.ts";

// The price calculation (docs/product-rules.md#quantities-and-prices). Integer cents only; the
// builder's preview, the cart drawer, the checkout, the server, e-mails and marketing copy all
// compute from here, so the figure a shopper sees is the figure the server charges.

/**
 * Quantity: any whole number 50 to 1000. The builder's slider moves in steps of 25 from 50 (a
 * number field beside it takes any quantity in range) and starts at 50.
 */
export const MIN_QUANTITY = 50;
export const MAX_QUANTITY = 1000;
export const QUANTITY_STEP = 25;
export const DEFAULT_QUANTITY = 50;

/** Base price per pin (silver, 1 inch): each tier runs from its minimum to the next one's. */
export const PRICE_TIERS = [
  { minQuantity: 50, maxQuantity: 50, perPinCents: 700 },
  { minQuantity: 51, maxQuantity: 99, perPinCents: 600 },
  { minQuantity: 100, maxQuantity: 249, perPinCents: 500 },
  { minQuantity: 250, maxQuantity: 499, perPinCents: 400 },
  { minQuantity: 500, maxQuantity: 1000, perPinCents: 300 },
] as const;

/** Rush: $100 flat per order, whatever the quantity. */
export const RUSH_FEE_CENTS = 10_000;

/** The deposit is 10% of the order total ("pays a 10% deposit"). */
export const DEPOSIT_PERCENT = 10;
export const DEPOSIT_RATE = DEPOSIT_PERCENT / 100;

/** A quantity that can be ordered: any integer 50..1000 (each one has a price tier). */
export function isAllowedQuantity(quantity: unknown): quantity is number {
  return (
    typeof quantity === "number" &&
    Number.isInteger(quantity) &&
    quantity >= MIN_QUANTITY &&
    quantity <= MAX_QUANTITY
  );
}

/** Every quantity an order may have: 50, 51, 52 … 1000. */
export function allowedQuantities(): number[] {
  return Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => MIN_QUANTITY + i);
}

/** Base price per pin for any integer quantity 50..1000 (the tiers are defined for all of them). */
export function basePerPinCents(quantity: number): number {
  const tier = PRICE_TIERS.find((t) => quantity >= t.minQuantity && quantity <= t.maxQuantity);
  if (!Number.isInteger(quantity) || tier === undefined) {
    throw new RangeError(`No price for a quantity of ${quantity}`);
  }
  return tier.perPinCents;
}

/**
 * Deposit = round(10% of total) to the cent, halves up; the balance is the rest, so both add
 * up. The first design had two formulas (the builder's "10% + 10% of rush - 10% of discount"
 * and the cart drawer's "10% of total"); they agree up to rounding, and only this one is kept.
 */
export function splitDeposit(totalCents: number): { depositCents: number; balanceCents: number } {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError("Bad total");
  const depositCents = Math.floor((totalCents * DEPOSIT_PERCENT + 50) / 100);
  return { depositCents, balanceCents: totalCents - depositCents };
}

export interface QuoteInput {
  quantity: number;
  size: Size;
  plating: Plating;
  pinBack: PinBack;
  /** Old names and the just-pins rule are applied here (see packaging.ts). */
  packaging: readonly string[];
  rushOrder: boolean;
  /** From the discount rules; clamped so the total never goes below 0. */
  discountCents?: number;
}

export interface QuoteLine {
  label: string;
  perPinCents?: number;
  amountCents: number;
}

export interface CustomOrderQuote {
  quantity: number;
  pricePerPinCents: number;
  subtotalCents: number;
  rushFeeCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  /** The breakdown the builder shows; the amounts add up to totalCents. */
  lines: QuoteLine[];
}

/** Base price and every surcharge that adds something, per pin and for the whole quantity. */
function perPinLines(input: QuoteInput, packaging: readonly Packaging[]) {
  const { quantity, size, plating, pinBack } = input;
  const surcharges = [
    { label: `${PLATING_LABELS[plating]} plating`, perPinCents: PLATING_SURCHARGE_CENTS[plating] },
    { label: `${SIZE_LABELS[size]} size`, perPinCents: SIZE_SURCHARGE_CENTS[size] },
    { label: PIN_BACK_LABELS[pinBack], perPinCents: PIN_BACK_SURCHARGE_CENTS[pinBack] },
    ...packaging.map((p) => ({ label: PACKAGING_LABELS[p], perPinCents: PACKAGING_SURCHARGE_CENTS[p] })),
  ];
  return [
    { label: "Base price", perPinCents: basePerPinCents(quantity) },
    ...surcharges.filter((s) => s.perPinCents > 0),
  ].map((line) => ({ ...line, amountCents: line.perPinCents * quantity }));
}

/** The price of a custom order: per pin, subtotal, rush, discount, total, deposit, balance. */
export function quoteCustomOrder(input: QuoteInput): CustomOrderQuote {
  const packaging = parsePackaging(input.packaging);
  if (!isSize(input.size) || !isPlating(input.plating) || !isPinBack(input.pinBack) || !packaging) {
    throw new RangeError("Unknown custom pin option");
  }
  const discountAsked = input.discountCents ?? 0;
  if (!Number.isSafeInteger(discountAsked) || discountAsked < 0) throw new RangeError("Bad discount");

  const perPin = perPinLines(input, effectivePackaging(packaging));
  const pricePerPinCents = perPin.reduce((sum, line) => sum + line.perPinCents, 0);
  const subtotalCents = input.quantity * pricePerPinCents;
  const rushFeeCents = input.rushOrder ? RUSH_FEE_CENTS : 0;
  const discountCents = Math.min(discountAsked, subtotalCents + rushFeeCents);
  const totalCents = subtotalCents + rushFeeCents - discountCents;

  const lines: QuoteLine[] = [...perPin];
  if (rushFeeCents > 0) lines.push({ label: "Rush order", amountCents: rushFeeCents });
  if (discountCents > 0) lines.push({ label: "Discount", amountCents: -discountCents });
  return {
    quantity: input.quantity,
    pricePerPinCents,
    subtotalCents,
    rushFeeCents,
    discountCents,
    totalCents,
    ...splitDeposit(totalCents),
    lines,
  };
}
