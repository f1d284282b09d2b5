// The owner's staff through the real API: an invitation becomes an admin who chooses a password
// through the e-mailed link and signs in; a disabled admin's open session ends on its next call;
// the last admin who can sign in cannot be disabled, even by two admins disabling each other at
// once; customers and guests reach none of it.
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTokens, mailOutbox, users } from "../../../db/schema.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signInAsAdmin, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { INVALID_LOGIN } from "./accounts.server.ts";
import { LAST_ADMIN, type StaffListJson, type StaffMemberJson } from "./staff.schemas.ts";

useTestDatabase();

const PASSWORD = "a-staff-members-passphrase";

function newcomer() {
  const id = randomBytes(4).toString("hex");
  return { email: `staff_${id}@example.com`, username: `staff_${id}` };
}

/** The token of the newest invitation mailed to `email`. */
async function inviteToken(email: string): Promise<string> {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "staff-invite")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(new RegExp(`${env().publicUrl}/reset-password\\?token=([\\w-]+)&invite=1`));
  if (!match) throw new Error(`no invitation with a link to ${email}`);
  return match[1]!;
}

/** Invites a new member through `owner`, who sets a password and signs in on their own browser. */
async function joinedAdmin(owner: TestClient) {
  const who = newcomer();
  expect((await owner.post("/api/admin/staff/invite", who)).status).toBe(201);
  const token = await inviteToken(who.email);
  const set = await createClient().post("/api/auth/password-reset/confirm", { token, password: PASSWORD });
  expect(set.status).toBe(200);
  const client = createClient();
  const login = await client.post<{ id: number; role: string }>("/api/auth/login", {
    username: who.username,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  return { ...who, client, id: login.body.id };
}

/** Disables every admin but `keep` straight in the table, so a test knows who can sign in. */
async function onlyAdmins(keep: number[]) {
  const others = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));
  const off = others.map((u) => u.id).filter((id) => !keep.includes(id));
  for (const id of off) await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
  return async () => {
    for (const id of off) await db().update(users).set({ disabledAt: null }).where(eq(users.id, id));
  };
}

const member = async (client: TestClient, id: number) =>
  (await client.get<StaffListJson>("/api/admin/staff")).body.staff.find((m) => m.id === id);

