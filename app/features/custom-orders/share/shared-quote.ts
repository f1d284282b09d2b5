import type { CustomOptions, CustomOrderQuote } from "../../pricing/index.ts";

// The shareable quote's rules and answers, without zod, so the builder's first load can read the
// link's parameter without the schemas.

/** How long a saved quote's link works. */
export const QUOTE_LIFE_DAYS = 30;

/** `?quote={id}` on /custom reopens the builder with a saved quote. */
export const QUOTE_PARAM = "quote";

/** 128 random bits in base64url: 22 characters. */
export const QUOTE_ID = /^[A-Za-z0-9_-]{22}$/;

export const QUOTE_NOT_FOUND = "This quote link has expired or does not exist.";

export type QuoteOptions = CustomOptions & { inHandsDate: string | null };

export interface CreatedQuoteJson {
  id: string;
  url: string;
  expiresAt: string;
  /** True when the link was e-mailed. */
  emailed: boolean;
}

export interface SharedQuoteJson {
  id: string;
  options: QuoteOptions;
  /** Today's figures from the engine. */
  quote: CustomOrderQuote;
  /** The figures on the day the quote was saved. */
  quotedQuote: CustomOrderQuote;
  /** True when today's total differs from the saved one. */
  pricesChanged: boolean;
  createdAt: string;
  expiresAt: string;
}
