import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import type { AppEnv } from "../server/hono-env.ts";
import { handleError } from "../server/middleware/errors.ts";
import { db } from "./db.server.ts";
import { resetEnvForTests } from "./env.server.ts";
import { hit, purgeExpiredRateLimits, RATE_LIMITED_MESSAGE, rateLimit } from "./rate-limit.server.ts";

useTestDatabase();

const key = () => `test:${randomUUID()}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A tiny app with one limited route, answering errors the way the shop does. */
function limitedApp(options: Parameters<typeof rateLimit>[0]) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.post("/try", rateLimit(options), (c) => c.json({ ok: true }));
  return (headers: Record<string, string> = {}) =>
    app.request("/try", { method: "POST", headers: { "x-forwarded-for": "10.9.9.9", ...headers } });
}

describe("hit", () => {
  it("counts down the remaining attempts, then refuses", async () => {
    const k = key();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(k, { limit: 3, windowMs: 60_000 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    const resetAt = results[0]!.resetAt.getTime();
    expect(resetAt).toBeGreaterThan(Date.now() + 50_000);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 61_000);
    expect(results.every((r) => r.resetAt.getTime() === resetAt)).toBe(true);
  });

  it("keeps separate counters for separate keys", async () => {
    const a = key();
    await hit(a, { limit: 1, windowMs: 60_000 });
    expect((await hit(a, { limit: 1, windowMs: 60_000 })).allowed).toBe(false);
    expect((await hit(key(), { limit: 1, windowMs: 60_000 })).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const k = key();
    // Two seconds: the first two hits must fall in one window even on a busy runner.
    await hit(k, { limit: 1, windowMs: 2_000 });
    expect((await hit(k, { limit: 1, windowMs: 2_000 })).allowed).toBe(false);
    await sleep(2_200);
    const fresh = await hit(k, { limit: 1, windowMs: 2_000 });
    expect(fresh).toMatchObject({ allowed: true, remaining: 0 });
    const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row!.count).toBe(1);
  });

  it("never lets concurrent attempts exceed the limit", async () => {
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hit(k, { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row!.count).toBe(20);
  });

  it("purges only windows that have ended", async () => {
    const ended = key();
    const running = key();
    await hit(ended, { limit: 1, windowMs: 1 });
    await hit(running, { limit: 1, windowMs: 60_000 });
    await sleep(20);
    await purgeExpiredRateLimits();
    const keys = (await db().select().from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain(ended);
    expect(keys).toContain(running);
  });
});

describe("rateLimit middleware", () => {
  afterEach(() => {
    delete process.env.RATE_LIMITS;
    resetEnvForTests();
  });

  it("answers 429 with the message, the code and Retry-After once the limit is spent", async () => {
    const send = limitedApp({ name: `mw-${randomUUID()}`, limit: 2, windowMs: 120_000 });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMITED_MESSAGE, code: "rate_limited" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
  });

  it("counts each client address on its own", async () => {
    const send = limitedApp({ name: `mw-${randomUUID()}`, limit: 1, windowMs: 60_000 });
    expect((await send({ "x-forwarded-for": "10.1.1.1" })).status).toBe(200);
    expect((await send({ "x-forwarded-for": "10.1.1.1" })).status).toBe(429);
    expect((await send({ "x-forwarded-for": "10.1.1.2" })).status).toBe(200);
  });

  it("uses a custom key, and skips the limit when the key is undefined", async () => {
    const send = limitedApp({
      name: `mw-${randomUUID()}`,
      limit: 1,
      windowMs: 60_000,
      key: (c) => c.req.header("x-account"),
    });
    expect((await send({ "x-account": "jane", "x-forwarded-for": "10.2.0.1" })).status).toBe(200);
    expect((await send({ "x-account": "jane", "x-forwarded-for": "10.2.0.2" })).status).toBe(429);
    expect((await send({ "x-account": "joe" })).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
  });

  it("does nothing when RATE_LIMITS=false", async () => {
    process.env.RATE_LIMITS = "false";
    resetEnvForTests();
    const name = `mw-${randomUUID()}`;
    const send = limitedApp({ name, limit: 1, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    expect(
      await db()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `${name}:10.9.9.9`)),
    ).toEqual([]);
  });
});
