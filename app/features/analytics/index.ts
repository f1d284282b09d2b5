// Browser-safe entry of analytics: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { normalizePagePath } from "./page-path.ts";
export { usePageViews } from "./use-page-views.ts";
