import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { quotes } from "../../../../db/schema.ts";
import { formatCalendarDate } from "../../../lib/calendar-days.ts";
import { db } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { notFound } from "../../../lib/errors.server.ts";
import { formatUsd } from "../../../lib/money.ts";
import { queueMail } from "../../mail/index.server.ts";
import {
  type CustomOrderQuote,
  PACKAGING_LABELS,
  PIN_BACK_LABELS,
  PLATING_LABELS,
  quoteCustomOrder,
  SIZE_LABELS,
} from "../../pricing/index.ts";
import type { CreateQuoteInput } from "./shared-quote.schemas.ts";
import {
  type CreatedQuoteJson,
  QUOTE_ID,
  QUOTE_LIFE_DAYS,
  QUOTE_NOT_FOUND,
  QUOTE_PARAM,
  type QuoteOptions,
  type SharedQuoteJson,
} from "./shared-quote.ts";

// Shareable quotes: the builder's choices saved under a random id, so a link reopens them on any
// device for QUOTE_LIFE_DAYS. No artwork and no contact details are kept; an e-mail address
// given to send the link to is used once and not stored.

const DAY_MS = 24 * 60 * 60 * 1000;

const quoteUrl = (id: string) => `${env().publicUrl}/custom?${QUOTE_PARAM}=${id}`;

/** The engine's figures for the options, without a discount (a promo code is not shared). */
const priceOf = (options: QuoteOptions): CustomOrderQuote => quoteCustomOrder(options);

/** The choices in the builder's words, one line each, for the e-mail. */
function choiceLines(options: QuoteOptions): string[] {
  return [
    `Quantity: ${options.quantity} pins`,
    `Size: ${SIZE_LABELS[options.size]}`,
    `Plating: ${PLATING_LABELS[options.plating]}`,
    `Pin back: ${PIN_BACK_LABELS[options.pinBack]}`,
    `Packaging: ${options.packaging.map((p) => PACKAGING_LABELS[p]).join(", ")}`,
    `Delivery: ${options.rushOrder ? "Rush" : "Standard"}`,
    ...(options.inHandsDate ? [`In hands by: ${formatCalendarDate(options.inHandsDate)}`] : []),
  ];
}

/** Saves the configuration and, with an address, queues the e-mail with its link. */
export async function createSharedQuote(
  input: CreateQuoteInput,
  now = new Date(),
): Promise<CreatedQuoteJson> {
  const { inHandsDate, ...options } = input.options;
  const id = randomBytes(16).toString("base64url");
  const expiresAt = new Date(now.getTime() + QUOTE_LIFE_DAYS * DAY_MS);
  const figures = priceOf(input.options);
  const url = quoteUrl(id);
  await db().transaction(async (tx) => {
    await tx.insert(quotes).values({ id, options, inHandsDate, figures, createdAt: now, expiresAt });
    if (input.email) {
      await queueMail(tx, {
        to: input.email,
        template: "shared-quote",
        data: {
          url,
          choices: choiceLines(input.options),
          total: formatUsd(figures.totalCents),
          deposit: formatUsd(figures.depositCents),
          validUntil: formatCalendarDate(expiresAt.toISOString().slice(0, 10), "short"),
        },
      });
    }
  });
  return { id, url, expiresAt: expiresAt.toISOString(), emailed: Boolean(input.email) };
}

/** The saved quote priced again today; unknown or expired ids are a 404. */
export async function getSharedQuote(id: string): Promise<SharedQuoteJson> {
  if (!QUOTE_ID.test(id)) throw notFound(QUOTE_NOT_FOUND);
  const [row] = await db()
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), gt(quotes.expiresAt, new Date())))
    .limit(1);
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  // Saved through the engine's checks; an option the engine no longer offers fails here as a 404
  // rather than a wrong price.
  const options = { ...row.options, inHandsDate: row.inHandsDate } as QuoteOptions;
  let quote: CustomOrderQuote;
  try {
    quote = priceOf(options);
  } catch {
    throw notFound(QUOTE_NOT_FOUND);
  }
  const quotedQuote = row.figures;
  return {
    id: row.id,
    options,
    quote,
    quotedQuote,
    pricesChanged: quote.totalCents !== quotedQuote.totalCents,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Expired quotes can never be opened again; the nightly housekeeping drops them. */
export async function purgeExpiredQuotes(now = new Date()): Promise<void> {
  await db().delete(quotes).where(lte(quotes.expiresAt, now));
}
