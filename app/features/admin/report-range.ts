// The date ranges of the owner's reports: calendar days (YYYY-MM-DD) of the owner's time zone,
// both ends included, cut into periods of a day, a week or a month so that a chart of any range
// keeps few enough bars to read on a phone. Browser-safe: the server groups its figures by these
// periods and the page names them.

const DAY_MS = 86_400_000;

/** The longest range a report covers: three years, one of them with a leap day. */
export const REPORT_MAX_DAYS = 1096;
/** A range up to a quarter is shown day by day, up to a year week by week, longer month by month. */
export const DAILY_MAX_DAYS = 92;
export const WEEKLY_MAX_DAYS = 366;

export const REPORT_GRANULARITIES = ["day", "week", "month"] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** A period of a report: its first and last calendar day, both included. */
export interface ReportPeriod {
  start: string;
  end: string;
}

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD, in the years 1900 to 2999. */
export function isCalendarDate(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = utc(value);
  return Number.isFinite(ms) && isoDate(ms) === value;
}

/** The calendar date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) => isoDate(utc(date) + days * DAY_MS);

/** How many calendar days a range holds, both ends included. */
export const daysInRange = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

export function granularityFor(days: number): ReportGranularity {
  if (days <= DAILY_MAX_DAYS) return "day";
  return days <= WEEKLY_MAX_DAYS ? "week" : "month";
}

/** The last day of the period `date` begins under `granularity` (weeks run Monday to Sunday). */
function periodEnd(date: string, granularity: ReportGranularity): string {
  if (granularity === "day") return date;
  if (granularity === "week") return addDays(date, (7 - new Date(utc(date)).getUTCDay()) % 7);
  const d = new Date(utc(date));
  return isoDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/**
 * The periods of a range, oldest first: whole days, weeks or months, the first and last cut to
 * the range (a range from a Wednesday starts with a week of five days).
 */
export function reportPeriods(
  from: string,
  to: string,
): { granularity: ReportGranularity; periods: ReportPeriod[] } {
  const granularity = granularityFor(daysInRange(from, to));
  const periods: ReportPeriod[] = [];
  for (let start = from; start <= to; ) {
    const end = periodEnd(start, granularity);
    periods.push({ start, end: end < to ? end : to });
    start = addDays(end, 1);
  }
  return { granularity, periods };
}

/**
 * Adds figures given per calendar day into the periods they fall in; a period with none gets
 * zeros. Days outside the periods are left out.
 */
export function sumByPeriod<K extends string>(
  periods: ReportPeriod[],
  keys: readonly K[],
  days: ({ day: string } & Record<K, number>)[],
): (ReportPeriod & Record<K, number>)[] {
  const sums = periods.map((p) => ({
    ...p,
    ...(Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>),
  }));
  for (const row of days) {
    const period = sums.find((p) => p.start <= row.day && row.day <= p.end);
    if (!period) continue;
    for (const k of keys) (period as Record<K, number>)[k] += row[k];
  }
  return sums;
}
