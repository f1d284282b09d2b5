import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { signInAsAdmin, signUp } from "../../../tests/kits/test-accounts.ts";
import { ADMIN_USERS_PAGE_SIZE } from "./users.server.ts";

useTestDatabase();

interface UserList {
  users: {
    id: number;
    username: string;
    email: string;
    role: string;
    emailVerified: boolean;
    createdAt: string;
  }[];
  page: number;
  pageSize: number;
  total: number;
}

describe("GET /api/admin/users", () => {
  it("lists accounts, newest first, with their public fields only", async () => {
    const { client, user: admin } = await signInAsAdmin();
    const { user: customer } = await signUp();
    const res = await client.get<UserList>("/api/admin/users");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: ADMIN_USERS_PAGE_SIZE });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const ids = res.body.users.map((u) => u.id);
    expect(ids.indexOf(customer.id)).toBeLessThan(ids.indexOf(admin.id));
    const listed = res.body.users.find((u) => u.id === customer.id);
    expect(listed).toEqual({ ...customer, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(res.text).not.toMatch(/argon2|passwordHash/);
  });

  it("finds accounts by part of the username or e-mail, case-insensitively", async () => {
    const { client } = await signInAsAdmin();
    const { user } = await createUser({ username: "Putter_Queen_77", email: "queen77@greens.example" });
    const byName = await client.get<UserList>("/api/admin/users?q=putter_queen");
    expect(byName.body.users.map((u) => u.id)).toEqual([user.id]);
    const byEmail = await client.get<UserList>("/api/admin/users?q=QUEEN77%40GREENS");
    expect(byEmail.body.users.map((u) => u.id)).toEqual([user.id]);
    const none = await client.get<UserList>("/api/admin/users?q=%25");
    expect(none.body).toMatchObject({ users: [], total: 0 });
  });

  it("pages through the list", async () => {
    const { client } = await signInAsAdmin();
    const tag = `pager${Date.now().toString(36)}`;
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 2; i++) await createUser({ username: `${tag}_${i}` });
    const first = await client.get<UserList>(`/api/admin/users?q=${tag}`);
    const second = await client.get<UserList>(`/api/admin/users?q=${tag}&page=2`);
    expect(first.body.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(second.body).toMatchObject({ page: 2, total: ADMIN_USERS_PAGE_SIZE + 2 });
    expect(second.body.users).toHaveLength(2);
    const all = [...first.body.users, ...second.body.users].map((u) => u.id);
    expect(new Set(all).size).toBe(ADMIN_USERS_PAGE_SIZE + 2);
  });

  it("refuses a page that is not a positive number with 400", async () => {
    const { client } = await signInAsAdmin();
    expect((await client.get("/api/admin/users?page=0")).status).toBe(400);
    expect((await client.get("/api/admin/users?page=abc")).status).toBe(400);
  });

  it("refuses guests and customers", async () => {
    expect((await createClient().get("/api/admin/users")).status).toBe(401);
    const { client } = await signUp();
    expect((await client.get("/api/admin/users")).status).toBe(403);
  });
});
