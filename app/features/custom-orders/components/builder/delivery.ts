// Delivery promises of the builder: the
// estimate is 4 weeks + 5 days from today for standard delivery, 3 weeks + 5 days for rush.

import { localDate } from "../../in-hands-date.ts";

export const STANDARD_DELIVERY_LABEL = "Standard delivery (3-4 weeks)";
export const RUSH_DELIVERY_LABEL = "Rush delivery (2-3 weeks)";
export const RUSH_APPROVAL_PROMISE = "Design approval within 12 hours";

const STANDARD_DAYS = 4 * 7 + 5;
const RUSH_DAYS = 3 * 7 + 5;

/** Counted in calendar days on the shopper's own calendar, so a change of clocks moves nothing. */
export function estimatedDelivery(rushOrder: boolean, today: Date): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + (rushOrder ? RUSH_DAYS : STANDARD_DAYS));
  return date;
}

/**
 * Which delivery gets the pins there by the in-hands date (YYYY-MM-DD) when ordered `today`:
 * both (standard does, so rush does too), only rush, or neither. Arriving on the day is in time.
 */
export type InHandsVerdict = "both" | "rush-only" | "neither";

export function inHandsVerdict(inHandsDate: string, today: Date): InHandsVerdict {
  if (localDate(estimatedDelivery(false, today)) <= inHandsDate) return "both";
  if (localDate(estimatedDelivery(true, today)) <= inHandsDate) return "rush-only";
  return "neither";
}

/** "Thursday, January 7, 2027" (en-US long). */
export function formatDeliveryDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}
