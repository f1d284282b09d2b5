import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rateLimits } from "../../db/schema.ts";
import { clientIp } from "../server/client-ip.ts";
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
  /** What is counted; the caller's address by default. `undefined` skips this limit. */
  key?: (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>;
}

/** Hono middleware: answers 429 with `Retry-After` once the window's limit is spent. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!env().rateLimits) return next();
    const subject = options.key ? await options.key(c) : clientIp(c);
    if (subject === undefined) return next();
    const result = await hit(`${options.name}:${subject}`, options);
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
      c.header("Retry-After", String(seconds));
      throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
    }
    return next();
  });
}
