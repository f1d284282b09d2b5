// Function-level authorization sweep: every admin route of
// the API, found in the route table itself, refuses a guest (401) and a customer (403). A new
// admin route without `requireAdmin` fails here.
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { signUp } from "../../tests/kits/test-accounts.ts";
import { createApi } from "./api.ts";
import type { AppEnv } from "./hono-env.ts";
import { requireAdmin } from "./middleware/session.ts";

useTestDatabase();

/** The admin calls outside `/admin` (docs/product-rules.md#api-calls). */
const SPEC_ADMIN_ROUTES = [
  "PATCH /custom-orders/:param/status",
  "DELETE /custom-orders/:param",
  "POST /custom-orders/:param/generate-balance-link",
  "POST /custom-orders/:param/mockups",
  "PUT /orders/:param/status",
  "PUT /orders/:param/tracking",
  "DELETE /orders/:param",
  "GET /discount-codes",
  "POST /discount-codes",
  "PATCH /discount-codes/:param",
  "PUT /discount-codes/:param",
  "DELETE /discount-codes/:param",
  "POST /send-mass-discount-email",
  "POST /import-customers",
];

const normalise = (path: string) => path.replace(/\/:[^/]+/g, "/:param").replace(/\/$/, "") || "/";

interface AdminRoute {
  method: string;
  path: string;
}

/**
 * Routes are grouped by method and path (Hono lists each handler and middleware as an entry);
 * wildcard middleware entries are not routes. A route is an admin route when one of its
 * handlers is `requireAdmin`, its path is under `/admin`, or it is listed in SPEC_ADMIN_ROUTES.
 */
function adminRoutes(app: Hono<AppEnv>): AdminRoute[] {
  const groups = new Map<string, { method: string; path: string; guarded: boolean }>();
  for (const route of app.routes) {
    if (route.path.includes("*")) continue;
    const path = normalise(route.path);
    const id = `${route.method} ${path}`;
    const group = groups.get(id) ?? { method: route.method, path, guarded: false };
    group.guarded ||= route.handler === requireAdmin;
    groups.set(id, group);
  }
  return [...groups.values()]
    .filter(
      (g) =>
        g.guarded ||
        g.path === "/admin" ||
        g.path.startsWith("/admin/") ||
        SPEC_ADMIN_ROUTES.includes(`${g.method} ${g.path}`),
    )
    .map(({ method, path }) => ({ method: method === "ALL" ? "GET" : method, path }));
}

const ROUTES = adminRoutes(createApi());

let customer: TestClient;
beforeAll(async () => {
  customer = (await signUp()).client;
});

describe("the route table", () => {
  it("has admin routes, among them the admin's user list", () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    expect(ROUTES).toContainEqual({ method: "GET", path: "/admin/users" });
  });

  it("counts a route guarded by requireAdmin as admin wherever it is mounted", () => {
    const app = new Hono<AppEnv>();
    app.get("/reports/:id", requireAdmin, (c) => c.json([]));
    app.get("/public", (c) => c.json([]));
    app.post("/admin/unguarded", (c) => c.json({}));
    app.use("/admin/*", requireAdmin);
    expect(adminRoutes(app)).toEqual([
      { method: "GET", path: "/reports/:param" },
      { method: "POST", path: "/admin/unguarded" },
    ]);
  });
});

describe.each(ROUTES)("$method /api$path", ({ method, path }) => {
  const url = `/api${path.replaceAll(":param", "1")}`;

  it("refuses a guest with 401", async () => {
    const res = await createClient().request(method, url, method === "GET" ? undefined : {});
    expect(res.status).toBe(401);
  });

  it("refuses a signed-in customer with 403", async () => {
    const res = await customer.request(method, url, method === "GET" ? undefined : {});
    expect(res.status).toBe(403);
  });
});
