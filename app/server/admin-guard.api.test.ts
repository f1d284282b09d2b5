// Function-level authorization sweep: every admin route of
// the API, found in the route table itself, refuses a guest (401) and a customer (403). A new
// admin route without `requireAdmin` fails here.
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRoutes } from "../../tests/helpers/admin-routes.ts";
import { createClient, type TestClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { signUp } from "../../tests/kits/test-accounts.ts";
import { createApi } from "./api.ts";
import type { AppEnv } from "./hono-env.ts";
import { requireAdmin } from "./middleware/session.ts";

useTestDatabase();

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
