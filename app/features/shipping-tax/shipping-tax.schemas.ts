import { z } from "zod";
import { dollarsToCents } from "../../lib/money.ts";
import { COUNTRY_NEEDED, isCountryCode } from "./countries.ts";
import { SHIPPING_RATE_SCOPES } from "./shipping-scope.ts";
import { isUsState } from "./us-states.ts";

// The owner's rates and the checkout quote, as the API takes and answers them: dollars with two
// decimals, percent with up to three, countries and US states by their two-letter codes.

/** Amounts beyond this are typing mistakes, and would overflow the cents columns. */
const MAX_DOLLARS = 100_000;
/** An owner may set many zones, but not an unbounded list. */
const MAX_RATES = 300;

const dollars = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(MAX_DOLLARS, message)
    .refine((v) => dollarsToCents(v) !== null, message);

/** A country's ISO 3166-1 alpha-2 code, in any case ("us" reads as US). */
export const CountryCodeSchema = z
  .string({ error: COUNTRY_NEEDED })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, COUNTRY_NEEDED);

const stateCode = z
  .string({ error: "Use the US state's two-letter code, e.g. CA" })
  .trim()
  .toUpperCase()
  .refine(isUsState, "Use the US state's two-letter code, e.g. CA");

export const ShippingRateInputSchema = z
  .strictObject({
    country: CountryCodeSchema,
    state: stateCode.nullish(),
    flatRate: dollars("Flat rate must be a dollar amount with at most two decimals"),
    freeOver: dollars("Free shipping over must be a dollar amount with at most two decimals").nullish(),
  })
  .refine((r) => !r.state || r.country === "US", {
    message: "A state can only be set for the United States (US)",
    path: ["state"],
  });

/** Two rates for the same place would leave the shopper's figure to chance. */
const noDuplicates =
  <T>(key: (item: T) => string, what: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: "custom", message: what(item), path: [index] });
      seen.add(k);
    });
  };

/**
 * `?scope=` of `GET/PUT /api/admin/shipping-rates`: the cart's rates (the default) or the
 * custom orders' own.
 */
export const ShippingScopeQuerySchema = z.object({
  scope: z.enum(SHIPPING_RATE_SCOPES, { error: "scope must be cart or custom" }).default("cart"),
});

/** `PUT /api/admin/shipping-rates`: the whole list, replacing the one before. */
export const ShippingRatesInputSchema = z.strictObject({
  rates: z
    .array(ShippingRateInputSchema)
    .max(MAX_RATES, `At most ${MAX_RATES} shipping rates`)
    .superRefine(
      noDuplicates(
        (r) => `${r.country}/${r.state ?? ""}`,
        (r) => `There are two shipping rates for ${r.state ? `${r.state}, ` : ""}${r.country}`,
      ),
    ),
});
export type ShippingRatesInput = z.infer<typeof ShippingRatesInputSchema>;

const RATE_MESSAGE = "Rate must be a percent from 0 to 100 with at most three decimals";

export const TaxRateInputSchema = z.strictObject({
  state: stateCode,
  rate: z
    .number({ error: RATE_MESSAGE })
    .min(0, RATE_MESSAGE)
    .max(100, RATE_MESSAGE)
    .refine((v) => Math.round(v * 1000) / 1000 === v, RATE_MESSAGE),
  onShipping: z.boolean({ error: "onShipping must be true or false" }),
});

/** `PUT /api/admin/tax-rates`: the whole list, replacing the one before. */
export const TaxRatesInputSchema = z.strictObject({
  rates: z
    .array(TaxRateInputSchema)
    .max(MAX_RATES, `At most ${MAX_RATES} tax rates`)
    .superRefine(
      noDuplicates(
        (r) => r.state,
        (r) => `There are two tax rates for ${r.state}`,
      ),
    ),
});
export type TaxRatesInput = z.infer<typeof TaxRatesInputSchema>;

export interface ShippingRateJson {
  country: string;
  state: string | null;
  flatRate: number;
  freeOver: number | null;
}

/**
 * `GET /api/custom-orders/shipping`: how custom orders ship within the US, for the builder to
 * say before checkout. `free` (no custom-order rate, or a US rate of 0), one `flat` rate for the
 * whole US, or rates that depend on the address (`at-checkout`).
 */
export type CustomShippingJson =
  | { shipping: "free" }
  | { shipping: "flat"; flatRate: number; freeOver: number | null }
  | { shipping: "at-checkout" };

export interface TaxRateJson {
  state: string;
  rate: number;
  onShipping: boolean;
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Where the order ships, as far as the shopper has typed it: the country decides the shipping
 * rate, and for the US the state decides the state rate and the sales tax.
 */
export const QuoteAddressSchema = z.strictObject({
  line1: optionalText(200),
  line2: optionalText(200),
  city: optionalText(100),
  state: z.string().trim().max(100, "State must be at most 100 characters").default(""),
  postalCode: optionalText(12),
  country: CountryCodeSchema,
});

/** `POST /api/checkout/quote`. */
export const CheckoutQuoteRequestSchema = z.strictObject({
  shippingAddress: QuoteAddressSchema,
  discountCode: z.string().max(64).nullish(),
});
export type CheckoutQuoteRequest = z.infer<typeof CheckoutQuoteRequestSchema>;

/** The quote's answer, in dollars. */
export interface CheckoutQuoteJson {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}
