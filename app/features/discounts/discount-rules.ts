import { formatUsd } from "../../lib/money.ts";
import type { DiscountType } from "./discount-types.ts";

// Whether a discount code applies to an order, and for how much. Pure, so the
// cart drawer's preview and the server's check at payment give the same answer; the server
// calls it again at payment with the row it locked, never trusting a client's discount.

/** The fields of a discount code row that decide its validity (db/schema.ts `discountCodes`). */
export interface DiscountCodeTerms {
  code: string;
  discountType: DiscountType;
  /** Percent (1–100) for percentage codes, cents for fixed codes. */
  discountValue: number;
  minimumOrderAmountCents: number | null;
  maxUses: number | null;
  usedCount: number;
  isActive: boolean;
  /** The first moment the code works, and the first moment it no longer does. */
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface DiscountCheck {
  /** The row found for the normalized code, or null when there is none. */
  code: DiscountCodeTerms | null;
  orderAmountCents: number;
  now: Date;
}

export type DiscountEvaluation = { valid: true; discountCents: number } | { valid: false; error: string };

/** The first is the cart drawer's fixed text for an invalid code; the others say what went wrong. */
export const DISCOUNT_ERRORS = {
  unknown: "This discount code is not valid",
  inactive: "This discount code is no longer active",
  notStarted: "This discount code is not active yet",
  expired: "This discount code has expired",
  usedUp: "This discount code has reached its usage limit",
} as const;

export function minimumOrderError(minimumCents: number): string {
  return `This code needs an order of at least ${formatUsd(minimumCents)}`;
}

/** Codes are letters, digits, `_` and `-`; anything else (`%`, `*`, inner spaces) is no code. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{2,32}$/;

/**
 * The code as stored (trimmed, uppercased, as the cart drawer shows it), or null if malformed.
 * ASCII is checked before uppercasing, because "ſ" and "ı" uppercase to "S" and "I".
 */
export function normalizeCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  if (!/^[\x20-\x7e]*$/.test(trimmed)) return null;
  const code = trimmed.toUpperCase();
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

/** The discount in cents: percentages round half up to the cent; never more than the order. */
export function discountCentsFor(
  terms: Pick<DiscountCodeTerms, "discountType" | "discountValue">,
  orderAmountCents: number,
): number {
  const value = Math.max(0, terms.discountValue);
  const cents =
    terms.discountType === "percentage"
      ? Math.floor((orderAmountCents * value + 50) / 100)
      : Math.trunc(value);
  return Math.min(cents, orderAmountCents);
}

/** Active flag, start and end dates, maximum uses, minimum order amount, then the amount. */
export function evaluateDiscountCode({ code, orderAmountCents, now }: DiscountCheck): DiscountEvaluation {
  if (!Number.isSafeInteger(orderAmountCents) || orderAmountCents < 0) {
    throw new RangeError("orderAmountCents must be a non-negative whole number of cents");
  }
  if (code === null) return { valid: false, error: DISCOUNT_ERRORS.unknown };
  if (!code.isActive) return { valid: false, error: DISCOUNT_ERRORS.inactive };
  if (code.startsAt !== null && now < code.startsAt)
    return { valid: false, error: DISCOUNT_ERRORS.notStarted };
  if (code.endsAt !== null && now >= code.endsAt) return { valid: false, error: DISCOUNT_ERRORS.expired };
  if (code.maxUses !== null && code.usedCount >= code.maxUses) {
    return { valid: false, error: DISCOUNT_ERRORS.usedUp };
  }
  const minimum = code.minimumOrderAmountCents;
  if (minimum !== null && orderAmountCents < minimum)
    return { valid: false, error: minimumOrderError(minimum) };
  return { valid: true, discountCents: discountCentsFor(code, orderAmountCents) };
}
