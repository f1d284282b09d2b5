// Calendar days in a time zone, for the page-views chart: the server counts views per day
// of the admin's calendar, and the chart labels them.

import { dateIn } from "../../lib/calendar-days.ts";

export { dateIn };

/** `count` consecutive dates ending with today (in `timeZone`), oldest first. */
export function dayRange(now: Date, timeZone: string, count: number): string[] {
  const today = new Date(`${dateIn(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(today.getTime() - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