describe("an invitation", () => {
  it("creates an admin who sets a password through the e-mailed link and signs in as admin", async () => {
    const { client: owner, user } = await signInAsAdmin();
    const who = newcomer();
    const invited = await owner.post<StaffMemberJson>("/api/admin/staff/invite", {
      email: who.email.toUpperCase(),
      username: who.username,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ ...who, status: "invited", disabledAt: null });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, who.email));
    expect(mail).toMatchObject({
      template: "staff-invite",
      subject: `You're invited to help run ${env().SHOP_NAME}`,
    });
    expect(mail!.text).toContain(`${user.username} invited you`);
    expect(mail!.text).toContain("expires in 3 days");

    // No password works before one is chosen.
    const early = await createClient().post("/api/auth/login", { username: who.username, password: "" });
    expect(early.status).toBe(400);
    const guessed = await createClient().post("/api/auth/login", {
      username: who.username,
      password: PASSWORD,
    });
    expect(guessed.status).toBe(401);

    const token = await inviteToken(who.email);
    const set = await createClient().post("/api/auth/password-reset/confirm", { token, password: PASSWORD });
    expect(set.status).toBe(200);
    const again = await createClient().post("/api/auth/password-reset/confirm", {
      token,
      password: PASSWORD,
    });
    expect(again.status).toBe(400);

    const staff = createClient();
    const login = await staff.post<{ role: string; emailVerified: boolean }>("/api/auth/login", {
      username: who.username,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: "admin", emailVerified: true });
    expect((await staff.get("/api/admin/staff")).status).toBe(200);
    expect(await member(owner, invited.body.id)).toMatchObject({ status: "active", invitedAt: null });
  });

  it("expires: an old link no longer sets a password", async () => {
    const { client: owner } = await signInAsAdmin();
    const who = newcomer();
    const invited = await owner.post<StaffMemberJson>("/api/admin/staff/invite", who);
    const token = await inviteToken(who.email);
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, invited.body.id));
    const set = await createClient().post("/api/auth/password-reset/confirm", { token, password: PASSWORD });
    expect(set.status).toBe(400);
    expect(set.body).toMatchObject({ message: "This link has expired or is invalid", code: "invalid" });
  });

  it("is not replaced by a password reset asked for its address: no reset mail, the link still works", async () => {
    const { client: owner } = await signInAsAdmin();
    const who = newcomer();
    await owner.post("/api/admin/staff/invite", who);
    const token = await inviteToken(who.email);
    const asked = await createClient().post("/api/auth/password-reset/request", { email: who.email });
    expect(asked.status).toBe(200);
    const resets = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, who.email), eq(mailOutbox.template, "password-reset")));
    expect(resets).toEqual([]);
    const set = await createClient().post("/api/auth/password-reset/confirm", { token, password: PASSWORD });
    expect(set.status).toBe(200);
  });

  it("signs nobody in before a password is chosen, as slowly as a wrong password", async () => {
    const { client: owner } = await signInAsAdmin();
    const who = newcomer();
    await owner.post("/api/admin/staff/invite", who);
    const active = await signUp();
    /** One refused sign-in's time. */
    const refusedIn = async (username: string) => {
      const started = performance.now();
      const res = await createClient().post("/api/auth/login", { username, password: "not-the-password" });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    // The two kinds take turns, so a busy machine slows both alike; the medians are compared.
    const invitee: number[] = [];
    const wrongPassword: number[] = [];
    for (let i = 0; i < 9; i++) {
      invitee.push(await refusedIn(who.username));
      wrongPassword.push(await refusedIn(active.account.username));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4]!;
    // An empty hash fails in microseconds, a real argon2 check takes tens of milliseconds: without
    // the dummy check the invitee's refusal comes three or more times faster (the request's own
    // work remains), with it about as fast.
    expect(median(invitee)).toBeGreaterThan(median(wrongPassword) * 0.5);
  });

  it("is sent again with a fresh link while it waits; a taken address or username is a 409", async () => {
    const { client: owner } = await signInAsAdmin();
    const who = newcomer();
    await owner.post("/api/admin/staff/invite", who);
    const first = await inviteToken(who.email);
    const resent = await owner.post<StaffMemberJson>("/api/admin/staff/invite", who);
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe("invited");
    const second = await inviteToken(who.email);
    expect(second).not.toBe(first);
    expect(
      (await createClient().post("/api/auth/password-reset/confirm", { token: first, password: PASSWORD }))
        .status,
    ).toBe(400);

    const customer = await signUp();
    const taken = await owner.post("/api/admin/staff/invite", {
      ...newcomer(),
      email: customer.account.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: "An account with that email already exists",
      code: "conflict",
    });
    const name = await owner.post("/api/admin/staff/invite", { ...newcomer(), username: who.username });
    expect(name.status).toBe(409);
    expect(name.body).toMatchObject({ message: "That username is already taken", code: "conflict" });
  });

  it("refuses a bad address, a bad username or an extra field with the field's message", async () => {
    const { client: owner } = await signInAsAdmin();
    const bad = await owner.post("/api/admin/staff/invite", { email: "nope", username: "ab" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid", message: "Please enter a valid email address" });
    const paths = (bad.body as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["email", "username"]));
    const extra = await owner.post("/api/admin/staff/invite", { ...newcomer(), role: "admin" });
    expect(extra.status).toBe(400);
  });
});

