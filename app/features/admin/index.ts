// Browser-safe entry of admin: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { dayRange } from "./view-days.ts";
