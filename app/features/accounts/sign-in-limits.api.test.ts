// Which address a sign-in is counted under behind proxies, and the limit on one account from
// every address together (docs/decisions/022-addresses-and-sign-in-limits.md).
import { and, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog, rateLimits, users } from "../../../db/schema.ts";
import { createUser } from "../../../tests/factories.ts";
import { createClient, resetTestApp } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import { env, resetEnvForTests } from "../../lib/env.server.ts";
import { RATE_LIMITED_MESSAGE } from "../../lib/rate-limit.server.ts";
import { createApp } from "../../server/app.ts";
import { INVALID_LOGIN } from "./accounts.server.ts";
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_WINDOW_MS,
} from "./sign-in-limits.server.ts";

useTestDatabase();

const WRONG = "not-the-password-1";
let app: ReturnType<typeof createApp> | undefined;

const withTrustProxy = (value: string) => {
  process.env.TRUST_PROXY = value;
  resetEnvForTests();
};

afterEach(() => {
  withTrustProxy("true");
  resetTestApp();
});

/**
 * A sign-in as it reaches the shop: from a socket peer (the nearest proxy, or the client), with
 * the X-Forwarded-For the proxies and the client wrote.
 */
async function login(username: string, password: string, from: { socket?: string; forwardedFor?: string }) {
  const headers: Record<string, string> = { origin: "http://localhost", "content-type": "application/json" };
  if (from.forwardedFor) headers["x-forwarded-for"] = from.forwardedFor;
  const bindings = from.socket ? { incoming: { socket: { remoteAddress: from.socket } } } : undefined;
  app ??= createApp();
  const res = await app.request(
    "http://localhost/api/auth/login",
    { method: "POST", headers, body: JSON.stringify({ username, password }) },
    bindings,
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

/** The addresses a username's failures were counted under, with their counts. */
async function countedAddresses(username: string) {
  const prefix = `login-fail:${username.toLowerCase()}:`;
  const rows = await db()
    .select()
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}%`));
  return Object.fromEntries(rows.map((row) => [row.key.slice(prefix.length), row.count]));
}

const randomOctet = () => Math.floor(Math.random() * 250) + 1;
const forged = () => `${randomOctet()}.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

describe("the client's address behind proxies", () => {
  it("with TRUST_PROXY=true, a client rotating the leftmost X-Forwarded-For entry stays one address", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const res = await login(user.username, WRONG, { forwardedFor: `${forged()}, 203.0.113.50` });
      expect(res.status).toBe(401);
    }
    expect(await countedAddresses(user.username)).toEqual({
      "203.0.113.50": LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    });
    const refused = await login(user.username, password, { forwardedFor: `${forged()}, 203.0.113.50` });
    expect(refused.status).toBe(429);
    // The holder, at another address, still signs in.
    expect((await login(user.username, password, { forwardedFor: "203.0.113.51" })).status).toBe(200);
  });

  it("with a hop count, takes the entry that many proxies from the right", async () => {
    withTrustProxy("2");
    const { user } = await createUser();
    await login(user.username, WRONG, {
      socket: "10.0.0.2",
      forwardedFor: "192.0.2.1, 198.51.100.7, 10.0.0.9",
    });
    await login(user.username, WRONG, { socket: "10.0.0.2", forwardedFor: "198.51.100.7, 10.0.0.9" });
    expect(await countedAddresses(user.username)).toEqual({ "198.51.100.7": 2 });
  });

  it("with a list of proxies, walks left past them and stops at the first other address", async () => {
    withTrustProxy("10.0.0.0/8, 192.0.2.10");
    const { user } = await createUser();
    const via = { socket: "10.0.0.2" };
    // Through the load balancer (10.0.0.2) and a CDN node (192.0.2.10); the client forged two entries.
    await login(user.username, WRONG, {
      ...via,
      forwardedFor: "10.1.1.1, 203.0.113.4, 198.51.100.8, 192.0.2.10",
    });
    await login(user.username, WRONG, { ...via, forwardedFor: "198.51.100.8, 192.0.2.10" });
    // Straight to the shop from outside the list: the peer is the client, whatever it wrote.
    await login(user.username, WRONG, { socket: "203.0.113.77", forwardedFor: "198.51.100.8" });
    // An IPv4 peer reached over an IPv6 socket is still in the list.
    await login(user.username, WRONG, { socket: "::ffff:10.0.0.3", forwardedFor: "198.51.100.8" });
    expect(await countedAddresses(user.username)).toEqual({ "198.51.100.8": 3, "203.0.113.77": 1 });
  });

  it("without TRUST_PROXY, counts the socket's peer and ignores X-Forwarded-For", async () => {
    withTrustProxy("false");
    const { user } = await createUser();
    await login(user.username, WRONG, { socket: "203.0.113.80", forwardedFor: "198.51.100.1" });
    await login(user.username, WRONG, { socket: "203.0.113.80", forwardedFor: "198.51.100.2" });
    expect(await countedAddresses(user.username)).toEqual({ "203.0.113.80": 2 });
  });

  it("refuses to start with a TRUST_PROXY it cannot read, saying what it takes", () => {
    for (const value of ["yes", "10.0.0.0/8,,", "10.0.0.256"]) {
      process.env.TRUST_PROXY = value;
      resetEnvForTests();
      expect(() => env()).toThrow(/TRUST_PROXY: TRUST_PROXY must be true \(one proxy\), a number of proxies/);
    }
  });

  it("counts IPv6 clients by their /64: two addresses in one share a counter, another /64 does not", async () => {
    const { user } = await createUser();
    for (const address of ["2001:db8:1:2::a", "2001:db8:1:2:ffff:1:2:b", "2001:db8:1:3::a"]) {
      expect((await login(user.username, WRONG, { forwardedFor: address })).status).toBe(401);
    }
    expect(await countedAddresses(user.username)).toEqual({ "2001:db8:1:2::/64": 2, "2001:db8:1:3::/64": 1 });
  });

  it("refuses a whole /64 once its limit is spent, and not the next /64 (a password reset's limit)", async () => {
    const ask = (ip: string) =>
      createClient({ ip }).post("/api/auth/password-reset/request", {
        email: `${ip.replaceAll(":", "-")}@example.com`,
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ask(`2001:db8:5:6::${i + 1}`)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask("2001:db8:5:7::1")).status).toBe(200);
  });
});

