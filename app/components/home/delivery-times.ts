// Turnaround promises (docs/product-rules.md#timings-and-limits). They are
// production lead times, not prices, so they live beside the copy rather than in the pricing
// engine.
export const MOCKUP_TURNAROUND = "24 hours";
export const STANDARD_DELIVERY = "3–4 weeks";
export const RUSH_DELIVERY = "2–3 weeks";
