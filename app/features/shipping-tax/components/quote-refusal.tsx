import { TriangleAlertIcon } from "lucide-react";
import type { AddressQuoteState } from "./use-checkout-quote.ts";

/**
 * Why a checkout cannot be paid: the server refused the address (or the code), or the quote
 * failed. Nothing while the quote is pending or ready. Both checkouts (cart and custom deposit) show it.
 */
export function QuoteRefusal({ state }: { state: AddressQuoteState<unknown> }) {
  if (state.status !== "refused" && state.status !== "error") return null;
  return (
    <p className="flex items-start gap-2 text-sm text-destructive" role="alert" data-testid="quote-refusal">
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {state.message}
    </p>
  );
}
