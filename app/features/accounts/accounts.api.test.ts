import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { newAccount, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { RATE_LIMITED_MESSAGE } from "../../lib/rate-limit.server.ts";
import { REGISTER_PER_ADDRESS, REGISTER_PER_EMAIL } from "./accounts.api.server.ts";
import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
} from "./sign-in-limits.server.ts";

useTestDatabase();

const INVALID_LOGIN = { message: "Invalid username or password", code: "unauthorized" };

/** The session cookie of a response (plain-HTTP tests use the unprefixed name). */
function sessionCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith("sid="));
}

describe("POST /api/auth/register", () => {
  it("creates a customer, signs them in and answers the user with 201", async () => {
    const client = createClient();
    const account = newAccount();
    const res = await client.post("/api/auth/register", account);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: account.username,
      email: account.email,
      role: "customer",
      emailVerified: false,
    });
    expect((await client.get("/api/auth/user")).body).toEqual(res.body);
  });

  it.each([
    ["a username under 3 characters", { username: "ab" }, "Username must be at least 3 characters"],
    [
      "a username with spaces",
      { username: "jane doe" },
      "Username may contain only letters, digits, dots, dashes and underscores",
    ],
    ["a username over 40 characters", { username: "a".repeat(41) }, "Username must be at most 40 characters"],
    ["an invalid e-mail", { email: "jane.example.com" }, "Please enter a valid email address"],
    ["an empty e-mail", { email: "" }, "Please enter a valid email address"],
    ["a password under 8 characters", { password: "1234567" }, "Password must be at least 8 characters"],
    [
      "a password over 128 characters",
      { password: "p".repeat(129) },
      "Password must be at most 128 characters",
    ],
  ])("refuses %s with 400 and its message", async (_label, change, message) => {
    const account = { ...newAccount(), ...change };
    const res = await createClient().post("/api/auth/register", account);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message });
    expect(await db().select().from(users).where(eq(users.email, account.email))).toEqual([]);
  });

  it("refuses a missing field with 400", async () => {
    const { password: _omitted, ...rest } = newAccount();
    const res = await createClient().post("/api/auth/register", rest);
    expect(res.status).toBe(400);
  });

  it("accepts a 64-character password, which then signs in", async () => {
    const password = "correct horse battery staple ".repeat(3).slice(0, 64);
    expect(password).toHaveLength(64);
    const { account } = await signUp({ password });
    const res = await createClient().post("/api/auth/login", { username: account.username, password });
    expect(res.status).toBe(200);
  });

  it("stores the e-mail trimmed and in lower case", async () => {
    const account = newAccount();
    const res = await createClient().post("/api/auth/register", {
      ...account,
      email: `  ${account.email.toUpperCase()} `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: account.email });
  });

  it.each([
    ["the same username", (a: { username: string }) => ({ username: a.username })],
    ["the username in other case", (a: { username: string }) => ({ username: a.username.toUpperCase() })],
  ])("refuses %s with 409", async (_label, same) => {
    const { account } = await signUp();
    const res = await createClient().post("/api/auth/register", newAccount(same(account)));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "conflict", message: "That username is already taken" });
  });

  it.each([
    ["the same e-mail", (e: string) => e],
    ["the e-mail in other case", (e: string) => e.toUpperCase()],
  ])("refuses %s with 409", async (_label, same) => {
    const { account } = await signUp();
    const res = await createClient().post("/api/auth/register", newAccount({ email: same(account.email) }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "conflict", message: "An account with that email already exists" });
  });

  it("ignores extra fields such as role: the account is a customer", async () => {
    const account = newAccount();
    const res = await createClient().post("/api/auth/register", {
      ...account,
      role: "admin",
      emailVerified: true,
      id: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "customer", emailVerified: false });
    const [row] = await db().select().from(users).where(eq(users.username, account.username));
    expect(row).toMatchObject({ role: "customer", emailVerifiedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("lets many shoppers sign up from one shared address (a club's Wi-Fi)", async () => {
    const clubWifi = "10.88.1.1";
    for (let i = 0; i < 8; i++) {
      const res = await createClient({ ip: clubWifi }).post("/api/auth/register", newAccount());
      expect(res.status, `shopper ${i + 1}`).toBe(201);
    }
  });

  it(`refuses an address after ${REGISTER_PER_ADDRESS} attempts an hour, invalid ones included`, async () => {
    const client = createClient();
    for (let i = 0; i < REGISTER_PER_ADDRESS; i++) {
      expect(
        (await client.post("/api/auth/register", { ...newAccount(), email: `not-an-address-${i}` })).status,
      ).toBe(400);
    }
    const res = await client.post("/api/auth/register", newAccount());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: "rate_limited", message: RATE_LIMITED_MESSAGE });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it(`refuses one e-mail after ${REGISTER_PER_EMAIL} attempts an hour, from any address`, async () => {
    const email = newAccount().email;
    const statuses = [];
    for (let i = 0; i <= REGISTER_PER_EMAIL; i++) {
      statuses.push((await createClient().post("/api/auth/register", newAccount({ email }))).status);
    }
    expect(statuses).toEqual([201, ...Array(REGISTER_PER_EMAIL - 1).fill(409), 429]);
    expect((await createClient().post("/api/auth/register", newAccount())).status).toBe(201);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in and answers the user", async () => {
    const { account, user } = await signUp();
    const client = createClient();
    const res = await client.post("/api/auth/login", {
      username: account.username,
      password: account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
    expect((await client.get("/api/auth/user")).body).toEqual(user);
  });

  it("accepts the username in any case", async () => {
    const { account } = await signUp();
    const res = await createClient().post("/api/auth/login", {
      username: account.username.toUpperCase(),
      password: account.password,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [
      "a username under 3 characters",
      { username: "ab", password: "long-enough" },
      "Username must be at least 3 characters",
    ],
    [
      "a password under 8 characters",
      { username: "golfer", password: "1234567" },
      "Password must be at least 8 characters",
    ],
  ])("refuses %s with 400 and its message", async (_label, body, message) => {
    const res = await createClient().post("/api/auth/login", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message });
  });

  it("answers a wrong password and an unknown user with the same 401", async () => {
    const { account } = await signUp();
    const wrong = await createClient().post("/api/auth/login", {
      username: account.username,
      password: "not-the-password",
    });
    const unknown = await createClient().post("/api/auth/login", {
      username: "nobody_here",
      password: account.password,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(INVALID_LOGIN);
    expect(unknown.body).toEqual(INVALID_LOGIN);
  });

  const login = (client: TestClient, username: string, password: string) =>
    client.post("/api/auth/login", { username, password });

  it("never locks the owner out from elsewhere: ten failures from ten addresses, then the right password signs in", async () => {
    const { account } = await signUp();
    for (let i = 0; i < 10; i++) {
      const res = await login(createClient({ ip: `10.66.0.${i + 1}` }), account.username, "guess-number-1");
      expect(res.status).toBe(401);
    }
    const owner = createClient({ ip: "10.66.0.11" });
    const res = await login(owner, account.username.toUpperCase(), account.password);
    expect(res.status).toBe(200);
    expect((await owner.get("/api/auth/user")).body).toMatchObject({ username: account.username });
  });

  it(`refuses an account from an address after ${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} failures there, even with the right password`, async () => {
    const { account } = await signUp();
    const guesser = createClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(guesser, account.username, "guess-number-1")).status).toBe(401);
    }
    const refused = await login(guesser, account.username, account.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limited", message: RATE_LIMITED_MESSAGE });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    // Another account from the same address, and this account from another, still sign in.
    const other = await signUp();
    expect(
      (await login(createClient({ ip: guesser.ip }), other.account.username, other.account.password)).status,
    ).toBe(200);
    expect((await login(createClient(), account.username, account.password)).status).toBe(200);
  });

  it(`refuses an address after ${LOGIN_FAILURES_PER_ADDRESS} failures over many accounts, even with the right password`, async () => {
    const { account } = await signUp();
    const client = createClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      expect((await login(client, `someone_${i}`, "guess-number-1")).status).toBe(401);
    }
    const res = await login(client, account.username, account.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("never counts successful sign-ins", async () => {
    const { account } = await signUp();
    const client = createClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS + 2; i++) {
      expect((await login(client, account.username, account.password)).status, `sign-in ${i + 1}`).toBe(200);
    }
    // And a typo among them is one failure, not a lockout.
    expect((await login(client, account.username, "guess-number-1")).status).toBe(401);
    expect((await login(client, account.username, account.password)).status).toBe(200);
  });

  it("issues a new session id at every sign-in and ends the previous one", async () => {
    const { client, account } = await signUp();
    const before = client.cookies.get("sid");
    expect(before).toBeTruthy();
    const res = await client.post("/api/auth/login", {
      username: account.username,
      password: account.password,
    });
    expect(res.status).toBe(200);
    const after = client.cookies.get("sid");
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const replay = createClient({ headers: { cookie: `sid=${before}` } });
    expect((await replay.get("/api/auth/user")).body).toBeNull();
    expect((await client.get("/api/auth/user")).body).toMatchObject({ username: account.username });
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, for the whole site", async () => {
    const { account } = await signUp();
    const res = await createClient().post("/api/auth/login", {
      username: account.username,
      password: account.password,
    });
    const cookie = sessionCookie(res.headers);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/;\s*Max-Age=\d+/i);
  });

  it("refuses a cross-site sign-in with 403", async () => {
    const { account } = await signUp();
    const body = { username: account.username, password: account.password };
    const byOrigin = await createClient().post("/api/auth/login", body, { origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
    expect(sessionCookie(byOrigin.headers)).toBeUndefined();
    const byFetchSite = await createClient().post("/api/auth/login", body, {
      "sec-fetch-site": "cross-site",
    });
    expect(byFetchSite.status).toBe(403);
  });
});

describe("GET /api/auth/user", () => {
  it("answers null for a guest and for an unknown session cookie", async () => {
    expect((await createClient().get("/api/auth/user")).body).toBeNull();
    const forged = createClient({ headers: { cookie: "sid=made-up-token" } });
    const res = await forged.get("/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it("is never cached", async () => {
    const { client } = await signUp();
    expect((await client.get("/api/auth/user")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const { client } = await signUp();
    const token = client.cookies.get("sid");
    const res = await client.post("/api/auth/logout", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(sessionCookie(res.headers)).toMatch(/Max-Age=0/i);
    expect((await client.get("/api/auth/user")).body).toBeNull();
    const replay = createClient({ headers: { cookie: `sid=${token}` } });
    expect((await replay.get("/api/auth/user")).body).toBeNull();
  });

  it("answers ok for a guest too", async () => {
    const res = await createClient().post("/api/auth/logout", {});
    expect(res.status).toBe(200);
  });
});
