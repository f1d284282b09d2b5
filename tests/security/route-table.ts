// The routes the security sweep attacks, read from the real app's route table (as
// app/server/admin-guard.api.test.ts does), so a route added tomorrow is fuzzed tomorrow.
// Every path parameter must be classified below: a new kind of parameter fails the sweep until
// someone says which resource it names.
import type { Hono } from "hono";
import { requireAdmin, requireUser } from "../../app/server/middleware/session.ts";
import { type DeclaredSchema, declaredSchema } from "../../app/server/validate.ts";

export interface SweepRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Hono's pattern, e.g. `/api/custom-orders/:id/history`. */
  path: string;
  /** `METHOD /path`, the key the tests and their tables use. */
  id: string;
  /** The resource kind of each `:param`, in order. */
  params: ParamKind[];
  guard: "admin" | "user" | "none";
  /** The schemas the route validates with (app/server/validate.ts), in the order they run. */
  schemas: DeclaredSchema[];
}

/** What a path parameter names; fixtures give each kind a real value (security-fixtures.ts). */
export const PARAM_KINDS = {
  "/api/admin/blog/posts/:id": "postId",
  "/api/admin/blog/comments/:id": "commentId",
  "/api/admin/outbox/:id": "outboxId",
  "/api/admin/staff/:id": "staffId",
  "/api/admin/customers/:id": "customerId",
  "/api/blog/posts/:slug": "postSlug",
  "/api/products/:id": "productId",
  "/api/admin/products/:id": "productId",
  "/api/admin/products/:id/images/:imageId": "productImageId",
  "/api/admin/reviews/:id": "reviewId",
  "/api/cart/:id": "cartItemId",
  "/api/discount-codes/:id": "discountCodeId",
  "/api/custom-orders/:id": "customOrderId",
  "/api/balance-payment/:token": "balanceToken",
  "/api/proofs/:token": "proofToken",
  "/api/orders/:id": "orderId",
  "/api/orders/custom/:id": "customOrderId",
  "/api/orders/regular/:id": "orderId",
  "/api/order-links/:token": "viewToken",
  "/api/payments/:id": "paymentId",
  "/api/campaigns/:id": "campaignId",
  "/api/unsubscribe/:token": "unsubscribeToken",
  "/api/quotes/:id": "quoteId",
  "/paypal/order/:id": "paypalOrderId",
} as const;
export type ParamKind = (typeof PARAM_KINDS)[keyof typeof PARAM_KINDS];

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
const SWEPT = /^\/(api|paypal)\//;

function classify(path: string): ParamKind[] {
  const kinds: ParamKind[] = [];
  for (const match of path.matchAll(/\/:[^/]+/g)) {
    const prefix = path.slice(0, (match.index ?? 0) + match[0].length) as keyof typeof PARAM_KINDS;
    const kind = PARAM_KINDS[prefix];
    if (!kind) throw new Error(`Classify the path parameter of ${path} in tests/security/route-table.ts`);
    kinds.push(kind);
  }
  return kinds;
}

/**
 * Every `/api/*` and `/paypal/*` route of the app, one entry per method and path (Hono lists
 * each middleware and handler separately). Wildcards (middleware, the JSON 404) are not routes.
 */
export function sweepRoutes(app: Pick<Hono, "routes">): SweepRoute[] {
  const groups = new Map<string, SweepRoute>();
  for (const route of app.routes) {
    if (!SWEPT.test(route.path) || route.path.includes("*") || !METHODS.has(route.method)) continue;
    const path = route.path.replace(/\/$/, "");
    const id = `${route.method} ${path}`;
    const group = groups.get(id) ?? {
      method: route.method as SweepRoute["method"],
      path,
      id,
      params: classify(path),
      guard: "none" as SweepRoute["guard"],
      schemas: [] as DeclaredSchema[],
    };
    const declared = declaredSchema(route.handler);
    if (declared) group.schemas.push(declared);
    if (route.handler === requireAdmin || path.startsWith("/api/admin/")) group.guard = "admin";
    else if (route.handler === requireUser && group.guard === "none") group.guard = "user";
    groups.set(id, group);
  }
  return [...groups.values()].sort(byRisk);
}

/** Destructive calls last, so the ones before them still find their fixtures in place. */
function byRisk(a: SweepRoute, b: SweepRoute): number {
  const rank = (r: SweepRoute) =>
    r.path.endsWith("/logout") ? 3 : r.method === "DELETE" ? 2 : r.path.includes("/cancel") ? 1 : 0;
  return rank(a) - rank(b) || a.id.localeCompare(b.id);
}

/** The concrete URL of a route, with `values` filling its parameters in order. */
export function fillPath(route: SweepRoute, values: readonly string[]): string {
  let i = 0;
  return route.path.replace(/:[^/]+/g, () => values[i++] ?? "");
}

export const takesBody = (route: SweepRoute) => route.method !== "GET";

/** The schema of the route's body: its JSON body, or the JSON field of its multipart form. */
export const bodySchema = (route: SweepRoute) =>
  route.schemas.find((s) => s.target === "json" || s.target === "form");
