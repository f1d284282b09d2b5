// How many wrong passwords sign-in takes before it stops listening
// (docs/decisions/011-faults-and-limits.md, docs/decisions/022-addresses-and-sign-in-limits.md).
// Only failures count (OWASP's authentication cheat sheet): per account and address, so a
// guesser elsewhere never locks the holder out from their own address; per address, so one
// address cannot try many accounts (a club's Wi-Fi has room for its members' typos); and per
// account from every address together, so a guesser with many addresses (a botnet, or a whole
// IPv6 /64 of its own) gets no more than 50 guesses a quarter-hour. While that last one is
// spent, the account's holder signs in with an e-mailed link (login-links.server.ts).
import type { Context } from "hono";
import { recordAuditAs } from "../../lib/audit.server.ts";
import { db } from "../../lib/db.server.ts";
import type { FailureCounter } from "../../lib/rate-limit.server.ts";
import { clientIp, clientLimitKey } from "../../server/client-ip.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { findUserByUsername } from "./users.server.ts";

const MINUTE_MS = 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const LOGIN_FAILURES_PER_ACCOUNT = 50;

/**
 * An admin account's password sign-in has just stopped for the rest of the window: the owner
 * reads it in the audit log, under that account, with the address of the guess that stopped it.
 * An unknown username or a customer's account records nothing (customers are not staff).
 */
async function recordLock(username: string, ip: string): Promise<void> {
  const user = await findUserByUsername(username);
  if (user?.role !== "admin") return;
  await db().transaction((tx) =>
    recordAuditAs(
      tx,
      { userId: user.id, username: user.username, ip },
      {
        action: "staff.sign_in_locked",
        entity: "staff",
        entityId: user.id,
        after: { failedSignIns: LOGIN_FAILURES_PER_ACCOUNT, minutes: LOGIN_WINDOW_MS / MINUTE_MS },
      },
    ),
  );
}

/**
 * The counters one sign-in attempt runs under. Keyed on the username as typed (lower-cased), so
 * an unknown username is counted and refused exactly as an account is, and the answers never
 * tell whether it exists.
 */
export function loginCounters(c: Context<AppEnv>, username: string): FailureCounter[] {
  const account = username.trim().toLowerCase();
  const address = clientLimitKey(c);
  return [
    {
      key: `login-fail:${account}:${address}`,
      limit: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      windowMs: LOGIN_WINDOW_MS,
    },
    { key: `login-fail-address:${address}`, limit: LOGIN_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    {
      key: `login-fail-account:${account}`,
      limit: LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: LOGIN_WINDOW_MS,
      onSpent: () => recordLock(account, clientIp(c)),
    },
  ];
}
