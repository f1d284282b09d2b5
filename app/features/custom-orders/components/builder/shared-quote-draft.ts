import { formatCalendarDate } from "../../../../lib/calendar-days.ts";
import { formatUsd } from "../../../../lib/money.ts";
import { isAllowedQuantity, isPinBack, isPlating, isSize, packagingProblem } from "../../../pricing/index.ts";
import { isCalendarDate, localDate } from "../../in-hands-date.ts";
import { QUOTE_ID, QUOTE_NOT_FOUND, type SharedQuoteJson } from "../../share/index.ts";
import type { BuilderState } from "./builder-state.ts";

// A shared quote's link (`/custom?quote={id}`): the builder takes the saved choices and opens at
// the review, priced by the engine today. Only the choices travel: the shopper's own name, e-mail
// and artwork in this browser stay as they are; a promo code is not part of a quote.

export const QUOTE_FAILED = "We could not load that quote. Please try again.";

/** The builder's patch for the quote: each choice the engine still offers, at the review step. */
export function sharedQuotePatch(quote: SharedQuoteJson, now = new Date()): Partial<BuilderState> {
  const { options } = quote;
  const patch: Partial<BuilderState> = {
    currentStep: 5,
    promoCode: "",
    appliedDiscount: null,
    rushOrder: options.rushOrder === true,
    // A day that has passed since the quote was saved is left for the shopper to choose again.
    inHandsDate:
      isCalendarDate(options.inHandsDate) && options.inHandsDate >= localDate(now) ? options.inHandsDate : "",
  };
  if (isAllowedQuantity(options.quantity)) patch.quantity = options.quantity;
  if (isSize(options.size)) patch.size = options.size;
  if (isPlating(options.plating)) patch.plating = options.plating;
  if (isPinBack(options.pinBack)) patch.pinBack = options.pinBack;
  if (!packagingProblem(options.packaging)) patch.packaging = options.packaging;
  return patch;
}

/** "Prices as of today" when the total moved since the quote was saved; null when it did not. */
export function pricesNote(quote: SharedQuoteJson): string | null {
  if (!quote.pricesChanged) return null;
  const day = formatCalendarDate(quote.createdAt.slice(0, 10), "short");
  return `Prices as of today: ${formatUsd(quote.quote.totalCents)} (quoted ${formatUsd(quote.quotedQuote.totalCents)} on ${day}).`;
}

export type SharedQuoteResult =
  | { kind: "loaded"; patch: Partial<BuilderState>; note: string | null }
  | { kind: "failed"; message: string };

/** `GET /api/quotes/{id}`. */
export async function loadSharedQuote(id: string): Promise<SharedQuoteResult> {
  if (!QUOTE_ID.test(id)) return { kind: "failed", message: QUOTE_NOT_FOUND };
  let res: Response;
  try {
    res = await fetch(`/api/quotes/${id}`);
  } catch {
    return { kind: "failed", message: QUOTE_FAILED };
  }
  if (res.status === 404) return { kind: "failed", message: QUOTE_NOT_FOUND };
  const body = (await res.json().catch(() => null)) as SharedQuoteJson | null;
  if (!res.ok || !body?.options) return { kind: "failed", message: QUOTE_FAILED };
  return { kind: "loaded", patch: sharedQuotePatch(body), note: pricesNote(body) };
}