describe("disabling an admin", () => {
  it("ends their open session at once, refuses their sign-in, and enabling lets them back", async () => {
    const { client: owner } = await signInAsAdmin();
    const staff = await joinedAdmin(owner);
    expect((await staff.client.get("/api/admin/staff")).status).toBe(200);

    const disabled = await owner.patch<StaffMemberJson>(`/api/admin/staff/${staff.id}`, { active: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.status).toBe("disabled");
    const next = await staff.client.get("/api/admin/staff");
    expect(next.status).toBe(401);
    expect((await staff.client.get("/api/auth/user")).body).toBeNull();

    const login = await createClient().post("/api/auth/login", {
      username: staff.username,
      password: PASSWORD,
    });
    // Answered as a wrong password is, so the answer does not confirm the password.
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: INVALID_LOGIN, code: "unauthorized" });
    await createClient().post("/api/auth/password-reset/request", { email: staff.email });
    const resets = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.template, "password-reset")));
    expect(resets).toEqual([]);

    const enabled = await owner.patch<StaffMemberJson>(`/api/admin/staff/${staff.id}`, { active: true });
    expect(enabled.body.status).toBe("active");
    const back = createClient();
    expect(
      (await back.post("/api/auth/login", { username: staff.username, password: PASSWORD })).status,
    ).toBe(200);
    expect((await back.get("/api/admin/staff")).status).toBe(200);
  });

  it("withdraws a waiting invitation: its link no longer works", async () => {
    const { client: owner } = await signInAsAdmin();
    const who = newcomer();
    const invited = await owner.post<StaffMemberJson>("/api/admin/staff/invite", who);
    const token = await inviteToken(who.email);
    expect((await owner.patch(`/api/admin/staff/${invited.body.id}`, { active: false })).status).toBe(200);
    const set = await createClient().post("/api/auth/password-reset/confirm", { token, password: PASSWORD });
    expect(set.status).toBe(400);
  });

  it("is refused for the last admin who can sign in, with a clear 409", async () => {
    const { client: owner, user } = await signInAsAdmin();
    const restore = await onlyAdmins([user.id]);
    try {
      const res = await owner.patch(`/api/admin/staff/${user.id}`, { active: false });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: LAST_ADMIN, code: "conflict" });
      expect((await owner.get("/api/admin/staff")).status).toBe(200);
    } finally {
      await restore();
    }
  });

  it("leaves one admin when the last two disable each other at the same moment", async () => {
    const { client: a, user } = await signInAsAdmin();
    const b = await joinedAdmin(a);
    const restore = await onlyAdmins([user.id, b.id]);
    try {
      const [aOnB, bOnA] = await Promise.all([
        a.patch(`/api/admin/staff/${b.id}`, { active: false }),
        b.client.patch(`/api/admin/staff/${user.id}`, { active: false }),
      ]);
      // One wins. The other is refused as the last admin, or, when the winner's change landed
      // before the loser's request was even signed in, its session is already gone.
      const [first, second] = [aOnB.status, bOnA.status].sort();
      expect(first).toBe(200);
      expect([401, 409]).toContain(second);
      const left = await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.disabledAt), isNull(users.invitedAt)));
      expect(left).toHaveLength(1);
    } finally {
      await db()
        .update(users)
        .set({ disabledAt: null })
        .where(inArray(users.id, [user.id, b.id]));
      await restore();
    }
  });

  it("answers 404 for a customer's id or no one, and 400 for a body that is not { active }", async () => {
    const { client: owner } = await signInAsAdmin();
    const customer = await signUp();
    for (const id of [customer.user.id, 999_999_999]) {
      const res = await owner.patch(`/api/admin/staff/${id}`, { active: false });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Staff member not found", code: "not_found" });
    }
    const bad = await owner.patch(`/api/admin/staff/${customer.user.id}`, { active: "no" });
    expect(bad.status).toBe(400);
    expect(
      (await owner.patch(`/api/admin/staff/${customer.user.id}`, { active: true, role: "admin" })).status,
    ).toBe(400);
  });
});

describe("who may reach the staff", () => {
  it("refuses a customer with 403 and a guest with 401, on every call", async () => {
    const { client: customer, user } = await signUp();
    const guest = createClient();
    const calls = [
      (c: TestClient) => c.get("/api/admin/staff"),
      (c: TestClient) => c.post("/api/admin/staff/invite", newcomer()),
      (c: TestClient) => c.patch(`/api/admin/staff/${user.id}`, { active: false }),
    ];
    for (const call of calls) {
      expect((await call(customer)).status).toBe(403);
      expect((await call(guest)).status).toBe(401);
    }
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: "customer", disabledAt: null });
  });
});
