import { useEffect, useState } from "react";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api.ts";
import type { CheckoutQuoteJson } from "../shipping-tax.schemas.ts";

// A checkout's figures from the server's quote for the address typed so far (the cart's
// `POST /api/checkout/quote`, a custom order's deposit quote), asked again after a pause in the
// typing whenever the address's country or state, or anything else the quote depends on, changes.

/** How long the address must rest before the quote is asked for again. */
export const QUOTE_DEBOUNCE_MS = 400;

export type AddressQuoteState<Q> =
  /** No country yet, or a US address without a state: nothing to quote. */
  | { status: "address" }
  | { status: "loading" }
  | { status: "ready"; quote: Q }
  /** The server refused the address or the code: `message` says why; paying is not possible. */
  | { status: "refused"; message: string; field?: string }
  | { status: "error"; message: string };

export type QuoteState = AddressQuoteState<CheckoutQuoteJson>;

export interface AddressQuoteRequest {
  /** The quote's URL (a POST taking `{ shippingAddress, ...body }`). */
  path: string;
  country: string;
  state: string;
  /** The rest of the request body (a discount code, a checkout token). */
  body: Record<string, unknown>;
  /** Changes whenever something the body does not carry does (the cart's lines), to ask again. */
  key: string;
  headers: Record<string, string>;
}

const quotable = (r: { country: string; state: string }) =>
  /^[A-Za-z]{2}$/.test(r.country.trim()) &&
  (r.country.trim().toUpperCase() !== "US" || r.state.trim() !== "");

function refusalOf(err: unknown): { status: "refused" | "error"; message: string; field?: string } {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
    let field: string | undefined;
    try {
      field = (JSON.parse(err.body ?? "") as { field?: string }).field;
    } catch {
      // A plain-text answer names no field.
    }
    return { status: "refused", message: errorMessage(err), field };
  }
  return { status: "error", message: "Shipping and tax could not be calculated. Please try again." };
}

export function useAddressQuote<Q>(request: AddressQuoteRequest): AddressQuoteState<Q> {
  const [state, setState] = useState<AddressQuoteState<Q>>({ status: "address" });
  const { path, country, state: region, key } = request;
  const body = JSON.stringify(request.body);
  const headers = JSON.stringify(request.headers);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed key needs a new quote though the request does not carry it
  useEffect(() => {
    if (!quotable({ country, state: region })) {
      setState({ status: "address" });
      return;
    }
    setState({ status: "loading" });
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const res = await apiRequest(
          "POST",
          path,
          {
            shippingAddress: { country: country.trim(), state: region.trim() },
            ...(JSON.parse(body) as Record<string, unknown>),
          },
          JSON.parse(headers) as Record<string, string>,
        );
        const quote = (await res.json()) as Q;
        if (current) setState({ status: "ready", quote });
      } catch (err) {
        if (current) setState(refusalOf(err));
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path, country, region, body, key, headers]);

  return state;
}

export interface QuoteRequest {
  country: string;
  state: string;
  discountCode: string | null;
  /** Changes whenever the cart's lines do, so their new figures are asked for. */
  cartKey: string;
  headers: Record<string, string>;
}

/** The cart checkout's quote: `POST /api/checkout/quote` for the session's cart. */
export function useCheckoutQuote(request: QuoteRequest): QuoteState {
  const { country, state, discountCode, cartKey, headers } = request;
  return useAddressQuote<CheckoutQuoteJson>({
    path: "/api/checkout/quote",
    country,
    state,
    body: discountCode ? { discountCode } : {},
    key: cartKey,
    headers,
  });
}
