// Calendar days in a time zone, for the page-views chart: the server counts views per day
// of the admin's calendar, and the chart labels them.

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** `count` consecutive dates ending with today (in `timeZone`), oldest first. */
export function dayRange(now: Date, timeZone: string, count: number): string[] {
  const today = new Date(`${dateIn(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(today.getTime() - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
