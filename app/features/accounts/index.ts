// Browser-safe entry of accounts: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { loginPath, safeRedirect } from "./redirect-to.ts";
export { ROLES, type Role } from "./roles.ts";