/** Wrong passwords from `count` addresses, five at a time, one address each. */
async function guessFromManyAddresses(username: string, count: number, subnet: string) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, j) =>
      login(username, WRONG, { forwardedFor: `${subnet}.${start + j + 1}` }),
    );
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}

describe(`${LOGIN_FAILURES_PER_ACCOUNT} wrong passwords per account from any addresses`, () => {
  it("then refuses the next attempt, even the right password, with Retry-After until the window ends", async () => {
    const { user, password } = await createUser();
    const statuses = await guessFromManyAddresses(user.username, LOGIN_FAILURES_PER_ACCOUNT, "198.18.1");
    expect(statuses).toEqual(Array(LOGIN_FAILURES_PER_ACCOUNT).fill(401));

    const refused = await login(user.username, password, { forwardedFor: "198.18.2.1" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limited", message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    // The refusal is not a failure: the count stays at the limit.
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login-fail-account:${user.username.toLowerCase()}`));
    expect(row!.count).toBe(LOGIN_FAILURES_PER_ACCOUNT);

    // Another account is untouched, and a customer's lock is not an admin event.
    const other = await createUser();
    expect((await login(other.user.username, other.password, { forwardedFor: "198.18.1.1" })).status).toBe(
      200,
    );
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(rows.filter((r) => r.action === "staff.sign_in_locked")).toEqual([]);
  });

  it("opens again when the window ends", async () => {
    const { user, password } = await createUser();
    const key = `login-fail-account:${user.username.toLowerCase()}`;
    const ended = new Date(Date.now() + LOGIN_WINDOW_MS);
    await db().insert(rateLimits).values({ key, count: LOGIN_FAILURES_PER_ACCOUNT, resetAt: ended });
    expect((await login(user.username, password, { forwardedFor: "198.18.3.1" })).status).toBe(429);
    // The window's end, moved to the past, as the clock would.
    await db()
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, key));
    expect((await login(user.username, password, { forwardedFor: "198.18.3.1" })).status).toBe(200);
  });

  it("writes one audit row when an admin's account is locked, under that account, from the last guess's address", async () => {
    const { user } = await createUser({ role: "admin" });
    // 48 failures already counted in this window (the test above makes them one by one).
    await db()
      .insert(rateLimits)
      .values({
        key: `login-fail-account:${user.username.toLowerCase()}`,
        count: LOGIN_FAILURES_PER_ACCOUNT - 2,
        resetAt: new Date(Date.now() + LOGIN_WINDOW_MS),
      });
    expect((await login(user.username, WRONG, { forwardedFor: "198.18.5.8" })).status).toBe(401);
    expect(await lockRows(user.id)).toEqual([]);
    expect((await login(user.username, WRONG, { forwardedFor: "198.18.5.9" })).status).toBe(401);
    expect((await login(user.username, WRONG, { forwardedFor: "198.18.5.10" })).status).toBe(429);
    const rows = await lockRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: user.id,
      actorUsername: user.username,
      ip: "198.18.5.9",
      entityType: "staff",
      after: { failedSignIns: LOGIN_FAILURES_PER_ACCOUNT, minutes: 15 },
    });
  });
});

const lockRows = (userId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "staff.sign_in_locked"), eq(auditLog.entityId, String(userId))));

describe("a disabled account", () => {
  it("answers its right password exactly as a wrong one, and counts both", async () => {
    const { user, password } = await createUser();
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const right = await login(user.username, password, { forwardedFor: "198.18.6.1" });
    const wrong = await login(user.username, WRONG, { forwardedFor: "198.18.6.1" });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ code: "unauthorized", message: INVALID_LOGIN });
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
    expect(await countedAddresses(user.username)).toEqual({ "198.18.6.1": 2 });
  });
});
