// The in-hands date: the day a customer needs the pins by (golf pins are bought for an event),
// optional, given in the builder and kept with the order. Browser-safe: the builder, the server,
// the admin and the e-mails read it with these rules.

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How far ahead an in-hands date may be: two years covers any event booked today. */
export const IN_HANDS_MAX_DAYS = 731;

export const IN_HANDS_INVALID = "The in-hands date must be a date written as YYYY-MM-DD";
export const IN_HANDS_PAST = "The in-hands date cannot be in the past";
export const IN_HANDS_TOO_FAR = "The in-hands date must be within the next two years";

/** A real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

/** The calendar date (YYYY-MM-DD) of an instant on this machine's own calendar (the shopper's). */
export function localDate(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The earliest date that is still today somewhere on earth (UTC−12): a date before it is past
 * for every customer, wherever their browser is, so the server refuses only those.
 */
export function earliestToday(now: Date): string {
  return utcDate(now.getTime() - 12 * 60 * 60 * 1000);
}

/** Why an in-hands date cannot be taken, or null when it can. */
export function inHandsProblem(value: unknown, now: Date): string | null {
  if (!isCalendarDate(value)) return IN_HANDS_INVALID;
  if (value < earliestToday(now)) return IN_HANDS_PAST;
  if (value > utcDate(now.getTime() + IN_HANDS_MAX_DAYS * DAY_MS)) return IN_HANDS_TOO_FAR;
  return null;
}
