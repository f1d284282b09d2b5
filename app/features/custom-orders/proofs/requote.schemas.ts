import { z } from "zod";
import { dollarsToCents } from "../../../lib/money.ts";
import { PIN_BACKS, PLATINGS, packagingProblem, SIZES } from "../../pricing/index.ts";

// The owner's re-quote at the proof (docs/decisions/019-requote-at-the-proof.md): the `requote`
// field of `POST /api/custom-orders/{id}/mockups`, a JSON string with new options and/or a signed
// adjustment with its reason, and what the proof page reads back. Browser-safe: the admin's
// form checks with the same schema and messages as the server.

export const ADJUSTMENT_REASON_MAX = 200;
/** No adjustment moves an order by more than this, either way (dollars). */
export const ADJUSTMENT_MAX_DOLLARS = 100_000;

export const REQUOTE_NOT_JSON = "The re-quote must be a JSON object.";
export const REQUOTE_EMPTY = "A re-quote needs new options or an adjustment.";
export const REQUOTE_CHANGES_NOTHING =
  "This re-quote changes nothing: pick other options or add an adjustment.";
export const REASON_REQUIRED = "Give the reason for the adjustment.";
export const REASON_TOO_LONG = `The reason can be at most ${ADJUSTMENT_REASON_MAX} characters.`;
export const ADJUSTMENT_AMOUNT_INVALID = `The adjustment must be a non-zero amount in dollars, at most ${ADJUSTMENT_MAX_DOLLARS.toLocaleString("en-US")} either way.`;
export const REQUOTE_BELOW_ZERO = "The adjustment would take the order's price below zero.";
export const REQUOTE_CLOSED =
  "The design and price of this order are already approved, so the quote can no longer change.";

/** Signed dollars to cents (the money helper reads amounts, which are never negative). */
const signedCents = (dollars: number) => Math.sign(dollars) * (dollarsToCents(Math.abs(dollars)) ?? 0);

/** Control and invisible formatting characters go, as in the mockup note. */
const cleanText = (value: string) => value.replace(/\p{Cc}|\p{Cf}/gu, " ").trim();

const RequoteOptionsSchema = z
  .strictObject({
    size: z.enum(SIZES).optional(),
    plating: z.enum(PLATINGS).optional(),
    pinBack: z.enum(PIN_BACKS).optional(),
    /** A list, or the order record's comma-joined string. */
    packaging: z.union([z.array(z.string().max(40)).max(10), z.string().max(200)]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.packaging === undefined) return;
    const problem = packagingProblem(value.packaging);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["packaging"] });
  });

const AdjustmentSchema = z.strictObject({
  /** Dollars, signed, as every money figure of the API. */
  amount: z
    .number({ error: ADJUSTMENT_AMOUNT_INVALID })
    .refine((v) => Math.abs(v) <= ADJUSTMENT_MAX_DOLLARS && signedCents(v) !== 0, ADJUSTMENT_AMOUNT_INVALID),
  reason: z
    .string({ error: REASON_REQUIRED })
    .transform(cleanText)
    .pipe(z.string().min(1, REASON_REQUIRED).max(ADJUSTMENT_REASON_MAX, REASON_TOO_LONG)),
});

export const RequoteSchema = z
  .strictObject({ options: RequoteOptionsSchema.optional(), adjustment: AdjustmentSchema.optional() })
  .refine((v) => v.options !== undefined || v.adjustment !== undefined, REQUOTE_EMPTY)
  .transform((v) => ({
    options: v.options ?? {},
    adjustment: v.adjustment
      ? { amountCents: signedCents(v.adjustment.amount), reason: v.adjustment.reason }
      : null,
  }));
export type RequoteInput = z.input<typeof RequoteSchema>;
export type Requote = z.output<typeof RequoteSchema>;

/** The options a re-quote may change; quantity and rush stay as ordered. */
export interface RequotedOptions {
  size: string;
  plating: string;
  pinBack: string;
  packaging: string[];
}

/**
 * A re-quote as stored on its mockup version, in cents: the options and figures before (as the
 * order was when the owner made it) and after. Approving the version writes "after" on the order.
 */
export interface StoredRequote {
  previous: RequotedOptions & { totalCents: number; taxCents: number; owedCents: number };
  options: RequotedOptions;
  /** The order's adjustment line after the re-quote (signed), and its reason. */
  adjustmentCents: number;
  reason: string | null;
  pricePerPinCents: number;
  subtotalCents: number;
  rushFeeCents: number;
  discountCents: number;
  /** The pins after the discount, with the adjustment: the order's new totalCents. */
  totalCents: number;
  taxCents: number;
  /** total + shipping + tax: what the order will owe in all. */
  owedCents: number;
}

/** One option the re-quote changes, in the builder's words. */
export interface RequoteChangeJson {
  option: string;
  from: string;
  to: string;
}

/**
 * `quote` of `GET /api/proofs/{token}` (dollars, as the rest of the proof): the order's total
 * before and after the re-quote, what was paid (net of refunds), the balance the new price
 * leaves, and what approving refunds when the new total is below what was paid.
 */
export interface ProofQuoteJson {
  previousTotal: number;
  total: number;
  paid: number;
  balance: number;
  refund: number;
  adjustment: number;
  reason: string | null;
  changes: RequoteChangeJson[];
}

/** The re-quote of a mockup version in short, for the admin's list of versions. */
export interface MockupRequoteJson {
  previousTotal: number;
  total: number;
  adjustment: number;
  reason: string | null;
  changes: RequoteChangeJson[];
}
