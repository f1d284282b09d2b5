import { and, desc, eq, ilike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTokens, mailOutbox, users } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { newAccount, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { RATE_LIMITED_MESSAGE } from "../../lib/rate-limit.server.ts";
import { hashToken } from "./sessions.server.ts";

useTestDatabase();

const INVALID_LINK = { code: "invalid", message: "This link has expired or is invalid" };

async function mailsTo(email: string, template: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(ilike(mailOutbox.to, `%${email}%`), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id));
}

/** The token of the newest link to `page` mailed to `email`, read from the queued message. */
async function tokenFromMail(email: string, template: string, page: string): Promise<string> {
  const [mail] = await mailsTo(email, template);
  const match = JSON.stringify(mail ?? {}).match(new RegExp(`${env().publicUrl}${page}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${template} mail with a ${page} link to ${email}`);
  return match[1]!;
}

const resetToken = (email: string) => tokenFromMail(email, "password-reset", "/reset-password");
const verifyToken = (email: string) => tokenFromMail(email, "verify-email", "/verify-email");

async function expireTokens(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  await db()
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.userId, user!.id));
}

describe("password reset", () => {
  it("works end to end: new password in, old password and every session out", async () => {
    const { client: signedIn, account } = await signUp();
    const guest = createClient();
    const requested = await guest.post("/api/auth/password-reset/request", {
      email: account.email.toUpperCase(),
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ ok: true });
    const [mail] = await mailsTo(account.email, "password-reset");
    expect(JSON.stringify(mail)).toContain(account.username);

    const token = await resetToken(account.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await db().select().from(authTokens).where(eq(authTokens.purpose, "password_reset"));
    expect(stored.map((t) => t.tokenHash)).toContain(hashToken(token));

    const password = "a-brand-new-passphrase";
    const confirmed = await guest.post("/api/auth/password-reset/confirm", { token, password });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });

    expect((await signedIn.get("/api/auth/user")).body).toBeNull();
    const old = await createClient().post("/api/auth/login", {
      username: account.username,
      password: account.password,
    });
    expect(old.status).toBe(401);
    const fresh = await createClient().post("/api/auth/login", { username: account.username, password });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ emailVerified: true });
  });

  it("uses a link once", async () => {
    const { account } = await signUp();
    await createClient().post("/api/auth/password-reset/request", { email: account.email });
    const token = await resetToken(account.email);
    const client = createClient();
    expect(
      (await client.post("/api/auth/password-reset/confirm", { token, password: "first-new-password" }))
        .status,
    ).toBe(200);
    const again = await client.post("/api/auth/password-reset/confirm", {
      token,
      password: "second-new-password",
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
  });

  it("refuses an expired link", async () => {
    const { account } = await signUp();
    await createClient().post("/api/auth/password-reset/request", { email: account.email });
    const token = await resetToken(account.email);
    await expireTokens(account.email);
    const res = await createClient().post("/api/auth/password-reset/confirm", {
      token,
      password: "never-applied-1",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
    const login = await createClient().post("/api/auth/login", {
      username: account.username,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it("makes the previous link useless when a new one is sent", async () => {
    const { account } = await signUp();
    const client = createClient();
    await client.post("/api/auth/password-reset/request", { email: account.email });
    const first = await resetToken(account.email);
    await client.post("/api/auth/password-reset/request", { email: account.email });
    const second = await resetToken(account.email);
    expect(second).not.toBe(first);
    const res = await client.post("/api/auth/password-reset/confirm", {
      token: first,
      password: "never-applied-1",
    });
    expect(res.body).toEqual(INVALID_LINK);
    expect(
      (await client.post("/api/auth/password-reset/confirm", { token: second, password: "applied-now-1" }))
        .status,
    ).toBe(200);
  });

  it("refuses an unknown token and an e-mail verification token", async () => {
    const { account } = await signUp();
    for (const token of ["x".repeat(43), await verifyToken(account.email)]) {
      const res = await createClient().post("/api/auth/password-reset/confirm", {
        token,
        password: "whatever-new-1",
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID_LINK);
    }
  });

  it("checks the new password's length", async () => {
    const res = await createClient().post("/api/auth/password-reset/confirm", {
      token: "abc",
      password: "short",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Password must be at least 8 characters" });
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const { account } = await signUp();
    const known = await createClient().post("/api/auth/password-reset/request", { email: account.email });
    const stranger = newAccount().email;
    const unknown = await createClient().post("/api/auth/password-reset/request", { email: stranger });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(await mailsTo(stranger, "password-reset")).toEqual([]);
  });

  it("refuses an invalid e-mail with its message", async () => {
    const res = await createClient().post("/api/auth/password-reset/request", { email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Please enter a valid email address" });
  });

  it("allows 5 requests an hour from one address, then answers 429", async () => {
    const client = createClient();
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/auth/password-reset/request", { email: newAccount().email });
      expect(res.status).toBe(200);
    }
    const res = await client.post("/api/auth/password-reset/request", { email: newAccount().email });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: "rate_limited", message: RATE_LIMITED_MESSAGE });
  });

  it("allows 5 requests an hour for one mailbox, from any address", async () => {
    const { email } = newAccount();
    for (let i = 0; i < 5; i++) await createClient().post("/api/auth/password-reset/request", { email });
    const res = await createClient().post("/api/auth/password-reset/request", { email: email.toUpperCase() });
    expect(res.status).toBe(429);
  });
});

describe("e-mail verification", () => {
  it("works end to end from the link mailed at sign-up", async () => {
    const { client, account } = await signUp();
    const [mail] = await mailsTo(account.email, "verify-email");
    expect(JSON.stringify(mail)).toContain(account.username);
    const token = await verifyToken(account.email);
    const res = await createClient().post("/api/auth/verify-email", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await client.get("/api/auth/user")).body).toMatchObject({ emailVerified: true });
  });

  it("uses a link once", async () => {
    const { account } = await signUp();
    const token = await verifyToken(account.email);
    expect((await createClient().post("/api/auth/verify-email", { token })).status).toBe(200);
    const again = await createClient().post("/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
  });

  it("refuses an expired link and an unknown one", async () => {
    const { client, account } = await signUp();
    const token = await verifyToken(account.email);
    await expireTokens(account.email);
    const expired = await createClient().post("/api/auth/verify-email", { token });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(INVALID_LINK);
    const unknown = await createClient().post("/api/auth/verify-email", { token: "made-up" });
    expect(unknown.body).toEqual(INVALID_LINK);
    expect((await client.get("/api/auth/user")).body).toMatchObject({ emailVerified: false });
  });

  it("keeps the link valid for 24 hours", async () => {
    const { account } = await signUp();
    const [user] = await db().select().from(users).where(eq(users.email, account.email));
    const [token] = await db().select().from(authTokens).where(eq(authTokens.userId, user!.id));
    const hours = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it("resends a fresh link to a signed-in, unverified user and retires the old one", async () => {
    const { client, account } = await signUp();
    const first = await verifyToken(account.email);
    const res = await client.post("/api/auth/resend-verification", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const second = await verifyToken(account.email);
    expect(second).not.toBe(first);
    expect((await createClient().post("/api/auth/verify-email", { token: first })).status).toBe(400);
    expect((await createClient().post("/api/auth/verify-email", { token: second })).status).toBe(200);
  });

  it("sends nothing more once the address is verified", async () => {
    const { client, account } = await signUp();
    await createClient().post("/api/auth/verify-email", { token: await verifyToken(account.email) });
    const before = (await mailsTo(account.email, "verify-email")).length;
    expect((await client.post("/api/auth/resend-verification", {})).status).toBe(200);
    expect(await mailsTo(account.email, "verify-email")).toHaveLength(before);
  });

  it("asks a guest to sign in before resending", async () => {
    const res = await createClient().post("/api/auth/resend-verification", {});
    expect(res.status).toBe(401);
  });
});
