import { Hono } from "hono";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { validate } from "../../server/validate.ts";
import { cartOwnerFor } from "../cart/index.server.ts";
import { CheckoutQuoteRequestSchema } from "../shipping-tax/shipping-tax.schemas.ts";
import { quoteCart } from "./cart-quote.server.ts";

/**
 * The quote answers whether a discount code is valid, so it allows no more than the discount
 * check does (30 a minute), or it would be the faster way to guess codes. The checkout asks
 * only when the country, state, code or cart changes, after a pause in the typing.
 */
export const QUOTE_LIMIT = { limit: 30, windowMs: 60_000 };

/** Mounted at `/api/checkout/quote`: public, for the session's cart. */
export const checkoutQuoteApi = new Hono<AppEnv>();

checkoutQuoteApi.post(
  "/",
  rateLimit({ name: "checkout-quote", ...QUOTE_LIMIT }),
  validate("json", CheckoutQuoteRequestSchema),
  async (c) => c.json(await quoteCart(cartOwnerFor(c), c.req.valid("json"))),
);
