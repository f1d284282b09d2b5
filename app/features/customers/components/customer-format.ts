// How the Customers screens write a customer's figures. Browser-safe.
import type { MarketingConsent } from "../customers.schemas.ts";

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Mar 4, 2026", or a dash for never. */
export const formatDay = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : "—");

export const CONSENT_LABELS: Record<MarketingConsent, string> = {
  subscribed: "Subscribed",
  "not-subscribed": "Not subscribed",
  unsubscribed: "Unsubscribed",
  "not-on-list": "Not on the list",
};
