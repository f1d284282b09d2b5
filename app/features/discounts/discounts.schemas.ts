import { z } from "zod";
import { dollarsToCents } from "../../lib/money.ts";
import { DISCOUNT_CODE_PATTERN } from "./discount-rules.ts";
import { DISCOUNT_TYPES } from "./discount-types.ts";

/** Amounts beyond this are typing mistakes, and would overflow the cents columns. */
const MAX_DOLLARS = 100_000;
const MAX_USES = 1_000_000;

const dollars = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(MAX_DOLLARS, message)
    .refine((v) => dollarsToCents(v) !== null, message);

/**
 * `POST /api/discount-codes/validate`. Not strict: a client's extra figures, such as
 * a `discountAmount`, are ignored, never trusted.
 */
export const ValidateDiscountSchema = z.object({
  code: z.string({ error: "Please enter a discount code" }).max(64, "This discount code is not valid"),
  orderAmount: dollars("The order amount must be a dollar amount"),
});
export type ValidateDiscount = z.infer<typeof ValidateDiscountSchema>;

/** The validation answer: amounts in dollars. */
export interface DiscountValidationJson {
  valid: boolean;
  discountCode?: { code: string; discountType: (typeof DISCOUNT_TYPES)[number]; discountValue: number };
  discountAmount: number;
  error?: string;
}

/**
 * A start or end: a day of the shop's calendar ("2026-06-01"; an end day counts through its last
 * moment, docs/product-rules.md#discount-codes), or an exact ISO instant.
 */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Use a date such as 2026-06-01, or an ISO date and time such as 2026-06-01T00:00:00Z",
});

const DAY_MS = 86_400_000;
/** A day ("2026-06-01") rather than an instant. */
export const isCalendarDay = (v: string) => v.length === 10;
/** When a start or an end takes effect, for comparing the two (an end day lasts the whole day). */
const startMs = (v: string) => Date.parse(isCalendarDay(v) ? `${v}T00:00:00Z` : v);
const endMs = (v: string) => startMs(v) + (isCalendarDay(v) ? DAY_MS : 0);

// Without defaults: in a PATCH an absent field must keep its stored value, not take a default.
const discountCodeShape = {
  code: z
    .string({ error: "Code is required" })
    .trim()
    .toUpperCase()
    .regex(DISCOUNT_CODE_PATTERN, "Code must be 2 to 32 letters, digits, dashes or underscores"),
  discountType: z.enum(DISCOUNT_TYPES, { error: "Discount type must be percentage or fixed" }),
  /** Percent for percentage codes, dollars for fixed codes. */
  discountValue: z.number({ error: "Discount value is required" }),
  minimumOrderAmount: dollars("Minimum order amount must be a dollar amount").nullable().optional(),
  maxUses: z
    .number({ error: "Maximum uses must be a whole number of at least 1" })
    .int("Maximum uses must be a whole number of at least 1")
    .min(1, "Maximum uses must be a whole number of at least 1")
    .max(MAX_USES, `Maximum uses can be at most ${MAX_USES}`)
    .nullable()
    .optional(),
  isActive: z.boolean({ error: "Active must be true or false" }).optional(),
  startsAt: dateOrInstant.nullable().optional(),
  endsAt: dateOrInstant.nullable().optional(),
};

/** Admin create and the merged result of an edit. */
export const DiscountCodeInputSchema = z.strictObject(discountCodeShape).superRefine((v, ctx) => {
  if (
    v.discountType === "percentage" &&
    !(Number.isInteger(v.discountValue) && v.discountValue >= 1 && v.discountValue <= 100)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["discountValue"],
      message: "A percentage must be a whole number from 1 to 100",
    });
  }
  if (v.discountType === "fixed") {
    const cents = dollarsToCents(v.discountValue);
    if (cents === null || cents <= 0 || v.discountValue > MAX_DOLLARS) {
      ctx.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: "A fixed discount must be a dollar amount above $0.00",
      });
    }
  }
  if (v.startsAt && v.endsAt && endMs(v.endsAt) <= startMs(v.startsAt)) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end date must be after the start date" });
  }
});
export type DiscountCodeInput = z.infer<typeof DiscountCodeInputSchema>;

/** Admin edit: any subset of the fields; the merged code is checked as a whole. */
export const DiscountCodePatchSchema = z.strictObject(discountCodeShape).partial();
export type DiscountCodePatch = z.infer<typeof DiscountCodePatchSchema>;

/**
 * The admin list's record; money in dollars. `startsAt` is the first instant the code works and
 * `endsAt` the first instant it no longer does; `startsOn` and `endsOn` are the same as days of
 * the shop's calendar, both included, as the admin enters them.
 */
export interface DiscountCodeJson {
  id: number;
  code: string;
  discountType: (typeof DISCOUNT_TYPES)[number];
  discountValue: number;
  minimumOrderAmount: number | null;
  maxUses: number | null;
  usedCount: number;
  isActive: boolean;
  startsAt: string | null;
  endsAt: string | null;
  startsOn: string | null;
  endsOn: string | null;
  createdAt: string;
}
