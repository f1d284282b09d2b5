// Test helpers for signed-in browsers: customers sign up through the real API, admins are made
// with the shared factory (there is no way to sign up as one).
import { randomBytes } from "node:crypto";
import { beforeAll } from "vitest";
import type { CurrentUser } from "../../app/lib/context.ts";
import { createUser, signIn } from "../factories.ts";
import { createClient, type TestClient } from "../helpers/client.ts";

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(5).toString("hex");
  return {
    username: `golfer_${id}`,
    email: `golfer_${id}@example.com`,
    password: "fairway-green-42",
    ...overrides,
  };
}

/** A browser that has just registered (and so is signed in) as a new customer. */
export async function signUp(overrides: Partial<TestAccount> = {}, client: TestClient = createClient()) {
  const account = newAccount(overrides);
  const res = await client.post<CurrentUser>("/api/auth/register", account);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { client, account, user: res.body };
}

/** A browser signed in as a new admin (with a username of its own when given). */
export async function signInAsAdmin(client: TestClient = createClient(), username?: string) {
  const { user, password } = await createUser({ role: "admin", emailVerified: true, username });
  return { client, user: await signIn(client, user.username, password) };
}

/**
 * A browser that a test file's `beforeAll` signs in as a new admin. The client exists at once, so
 * the file keeps it in a constant; a file that checks who changed something names the admin itself.
 */
export function useAdminClient(options: { username?: string } = {}): TestClient {
  const client = createClient();
  beforeAll(async () => {
    await signInAsAdmin(client, options.username);
  });
  return client;
}
