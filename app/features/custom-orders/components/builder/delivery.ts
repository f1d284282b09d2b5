// Delivery promises of the builder: the
// estimate is 4 weeks + 5 days from today for standard delivery, 3 weeks + 5 days for rush.

export const STANDARD_DELIVERY_LABEL = "Standard delivery (3-4 weeks)";
export const RUSH_DELIVERY_LABEL = "Rush delivery (2-3 weeks)";
export const RUSH_APPROVAL_PROMISE = "Design approval within 12 hours";

const DAY_MS = 24 * 60 * 60 * 1000;
const STANDARD_DAYS = 4 * 7 + 5;
const RUSH_DAYS = 3 * 7 + 5;

export function estimatedDelivery(rushOrder: boolean, today: Date): Date {
  return new Date(today.getTime() + (rushOrder ? RUSH_DAYS : STANDARD_DAYS) * DAY_MS);
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
