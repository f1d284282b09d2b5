// Honest rush marketing: the badge "Only N spots left this month" counts real
// rush orders against the monthly capacity the shop owner sets. Browser-safe: the builder reads
// the answer's shape and the badge text from here.

/** The `settings` row holding the monthly rush capacity (a whole number of orders). */
export const RUSH_CAPACITY_SETTING = "rush_capacity_per_month";

export const RUSH_FULL = "Rush delivery is fully booked this month. Please choose standard delivery.";

/** `GET /api/custom-orders/rush-availability`. */
export interface RushAvailabilityJson {
  capacity: number;
  used: number;
  spotsLeft: number;
}

export function rushSpotsText(spotsLeft: number): string {
  return spotsLeft === 1 ? "Only 1 spot left this month" : `Only ${spotsLeft} spots left this month`;
}
