import { createMiddleware } from "hono/factory";
import { findSessionUser, readSessionCookie } from "../../features/accounts/index.server.ts";
import { withAuditActor } from "../../lib/audit.server.ts";
import { AppError } from "../../lib/errors.server.ts";
import { clientIp } from "../client-ip.ts";
import type { AppEnv } from "../hono-env.ts";

/** Loads the signed-in user, if any, for every request that is not a static file. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c);
  const user = token && token.length <= 100 ? await findSessionUser(token) : null;
  c.set("user", user);
  c.set("sessionToken", user ? (token ?? null) : null);
  return next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw new AppError("unauthorized", "Please sign in to continue");
  return next();
});

/**
 * Every admin call checks the role on the server; the guard sweep test finds it by identity.
 * The rest of the request runs as this admin, so the changes it makes are audited in their name
 * and with their address (app/lib/audit.server.ts).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw new AppError("unauthorized", "Please sign in to continue");
  if (user.role !== "admin") throw new AppError("forbidden", "Admins only");
  return withAuditActor({ userId: user.id, username: user.username, ip: clientIp(c) }, next);
});
