import {
  type CustomOptions,
  isPinBack,
  isPlating,
  isSize,
  PACKAGING_LABELS,
  type Packaging,
  PIN_BACK_LABELS,
  PLATING_LABELS,
  parsePackaging,
  quoteCustomOrder,
  SIZE_LABELS,
} from "../../pricing/index.ts";
import { discountableCents } from "../order-figures.ts";
import type { Requote, RequoteChangeJson, RequotedOptions, StoredRequote } from "./requote.schemas.ts";

// The price of a re-quote (docs/decisions/019-requote-at-the-proof.md). Pure and browser-safe,
// so the admin's live preview is the figure the server stores. The options are priced by the
// engine at the order's quantity and rush, with the order's discount rule applied to the new
// price; the adjustment is a signed line on top; tax follows the pins at the rate the deposit
// fixed; shipping stays as fixed.

/** What a re-quote is worked out from: the order as it stands. */
export interface RequoteBasis {
  quantity: number;
  size: string;
  plating: string;
  pinBack: string;
  packaging: string[];
  rushOrder: boolean;
  totalCents: number;
  shippingCents: number;
  taxCents: number;
  adjustmentCents: number;
  adjustmentReason: string | null;
}

export type RequoteResult =
  | { ok: true; requote: StoredRequote }
  | { ok: false; problem: "unchanged" | "negative" };

const optionsOf = (o: RequotedOptions): RequotedOptions => ({
  size: o.size,
  plating: o.plating,
  pinBack: o.pinBack,
  packaging: parsePackaging(o.packaging) ?? o.packaging,
});

const sameOptions = (a: RequotedOptions, b: RequotedOptions) =>
  a.size === b.size &&
  a.plating === b.plating &&
  a.pinBack === b.pinBack &&
  a.packaging.join(",") === b.packaging.join(",");

/**
 * The tax the deposit fixed, following the pins: tax × new pins ÷ old pins, rounded half up to the
 * cent (integers only). On the pins this is the rate fixed at the deposit; see the decision for
 * shipping a state also taxes.
 */
export function scaledTaxCents(taxCents: number, oldGoodsCents: number, newGoodsCents: number): number {
  if (oldGoodsCents <= 0 || newGoodsCents === oldGoodsCents) return taxCents;
  return Math.floor((2 * taxCents * newGoodsCents + oldGoodsCents) / (2 * oldGoodsCents));
}

/**
 * The order re-quoted. `discountFor` is the order's discount rule on a new discountable amount
 * (a percentage code takes its percentage of the new price; a fixed one its amount).
 */
export function priceRequote(
  order: RequoteBasis,
  input: Requote,
  discountFor: (discountableCents: number) => number,
): RequoteResult {
  const previous = optionsOf(order);
  const asked = input.options;
  const options = optionsOf({
    size: asked.size ?? previous.size,
    plating: asked.plating ?? previous.plating,
    pinBack: asked.pinBack ?? previous.pinBack,
    packaging: asked.packaging === undefined ? previous.packaging : (parsePackaging(asked.packaging) ?? []),
  });
  if (input.adjustment === null && sameOptions(previous, options)) return { ok: false, problem: "unchanged" };
  const engineOptions = {
    ...options,
    quantity: order.quantity,
    rushOrder: order.rushOrder,
    packaging: options.packaging as Packaging[],
  } as CustomOptions;
  const quote = quoteCustomOrder({
    ...engineOptions,
    discountCents: discountFor(discountableCents(engineOptions)),
  });
  const adjustmentCents = input.adjustment?.amountCents ?? order.adjustmentCents;
  const totalCents = quote.totalCents + adjustmentCents;
  if (totalCents < 0) return { ok: false, problem: "negative" };
  const taxCents = scaledTaxCents(order.taxCents, order.totalCents, totalCents);
  return {
    ok: true,
    requote: {
      previous: {
        ...previous,
        totalCents: order.totalCents,
        taxCents: order.taxCents,
        owedCents: order.totalCents + order.shippingCents + order.taxCents,
      },
      options,
      adjustmentCents,
      reason: input.adjustment?.reason ?? (adjustmentCents === 0 ? null : order.adjustmentReason),
      pricePerPinCents: quote.pricePerPinCents,
      subtotalCents: quote.subtotalCents,
      rushFeeCents: quote.rushFeeCents,
      discountCents: quote.discountCents,
      totalCents,
      taxCents,
      owedCents: totalCents + order.shippingCents + taxCents,
    },
  };
}

const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

const packagingText = (list: string[]) =>
  list.map((p) => labelOf(PACKAGING_LABELS, p)).join(", ") || labelOf(PACKAGING_LABELS, "just-pins");

/** The options a re-quote changes, in the builder's words, for the proof page and the e-mails. */
export function requoteChanges(requote: Pick<StoredRequote, "previous" | "options">): RequoteChangeJson[] {
  const { previous: a, options: b } = requote;
  const changes: RequoteChangeJson[] = [];
  const add = (option: string, from: string, to: string) => {
    if (from !== to) changes.push({ option, from, to });
  };
  add("Size", isSize(a.size) ? SIZE_LABELS[a.size] : a.size, isSize(b.size) ? SIZE_LABELS[b.size] : b.size);
  add(
    "Plating",
    isPlating(a.plating) ? PLATING_LABELS[a.plating] : a.plating,
    isPlating(b.plating) ? PLATING_LABELS[b.plating] : b.plating,
  );
  add(
    "Pin back",
    isPinBack(a.pinBack) ? PIN_BACK_LABELS[a.pinBack] : a.pinBack,
    isPinBack(b.pinBack) ? PIN_BACK_LABELS[b.pinBack] : b.pinBack,
  );
  add("Packaging", packagingText(a.packaging), packagingText(b.packaging));
  return changes;
}
