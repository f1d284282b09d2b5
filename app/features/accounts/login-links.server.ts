// Signing in with an e-mailed link (docs/decisions/022-addresses-and-sign-in-limits.md): the way
// in for an account holder while guessers have spent the account's password attempts. Asking
// answers the same for every e-mail: the request only enqueues a job, which looks the address up
// and, for an active account, mails a one-time link; so an address with an account takes no
// longer to answer than one without, and a restart right after the answer still sends the mail.
import { and, eq, isNull, sql } from "drizzle-orm";
import { users } from "../../../db/schema.ts";
import { type AuditActor, recordAuditAs } from "../../lib/audit.server.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.server.ts";
import { enqueue, registerJob } from "../../lib/jobs.server.ts";
import { queueMail } from "../mail/index.server.ts";
import { consumeToken, INVALID_LINK, issueToken } from "./accounts.server.ts";
import { LOGIN_LINK_TTL_MS } from "./token-lifetimes.ts";
import { findUserByEmail, toCurrentUser } from "./users.server.ts";

/** What every request for a link answers, whether or not the e-mail has an account. */
export const LOGIN_LINK_ANSWER = {
  message: "If an account uses that e-mail, a sign-in link is on its way. It works once, for 15 minutes.",
} as const;

export const LOGIN_LINK_JOB = "accounts.login-link";

/**
 * Mails a sign-in link to an active account with that e-mail. A disabled account gets nothing,
 * and neither does a member of staff whose invitation is waiting (their way in is the
 * invitation's link, which sets their first password).
 */
async function mailLoginLink({ email }: { email: string }): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.disabledAt || user.invitedAt) return;
  await db().transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "login_link", LOGIN_LINK_TTL_MS);
    await queueMail(tx, {
      to: user.email,
      template: "login-link",
      data: {
        username: user.username,
        url: `${env().publicUrl}/login-link?token=${token}`,
        minutes: Math.round(LOGIN_LINK_TTL_MS / 60_000),
      },
    });
  });
}

/** `POST /api/auth/login-link`: queues the look-up and answers at once, the same for every e-mail. */
export async function requestLoginLink(email: string): Promise<typeof LOGIN_LINK_ANSWER> {
  await enqueue(db(), LOGIN_LINK_JOB, { email });
  return LOGIN_LINK_ANSWER;
}

/**
 * Spends the link and answers its account, which the caller signs in. Opening the link proves
 * the mailbox, so the e-mail counts as verified. A disabled account's link answers as an unknown
 * one does. An admin's sign-in this way is written to the audit log.
 */
export async function signInWithLink(token: string, ip: string): Promise<CurrentUser> {
  return db().transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "login_link");
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, userId), isNull(users.disabledAt)))
      .returning();
    if (!user) throw new AppError("invalid", INVALID_LINK);
    if (user.role === "admin") {
      const actor: AuditActor = { userId: user.id, username: user.username, ip };
      await recordAuditAs(tx, actor, { action: "staff.sign_in_link", entity: "staff", entityId: user.id });
    }
    return toCurrentUser(user);
  });
}

// The job holds an e-mail address someone typed, so it is deleted an hour after it ends instead
// of being kept for the queue's usual week.
registerJob<{ email: string }>(LOGIN_LINK_JOB, (request) => mailLoginLink(request), {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  deleteAfterSeconds: 3_600,
});
