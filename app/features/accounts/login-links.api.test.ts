// The e-mailed sign-in link: the account holder's way in while guessers have spent the
// account's password attempts (docs/decisions/022-addresses-and-sign-in-limits.md).
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, authTokens, mailOutbox, rateLimits, users } from "../../../db/schema.ts";
import { createUser } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { drainJobs, eventually, useJobs } from "../../../tests/helpers/jobs.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { JOBS_SCHEMA } from "../../lib/jobs.server.ts";
import { LOGIN_LINK_ANSWER, LOGIN_LINK_JOB } from "./login-links.server.ts";
import { hashToken } from "./sessions.server.ts";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from "./sign-in-limits.server.ts";

useTestDatabase();
useJobs({ workers: true });

const INVALID_LINK = { code: "invalid", message: "This link has expired or is invalid" };

const linkMails = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "login-link")))
    .orderBy(desc(mailOutbox.id));

/** Asks for a link as a visitor would, and waits for the job to mail it. */
async function mailedToken(email: string): Promise<string> {
  const asked = await createClient().post("/api/auth/login-link", { email });
  expect(asked.status).toBe(202);
  const [mail] = await eventually(async () => {
    const mails = await linkMails(email);
    return mails.length > 0 && mails;
  });
  const match = mail!.text.match(new RegExp(`${env().publicUrl}/login-link\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no sign-in link in: ${mail!.text.slice(0, 300)}`);
  expect(mail!.html).toContain(`/login-link?token=${match[1]}`);
  return match[1]!;
}

/** Spends every password attempt of the account for the current window. */
async function lockOut(username: string) {
  await db()
    .insert(rateLimits)
    .values({
      key: `login-fail-account:${username.toLowerCase()}`,
      count: LOGIN_FAILURES_PER_ACCOUNT,
      resetAt: new Date(Date.now() + LOGIN_WINDOW_MS),
    });
}

const linkSignIns = (userId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "staff.sign_in_link"), eq(auditLog.entityId, String(userId))));

describe("asking for a sign-in link", () => {
  it("answers 202 with the same body for a known, an unknown, a disabled and an invited e-mail; only the known one gets mail", async () => {
    const known = await createUser();
    const disabled = await createUser();
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
    const invited = await createUser({ role: "admin" });
    await db().update(users).set({ invitedAt: new Date() }).where(eq(users.id, invited.user.id));
    const unknown = `nobody_${known.user.id}@example.com`;

    const emails = [known.user.email, unknown, disabled.user.email, invited.user.email];
    const answers = [];
    for (const email of emails) answers.push(await createClient().post("/api/auth/login-link", { email }));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.text).toBe(answers[0]!.text);
    }
    expect(answers[0]!.body).toEqual(LOGIN_LINK_ANSWER);
    // Each request did the same work, whatever the e-mail: it queued one look-up.
    const { rows } = await getDatabase().query(
      `select data->>'email' as email from ${JOBS_SCHEMA}.job where name = $1`,
      [LOGIN_LINK_JOB],
    );
    expect((rows as { email: string }[]).map((r) => r.email)).toEqual(expect.arrayContaining(emails));

    await drainJobs(LOGIN_LINK_JOB);
    expect(await linkMails(known.user.email)).toHaveLength(1);
    expect(await linkMails(unknown)).toEqual([]);
    expect(await linkMails(disabled.user.email)).toEqual([]);
    expect(await linkMails(invited.user.email)).toEqual([]);
  });

  it("refuses a malformed e-mail with 400 and a message", async () => {
    const res = await createClient().post("/api/auth/login-link", { email: "not an e-mail" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Please enter a valid email address" });
  });

  it("is limited per e-mail from any address, and per address over any e-mails", async () => {
    const email = `limited_${Date.now()}@example.com`;
    const perEmail = [];
    for (let i = 0; i < 6; i++)
      perEmail.push((await createClient().post("/api/auth/login-link", { email })).status);
    expect(perEmail).toEqual([202, 202, 202, 202, 202, 429]);
    const one = createClient();
    const perAddress = [];
    for (let i = 0; i < 6; i++) {
      perAddress.push((await one.post("/api/auth/login-link", { email: `x${i}_${email}` })).status);
    }
    expect(perAddress).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("signing in with the link", () => {
  it("signs the holder in while the password route refuses the account, and works once", async () => {
    const { user, password } = await createUser();
    await lockOut(user.username);
    const refused = await createClient().post("/api/auth/login", { username: user.username, password });
    expect(refused.status).toBe(429);

    const token = await mailedToken(user.email);
    const stored = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored.map((t) => t.tokenHash)).toEqual([hashToken(token)]);
    expect(stored[0]!.purpose).toBe("login_link");
    const lifetime = stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 15 * 60 * 1000)).toBeLessThan(5_000);

    const browser = createClient();
    const signedIn = await browser.post("/api/auth/login-link/sign-in", { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      id: user.id,
      username: user.username,
      role: "customer",
      emailVerified: true,
    });
    expect((await browser.get("/api/auth/user")).body).toMatchObject({ id: user.id });
    // A customer's sign-in is no admin event.
    expect(await linkSignIns(user.id)).toEqual([]);

    const again = await createClient().post("/api/auth/login-link/sign-in", { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
  });

  it("stops working after 15 minutes", async () => {
    const { user } = await createUser();
    const token = await mailedToken(user.email);
    // The clock moved past the link's 15 minutes.
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const res = await createClient().post("/api/auth/login-link/sign-in", { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
  });

  it("answers a disabled account's link as a made-up one", async () => {
    const { user } = await createUser();
    const token = await mailedToken(user.email);
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const disabled = await createClient().post("/api/auth/login-link/sign-in", { token });
    const madeUp = await createClient().post("/api/auth/login-link/sign-in", { token: `x${token.slice(1)}` });
    expect(disabled.status).toBe(400);
    expect(disabled.body).toEqual(INVALID_LINK);
    expect(madeUp.status).toBe(disabled.status);
    expect(madeUp.body).toEqual(disabled.body);
  });

  it("writes an admin's sign-in to the audit log, from their address, and lands them in the admin", async () => {
    const { user } = await createUser({ role: "admin" });
    await lockOut(user.username);
    const token = await mailedToken(user.email);
    const browser = createClient({ ip: "198.51.100.44" });
    const res = await browser.post("/api/auth/login-link/sign-in", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "admin" });
    expect((await browser.get("/api/admin/staff")).status).toBe(200);
    const rows = await linkSignIns(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: user.id,
      actorUsername: user.username,
      ip: "198.51.100.44",
      entityType: "staff",
    });
  });

  it("a newer link replaces an unused older one", async () => {
    const { user } = await createUser();
    const first = await mailedToken(user.email);
    await db().delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    expect((await createClient().post("/api/auth/login-link/sign-in", { token: first })).status).toBe(400);
    expect((await createClient().post("/api/auth/login-link/sign-in", { token: second })).status).toBe(200);
  });
});
