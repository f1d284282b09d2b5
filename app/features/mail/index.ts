// Browser-safe entry of mail: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { MAIL_STATUSES } from "./mail-status.ts";
