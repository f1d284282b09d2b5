// Browser-safe entry of marketing: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { describeOffer } from "./campaign-mail.ts";
export { CAMPAIGN_STATUSES, RECIPIENT_STATUSES } from "./campaign-status.ts";
