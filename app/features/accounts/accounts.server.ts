import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { authTokens, users } from "../../../db/schema.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.server.ts";
import { queueMail } from "../mail/index.server.ts";
import type { RegisterPayload } from "./accounts.schemas.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "./passwords.server.ts";
import { deleteUserSessions, hashToken, newToken } from "./sessions.server.ts";
import { EMAIL_VERIFY_TTL_MS, PASSWORD_RESET_TTL_MS } from "./token-lifetimes.ts";
import {
  duplicateAccountError,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserByUsername,
  toCurrentUser,
  USERNAME_TAKEN,
  type UserRow,
} from "./users.server.ts";

export { ensureAdmin, listUsers, toCurrentUser } from "./users.server.ts";

export const INVALID_LOGIN = "Invalid username or password";
export const INVALID_LINK = "This link has expired or is invalid";

type TokenPurpose = (typeof authTokens.$inferInsert)["purpose"];

/** A new link replaces any unused one of the same kind; only the token's hash is stored. */
export async function issueToken(
  tx: Executor,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  await tx
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  const token = newToken();
  await tx
    .insert(authTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

/** Marks the token used in the same statement that checks it, so it works exactly once. */
export async function consumeToken(tx: Executor, token: string, purpose: TokenPurpose): Promise<number> {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: authTokens.userId });
  if (!row) throw new AppError("invalid", INVALID_LINK);
  return row.userId;
}

async function queueVerification(tx: Executor, user: UserRow): Promise<void> {
  const token = await issueToken(tx, user.id, "email_verify", EMAIL_VERIFY_TTL_MS);
  await queueMail(tx, {
    to: user.email,
    template: "verify-email",
    data: { username: user.username, url: `${env().publicUrl}/verify-email?token=${token}` },
  });
}

/** Creates a customer (never anything else) and e-mails the verification link. */
export async function registerUser(input: RegisterPayload): Promise<CurrentUser> {
  if (await findUserByUsername(input.username)) throw new AppError("conflict", USERNAME_TAKEN);
  if (await findUserByEmail(input.email)) throw new AppError("conflict", EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, role: "customer" })
        .returning();
      await queueVerification(tx, row!);
      return toCurrentUser(row!);
    });
  } catch (err) {
    throw duplicateAccountError(err) ?? err;
  }
}

/**
 * One answer for an unknown username, a wrong password and a disabled account, in about the same
 * time: telling a disabled account's holder so only after the right password would confirm that
 * password to whoever typed it.
 */
export async function authenticate(username: string, password: string): Promise<CurrentUser> {
  const user = await findUserByUsername(username);
  // An invited member of staff has no password yet (an empty hash, which fails at once): the
  // dummy check runs instead, so the answer's timing does not tell that the invitation exists.
  if (!user?.passwordHash) {
    await verifyDummyPassword(password);
    throw new AppError("unauthorized", INVALID_LOGIN);
  }
  const right = await verifyPassword(user.passwordHash, password);
  if (!right || user.disabledAt) throw new AppError("unauthorized", INVALID_LOGIN);
  return toCurrentUser(user);
}

/**
 * Answers nothing either way, so the call does not tell whether an account has that e-mail. A
 * member of staff whose invitation is still waiting gets no reset link: it would replace the
 * invitation's link (one live link per account), so anyone knowing the address could cut the
 * invitation short; the owner sends the invitation again from Staff instead.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.disabledAt || user.invitedAt) return;
  await db().transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "password_reset", PASSWORD_RESET_TTL_MS);
    await queueMail(tx, {
      to: user.email,
      template: "password-reset",
      data: { username: user.username, url: `${env().publicUrl}/reset-password?token=${token}` },
    });
  });
}

/**
 * Sets the new password and ends every session of the account. The link arrived by e-mail, so
 * using it also proves the address. An invited member of staff sets their first password here,
 * which ends the invitation; a disabled account's link no longer works.
 */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  // Checked before hashing, so made-up tokens cost no hashing work.
  const [valid] = await db()
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(usable(token, "password_reset"));
  if (!valid) throw new AppError("invalid", INVALID_LINK);
  const passwordHash = await hashPassword(password);
  await db().transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "password_reset");
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, invitedAt: null, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, userId), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!updated) throw new AppError("invalid", INVALID_LINK);
    await deleteUserSessions(userId, tx);
  });
}

export async function verifyEmail(token: string): Promise<void> {
  await db().transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "email_verify");
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId));
  });
}

/** Sends a fresh verification link, unless the address is already verified. */
export async function resendVerification(userId: number): Promise<void> {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user || user.emailVerifiedAt) return;
  await db().transaction((tx) => queueVerification(tx, user));
}
