// Server-side entry of accounts: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { hashPassword } from "./passwords.server.ts";
export {
  createSession,
  findSessionUser,
  purgeExpiredSessions,
  readSessionCookie,
  sessionCookieName,
} from "./sessions.server.ts";
export { EMAIL_VERIFY_TTL_MS, LOGIN_LINK_TTL_MS, PASSWORD_RESET_TTL_MS } from "./token-lifetimes.ts";
export { ensureAdmin, ensureAdminFromEnv } from "./users.server.ts";
