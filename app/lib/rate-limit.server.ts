import { createHash } from "node:crypto";
import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rateLimits } from "../../db/schema.ts";
import { clientLimitKey } from "../server/client-ip.ts";
import type { AppEnv } from "../server/hono-env.ts";
import { db } from "./db.server.ts";
import { env } from "./env.server.ts";
import { AppError } from "./errors.server.ts";

export interface RateLimitWindow {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
}

/**
 * Counts one attempt against `key` in a fixed window. A single upsert does the read and the
 * write, so concurrent requests in any number of processes never both take the last slot; the
 * database's clock decides when a window ends, so processes need not agree on the time.
 */
/**
 * Keys carry request data (an e-mail, a username), so a client can make one as long as a body;
 * a long one is stored as its hash, as the unique index on the key refuses entries over ~2.7 kB.
 */
const storedKey = (key: string) =>
  key.length <= 200 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;

export async function hit(rawKey: string, { limit, windowMs }: RateLimitWindow): Promise<RateLimitResult> {
  const key = storedKey(rawKey);
  const windowEnd = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const count = row!.count;
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt: row!.resetAt };
}

/** Windows that have ended carry no information; a periodic job may drop them. */
export async function purgeExpiredRateLimits(): Promise<void> {
  await db().delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export interface RateLimitOptions extends RateLimitWindow {
  /** Names the counter, so two limits on one address do not share it. */
  name: string;
  /** What is counted; the caller's address (IPv6 by its /64) by default. `undefined` skips this limit. */
  key?: (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>;
}

/** The JSON field `field` of the body, lower-cased, to count attempts per account or address. */
export const bodyField = (field: string) => async (c: Context<AppEnv>) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
};

/** The 429 answer: `Retry-After` says when the window that refused ends. */
function tooMany(c: Context<AppEnv>, resetAt: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  c.header("Retry-After", String(seconds));
  return new AppError("rate_limited", RATE_LIMITED_MESSAGE);
}

/** Hono middleware: answers 429 with `Retry-After` once the window's limit is spent. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!env().rateLimits) return next();
    const subject = options.key ? await options.key(c) : clientLimitKey(c);
    if (subject === undefined) return next();
    const result = await hit(`${options.name}:${subject}`, options);
    if (!result.allowed) throw tooMany(c, result.resetAt);
    return next();
  });
}

/** Gives back one slot of each counter whose window is still running. */
async function giveBack(rawKeys: string[]): Promise<void> {
  await db()
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        inArray(rateLimits.key, rawKeys.map(storedKey)),
        gt(rateLimits.resetAt, sql`now()`),
        gt(rateLimits.count, 0),
      ),
    );
}

export interface FailureCounter extends RateLimitWindow {
  /** The whole key, e.g. `login-fail:203.0.113.9`. */
  key: string;
  /** Runs once a failure has taken this counter's last slot (the attempts under it now stop). */
  onSpent?: () => Promise<void>;
}

/**
 * Runs `attempt` under counters of failures, not of attempts (OWASP's authentication cheat
 * sheet: count failed logins, never successful ones). Each attempt takes a slot in every counter
 * before it runs, so a burst of parallel guesses cannot slip past a limit; an attempt that did
 * not fail as `failed` says (it succeeded, or broke for another reason) gives its slots back,
 * and so does one refused with 429. Once any counter is spent, attempts under it are refused
 * until its window ends, whatever they carry.
 */
export async function limitFailures<T>(
  c: Context<AppEnv>,
  counters: FailureCounter[],
  attempt: () => Promise<T>,
  failed: (err: unknown) => boolean,
): Promise<T> {
  if (!env().rateLimits) return attempt();
  const keys = counters.map((counter) => counter.key);
  const results = await Promise.all(counters.map((counter) => hit(counter.key, counter)));
  const refused = results.filter((r) => !r.allowed);
  if (refused.length > 0) {
    await giveBack(keys);
    throw tooMany(c, new Date(Math.max(...refused.map((r) => r.resetAt.getTime()))));
  }
  try {
    const outcome = await attempt();
    await giveBack(keys);
    return outcome;
  } catch (err) {
    if (!failed(err)) {
      await giveBack(keys);
      throw err;
    }
    const spent = counters.filter((counter, i) => counter.onSpent && results[i]!.remaining === 0);
    for (const counter of spent) await counter.onSpent!();
    throw err;
  }
}
