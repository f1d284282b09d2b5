// The admin routes of the API, read from the route table itself, for the sweeps that must cover
// every one of them: the guard (app/server/admin-guard.api.test.ts: a guest gets 401, a customer
// 403) and the audit log (app/server/admin-audit.api.test.ts: every write is recorded once).
import type { Hono } from "hono";
import type { AppEnv } from "../../app/server/hono-env.ts";
import { requireAdmin } from "../../app/server/middleware/session.ts";

/** The admin calls outside `/admin` (docs/product-rules.md#api-calls). */
export const SPEC_ADMIN_ROUTES = [
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

export interface AdminRoute {
  method: string;
  /** The path under `/api`, each parameter written `:param`. */
  path: string;
}

/**
 * Routes are grouped by method and path (Hono lists each handler and middleware as an entry);
 * wildcard middleware entries are not routes. A route is an admin route when one of its
 * handlers is `requireAdmin`, its path is under `/admin`, or it is listed in SPEC_ADMIN_ROUTES.
 */
export function adminRoutes(app: Hono<AppEnv>): AdminRoute[] {
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

/** The admin routes that change something: every method but GET. */
export const adminWriteRoutes = (app: Hono<AppEnv>) => adminRoutes(app).filter((r) => r.method !== "GET");
