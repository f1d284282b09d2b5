// The users table without the mail-sending flows, so that `npm run admin:create` (plain Node,
// `.ts` imports only) can load it without the e-mail templates.
import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../../db/schema.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, isUniqueViolation } from "../../lib/errors.server.ts";
import type { AdminUsersQuery } from "./accounts.schemas.ts";
import { passwordField, usernameField } from "./accounts.schemas.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { deleteUserSessions } from "./sessions.server.ts";

export type UserRow = typeof users.$inferSelect;

export const USERNAME_TAKEN = "That username is already taken";
export const EMAIL_TAKEN = "An account with that email already exists";

export function toCurrentUser(
  row: Pick<UserRow, "id" | "username" | "email" | "role" | "emailVerifiedAt">,
): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Usernames and e-mail addresses are unique regardless of case (the indexes use lower()). */
export const sameUsername = (username: string): SQL =>
  sql`lower(${users.username}) = ${username.toLowerCase()}`;
export const sameEmail = (email: string): SQL => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByUsername(
  username: string,
  tx: Executor = db(),
): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(sameUsername(username)).limit(1);
  return row;
}

export async function findUserByEmail(email: string, tx: Executor = db()): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(sameEmail(email)).limit(1);
  return row;
}

/** A unique violation on insert (two sign-ups racing) answers the same 409 as the pre-check. */
export function duplicateAccountError(err: unknown): AppError | undefined {
  if (!isUniqueViolation(err)) return undefined;
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") {
      return new AppError("conflict", constraint.includes("email") ? EMAIL_TAKEN : USERNAME_TAKEN);
    }
    e = (e as { cause?: unknown }).cause;
  }
  return new AppError("conflict", USERNAME_TAKEN);
}

// `admin@localhost` is a fine address for an operator's account, so no public-suffix check here.
const AdminAccountSchema = z.object({
  username: usernameField,
  password: passwordField,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+$/, "Please enter a valid email address"),
});

export type EnsureAdminInput = z.input<typeof AdminAccountSchema>;
export type EnsureAdminAction = "created" | "updated" | "unchanged";

/**
 * Creates that admin, or makes the existing account of that username match: role admin, this
 * e-mail and this password, enabled (the first admin comes from the environment or the CLI, which
 * is also the way back in for an owner locked out). Taking over an existing account ends its
 * sessions, so whoever held it before is signed out.
 */
export async function ensureAdmin(
  input: EnsureAdminInput,
): Promise<{ action: EnsureAdminAction; user: CurrentUser }> {
  const parsed = AdminAccountSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Invalid admin account");
  const { username, password, email } = parsed.data;
  const existing = await findUserByUsername(username);
  const samePassword = existing ? await verifyPassword(existing.passwordHash, password) : false;
  const passwordHash = samePassword && existing ? existing.passwordHash : await hashPassword(password);
  try {
    if (!existing) {
      const [row] = await db()
        .insert(users)
        .values({ username, email, passwordHash, role: "admin", emailVerifiedAt: new Date() })
        .returning();
      return { action: "created", user: toCurrentUser(row!) };
    }
    const sameEmailValue = existing.email.toLowerCase() === email;
    const working = existing.role === "admin" && !existing.disabledAt && !existing.invitedAt;
    if (samePassword && sameEmailValue && working) {
      return { action: "unchanged", user: toCurrentUser(existing) };
    }
    const row = await db().transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          role: "admin",
          passwordHash,
          disabledAt: null,
          invitedAt: null,
          ...(sameEmailValue ? {} : { email, emailVerifiedAt: new Date() }),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (!samePassword || existing.role !== "admin") await deleteUserSessions(existing.id, tx);
      return updated!;
    });
    return { action: "updated", user: toCurrentUser(row) };
  } catch (err) {
    throw duplicateAccountError(err) ?? err;
  }
}

export const ADMIN_USERS_PAGE_SIZE = 25;

/** The admin's list of accounts, newest first, optionally filtered by username or e-mail. */
export async function listUsers({ page, q }: AdminUsersQuery) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const where = pattern ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined;
  const rows = await db()
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  const [totals] = await db().select({ total: count() }).from(users).where(where);
  return {
    users: rows.map((row) => ({ ...toCurrentUser(row), createdAt: row.createdAt.toISOString() })),
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total: totals?.total ?? 0,
  };
}

/** ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL at start-up; nothing when unset. */
export async function ensureAdminFromEnv() {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, ADMIN_EMAIL: email } = env();
  if (!username || !password) return undefined;
  return ensureAdmin({ username, password, email: email ?? `${username}@localhost` });
}
