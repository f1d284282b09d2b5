// Sending an attack and judging the answer: never a 500, never a stack trace, every refusal in
// the house error shape `{ message, code }`, and nothing polluted.
import { expect } from "vitest";
import { createSession, sessionCookieName } from "../../app/features/accounts/index.server.ts";
import type { TestClient, TestResponse } from "../helpers/client.ts";
import { assertNoPollution, type RawBody } from "./hostile-values.ts";
import type { SweepRoute } from "./route-table.ts";
import { type SecurityWorld, sameSession } from "./security-fixtures.ts";

export const PERSONAS = ["guest", "customer", "admin"] as const;
export type Persona = (typeof PERSONAS)[number];

/** Calls that end the session they are made with: each gets a session of its own. */
const ENDS_SESSION = new Set(["POST /api/auth/logout"]);

/**
 * A fresh browser for the persona, same session: call it per request, so each attack has its
 * own address and no per-address rate limit answers 429 before the handler reads the body.
 */
export async function personaClient(
  world: SecurityWorld,
  persona: Persona,
  route?: SweepRoute,
): Promise<TestClient> {
  if (persona !== "guest" && route && ENDS_SESSION.has(route.id)) {
    const client = sameSession(undefined);
    const userId = persona === "admin" ? world.adminUserId : world.a.userId;
    client.cookies.set(sessionCookieName(), await createSession(userId, "security sweep"));
    return client;
  }
  if (persona === "admin") return sameSession(world.admin);
  if (persona === "customer") return sameSession(world.a.client, world.a.sessionId);
  return sameSession(undefined);
}

/** The route's guard turns this persona away before any body or parameter is read. */
export const turnedAway = (route: SweepRoute, persona: Persona) =>
  (route.guard === "admin" && persona !== "admin") || (route.guard === "user" && persona === "guest");

export type SweepResponse = TestResponse & {
  /** The path the app saw, after URL normalisation (dot segments resolved). */
  path: string;
};

export async function send(
  client: TestClient,
  route: SweepRoute,
  url: string,
  body?: RawBody | FormData,
  headers: Record<string, string> = {},
): Promise<SweepResponse> {
  const path = new URL(url, "http://localhost").pathname;
  let res: TestResponse;
  if (route.method === "GET" || body === undefined)
    res = await client.request(route.method, url, undefined, headers);
  else if (body instanceof FormData) res = await client.request(route.method, url, body, headers);
  else {
    const type = body.contentType ?? "application/json";
    res = await client.request(route.method, url, body.text, { "content-type": type, ...headers });
  }
  return { ...res, path };
}

/**
 * A path that left the route (`/paypal/order/%2e%2e/capture` is `/paypal/capture`) and matches
 * nothing outside `/api` belongs to the page router, whose 404 is an HTML page; the API test
 * app has no pages, so Hono's plain 404 stands in for it.
 */
const pageRouterAnswer = (res: SweepResponse) =>
  res.status === 404 && !res.path.startsWith("/api/") && !res.headers.get("content-type")?.includes("json");

const STACK = /\n\s+at .+[:(]\d+:\d+|node_modules|\/work\/|\.ts:\d+/;

/** The answer is handled: below 500, no internals leaked, refusals as `{ message, code }`. */
export function expectHandled(res: SweepResponse, what: string): void {
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.text, `${what} leaks internals`).not.toMatch(STACK);
  if (res.status >= 400 && !pageRouterAnswer(res)) {
    expect(res.body, `${what} → ${res.status} error shape`).toMatchObject({
      message: expect.any(String),
      code: expect.any(String),
    });
  }
  assertNoPollution();
}

/** Handled, and a refusal (4xx) unless `mayPass` says a 2xx is right for this body. */
export function expectRefused(res: SweepResponse, what: string, mayPass = false): void {
  expectHandled(res, what);
  if (!mayPass) {
    expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  }
}
