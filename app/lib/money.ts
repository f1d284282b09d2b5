// Money is integer cents everywhere inside the shop; dollars exist only at the API edge (the
// records show numbers with two decimals) and on screen through formatUsd()
// (docs/product-rules.md#quantities-and-prices). Browser-safe: the builder, cart drawer, server and
// e-mails share it.

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be a whole number of cents`);
}

/** "$1,234.50"; a negative amount (a discount line, a deposit already paid) reads "-$5.00". */
export function formatUsd(cents: number): string {
  assertCents(cents, "formatUsd");
  return USD.format(cents / 100);
}

/**
 * formatUsd() of a dollar amount from a JSON answer, sign and all: -12.5 reads "-$12.50". Sums
 * and products of such amounts (0.29 × 3 = 0.8699…) are rounded to the nearest cent first.
 */
export function formatDollars(dollars: number): string {
  return formatUsd(Math.round(dollars * 100) + 0); // + 0: -0 (from -0.001) reads "$0.00"
}

/**
 * Dollars as a number for JSON answers. `n / 100` is correctly rounded, so it is the same
 * double as the decimal literal with two places (12345 → 123.45).
 */
export function centsToDollars(cents: number): number {
  assertCents(cents, "centsToDollars");
  return cents / 100;
}

const DOLLAR_STRING = /^\d+(\.\d{1,2})?$/;

/**
 * Exact cents from a dollar amount given by a person or an API ("12.5", 12.34), or null when it
 * is not a non-negative amount with at most two decimals.
 */
export function dollarsToCents(value: number | string): number | null {
  if (typeof value === "string") {
    const text = value.trim();
    if (!DOLLAR_STRING.test(text)) return null;
    const [whole = "0", fraction = ""] = text.split(".");
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    return Number.isSafeInteger(cents) ? cents : null;
  }
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== value) return null;
  return cents + 0; // -0 becomes 0
}

/** PayPal Orders v2 amount value: "12.34" (always two decimals, never negative). */
export function paypalAmount(cents: number): string {
  assertCents(cents, "paypalAmount");
  if (cents < 0) throw new RangeError("paypalAmount cannot be negative");
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, "0");
  return `${whole}.${fraction}`;
}
