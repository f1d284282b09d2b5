/**
 * Dates in en-US long format ("March 1, 2026"). Posts go out on the shop's
 * calendar (Newport Beach, CA), and one fixed zone keeps the server's HTML and the browser's
 * render the same.
 */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Los_Angeles" });

export function formatPostDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
