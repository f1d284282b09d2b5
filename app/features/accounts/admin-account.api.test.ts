import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { newAccount, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { resetEnvForTests } from "../../lib/env.server.ts";
import { ensureAdmin, ensureAdminFromEnv } from "./users.server.ts";

useTestDatabase();

const login = (username: string, password: string) =>
  createClient().post("/api/auth/login", { username, password });

describe("ensureAdmin", () => {
  it("creates an admin who can sign in", async () => {
    const account = newAccount();
    const { action, user } = await ensureAdmin(account);
    expect(action).toBe("created");
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      role: "admin",
      emailVerified: true,
    });
    const res = await login(account.username, account.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "admin" });
  });

  it("changes nothing, and keeps the admin signed in, when called again with the same values", async () => {
    const account = newAccount();
    await ensureAdmin(account);
    const client = createClient();
    await client.post("/api/auth/login", { username: account.username, password: account.password });
    expect((await ensureAdmin({ ...account, username: account.username.toUpperCase() })).action).toBe(
      "unchanged",
    );
    expect((await client.get("/api/auth/user")).body).toMatchObject({ username: account.username });
  });

  it("sets a new password and signs the old sessions out", async () => {
    const account = newAccount();
    await ensureAdmin(account);
    const client = createClient();
    await client.post("/api/auth/login", { username: account.username, password: account.password });
    expect((await ensureAdmin({ ...account, password: "a-new-admin-password" })).action).toBe("updated");
    expect((await client.get("/api/auth/user")).body).toBeNull();
    expect((await login(account.username, account.password)).status).toBe(401);
    expect((await login(account.username, "a-new-admin-password")).status).toBe(200);
  });

  it("takes over a customer account of that name: role, e-mail and password, ending its sessions", async () => {
    const { client, account, user } = await signUp();
    const email = newAccount().email;
    const { action, user: admin } = await ensureAdmin({
      username: account.username,
      password: "operator-chosen-1",
      email,
    });
    expect(action).toBe("updated");
    expect(admin).toMatchObject({ id: user.id, role: "admin", email, emailVerified: true });
    expect((await client.get("/api/auth/user")).body).toBeNull();
    expect((await login(account.username, account.password)).status).toBe(401);
  });

  it("refuses an e-mail that belongs to another account", async () => {
    const { account: other } = await signUp();
    await expect(ensureAdmin(newAccount({ email: other.email }))).rejects.toMatchObject({
      code: "conflict",
      message: "An account with that email already exists",
    });
  });

  it.each([
    ["a short password", { password: "short" }, "Password must be at least 8 characters"],
    ["a short username", { username: "ab" }, "Username must be at least 3 characters"],
    ["an address without @", { email: "admin" }, "Please enter a valid email address"],
  ])("refuses %s", async (_label, change, message) => {
    await expect(ensureAdmin(newAccount(change))).rejects.toMatchObject({ code: "invalid", message });
  });
});

describe("ensureAdminFromEnv", () => {
  afterEach(() => {
    for (const name of ["ADMIN_USERNAME", "ADMIN_PASSWORD", "ADMIN_EMAIL"]) delete process.env[name];
    resetEnvForTests();
  });

  it("does nothing without ADMIN_USERNAME and ADMIN_PASSWORD", async () => {
    process.env.ADMIN_USERNAME = newAccount().username;
    resetEnvForTests();
    expect(await ensureAdminFromEnv()).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.username, process.env.ADMIN_USERNAME))).toEqual([]);
  });

  it("creates the configured admin, at username@localhost when ADMIN_EMAIL is unset", async () => {
    const { username, password } = newAccount();
    Object.assign(process.env, { ADMIN_USERNAME: username, ADMIN_PASSWORD: password });
    resetEnvForTests();
    const result = await ensureAdminFromEnv();
    expect(result).toMatchObject({
      action: "created",
      user: { username, email: `${username}@localhost`, role: "admin" },
    });
    expect((await login(username, password)).status).toBe(200);
  });

  it("uses ADMIN_EMAIL when set", async () => {
    const { username, password, email } = newAccount();
    Object.assign(process.env, { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, ADMIN_EMAIL: email });
    resetEnvForTests();
    expect(await ensureAdminFromEnv()).toMatchObject({ user: { email } });
  });
});
