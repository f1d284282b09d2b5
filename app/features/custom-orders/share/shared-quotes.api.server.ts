import { Hono } from "hono";
import { bodyField, rateLimit } from "../../../lib/rate-limit.server.ts";
import { clientLimitKey } from "../../../server/client-ip.ts";
import type { AppEnv } from "../../../server/hono-env.ts";
import { validate } from "../../../server/validate.ts";
import { CreateQuoteSchema } from "./shared-quote.schemas.ts";
import { createSharedQuote, getSharedQuote } from "./shared-quotes.server.ts";

/** Mounted at `/api/quotes`: the builder's shareable quotes, for anyone holding the link. */
export const sharedQuotesApi = new Hono<AppEnv>();

// Saving is cheap but writes a row, so it is limited per address; e-mailing the link is limited
// per address and per recipient, so nobody floods one mailbox from many addresses.
const HOUR_MS = 60 * 60 * 1000;
export const QUOTES_PER_ADDRESS = 60;
export const QUOTE_MAILS_PER_ADDRESS = 10;
export const QUOTE_MAILS_PER_EMAIL = 5;

/** The caller's address, only when the body asks for an e-mail. */
const mailingAddress = async (c: Parameters<ReturnType<typeof bodyField>>[0]) =>
  (await bodyField("email")(c)) === undefined ? undefined : clientLimitKey(c);

sharedQuotesApi.post(
  "/",
  rateLimit({ name: "quote-save", limit: QUOTES_PER_ADDRESS, windowMs: HOUR_MS }),
  rateLimit({ name: "quote-mail", limit: QUOTE_MAILS_PER_ADDRESS, windowMs: HOUR_MS, key: mailingAddress }),
  rateLimit({
    name: "quote-mail-email",
    limit: QUOTE_MAILS_PER_EMAIL,
    windowMs: HOUR_MS,
    key: bodyField("email"),
  }),
  validate("json", CreateQuoteSchema),
  async (c) => c.json(await createSharedQuote(c.req.valid("json")), 201),
);

sharedQuotesApi.get("/:id", async (c) => {
  c.header("Cache-Control", "private, no-store");
  c.header("Referrer-Policy", "no-referrer");
  return c.json(await getSharedQuote(c.req.param("id")));
});
