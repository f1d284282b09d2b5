// Calendar days (YYYY-MM-DD) in a time zone: the day an instant falls on, and the instant a day
// begins. Browser-safe; the time zone is an IANA name such as "America/Los_Angeles".

const DAY_MS = 86_400_000;

function parts(instant: Date, timeZone: string) {
  const list = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => list.find((p) => p.type === type)?.value ?? "";
  return { part, date: `${part("year")}-${part("month")}-${part("day")}` };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return parts(instant, timeZone).date;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const { part, date } = parts(instant, timeZone);
  const wall = Date.parse(`${date}T${part("hour")}:${part("minute")}:${part("second")}Z`);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The first instant of a calendar date in a time zone. Measured twice, because the zone's offset
 * at UTC midnight may differ from its offset at local midnight on a daylight-saving day.
 */
export function startOfDateIn(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = utcMidnight - offsetAt(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - offsetAt(new Date(first), timeZone));
}

/** The calendar date after `date`. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Whether `timeZone` is a time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });

/**
 * A calendar date (YYYY-MM-DD) for people: "Friday, May 14, 2027", or with `short`
 * "May 14, 2027". The same day wherever it is read, since a date has no time zone.
 */
export function formatCalendarDate(date: string, style: "long" | "short" = "long"): string {
  return (style === "long" ? LONG_DATE : SHORT_DATE).format(new Date(`${date}T00:00:00Z`));
}
