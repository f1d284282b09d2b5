import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessions, users } from "../../../db/schema.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { toCurrentUser } from "./users.server.ts";

/** Sessions last 30 days and slide forward when used (server-side sessions). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

/** `__Host-` cookies must be Secure; plain-HTTP development uses an unprefixed name. */
export function sessionCookieName(): string {
  return env().secureCookies ? "__Host-sid" : "sid";
}

export async function createSession(userId: number, userAgent: string | undefined, tx: Executor = db()) {
  const token = newToken();
  await tx.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

export async function findSessionUser(token: string): Promise<CurrentUser | null> {
  const idHash = hashToken(token);
  const now = new Date();
  const [row] = await db()
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled account's sessions are deleted when it is disabled; the check here also ends one
    // that a sign-in racing the disable created after that.
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db()
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  return toCurrentUser(row);
}

export async function deleteSession(token: string): Promise<void> {
  await db()
    .delete(sessions)
    .where(eq(sessions.idHash, hashToken(token)));
}

export async function deleteUserSessions(userId: number, tx: Executor = db()): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(): Promise<void> {
  await db().delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName());
}

export function writeSessionCookie(c: Context, token: string): void {
  setCookie(c, sessionCookieName(), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: env().secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName(), { path: "/", secure: env().secureCookies });
}
