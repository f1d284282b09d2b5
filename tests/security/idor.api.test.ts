// IDOR sweep (issue 8, item 4; docs/product-rules.md#security-checks): every route that is not
// admin-only and takes an id or a token, read from the route table, is tried by customer B
// (and a guest) on customer A's resources. The answer is the same 404 an id that does not
// exist gets — never a 200, never a 403 that would tell B the resource exists — while A, with
// the same URL, is served. Tokens are capabilities: a token of another kind, or B's own token
// on A's order, opens nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server.ts";
import { createApp } from "../../app/server/app.ts";
import { cartItems, customOrders } from "../../db/schema.ts";
import { createProduct } from "../factories.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { newShopper, testCustomer, usePaypalEmulator } from "../kits/paypal-test-kit.ts";
import { EXAMPLES } from "./body-examples.ts";
import { expectHandled, send } from "./probe.ts";
import { fillPath, type ParamKind, type SweepRoute, sweepRoutes } from "./route-table.ts";
import { buildSecurityWorld, type SecurityWorld, sameSession } from "./security-fixtures.ts";

useTestDatabase();
usePaypalEmulator();

/** Ids of things a customer owns; tokens that open one order each; things anyone may read. */
const OWNED: ParamKind[] = ["customOrderId", "orderId", "cartItemId"];
const TOKENS: ParamKind[] = [
  "balanceToken",
  "proofToken",
  "viewToken",
  "unsubscribeToken",
  "paypalOrderId",
  "quoteId",
];
const PUBLIC: ParamKind[] = ["postSlug", "productId"];

const CUSTOMER_ROUTES = sweepRoutes(createApp()).filter((r) => r.guard !== "admin" && r.params.length > 0);
const OWNED_ROUTES = CUSTOMER_ROUTES.filter((r) => r.params.some((k) => OWNED.includes(k)));
const TOKEN_ROUTES = CUSTOMER_ROUTES.filter((r) => r.params.some((k) => TOKENS.includes(k)));
const NOBODY = "999999999";

let world: SecurityWorld;
beforeAll(async () => {
  world = await buildSecurityWorld();
}, 120_000);

const bodyOf = (route: SweepRoute) =>
  route.method === "GET" ? undefined : { label: "valid", text: JSON.stringify(EXAMPLES[route.id] ?? {}) };
const asB = () => sameSession(world.b.client, world.b.sessionId);
const asA = () => sameSession(world.a.client, world.a.sessionId);
const url = (route: SweepRoute, override: Partial<Record<ParamKind, string>> = {}) =>
  fillPath(
    route,
    route.params.map((k) => override[k] ?? world.values[k]),
  );

describe("the sweep's coverage", () => {
  it("classifies every parameter a customer or guest can send", () => {
    const unclassified = CUSTOMER_ROUTES.flatMap((r) =>
      r.params.filter((k) => ![...OWNED, ...TOKENS, ...PUBLIC].includes(k)).map((k) => `${r.id} :${k}`),
    );
    expect(unclassified).toEqual([]);
    expect(OWNED_ROUTES.length).toBeGreaterThanOrEqual(8);
    expect(TOKEN_ROUTES.length).toBeGreaterThanOrEqual(8);
  });
});

describe.each(OWNED_ROUTES)("$id with customer A's id", (route) => {
  it("answers B and a guest exactly as for an id that does not exist", async () => {
    const owned = Object.fromEntries(route.params.filter((k) => OWNED.includes(k)).map((k) => [k, NOBODY]));
    for (const [who, client] of [
      ["B", asB],
      ["guest", () => sameSession(undefined)],
    ] as const) {
      const missing = await send(client(), route, url(route, owned), bodyOf(route));
      const res = await send(client(), route, url(route), bodyOf(route));
      expectHandled(res, `${who} ${route.id}`);
      expect(res.status, `${who} ${route.id}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${who} ${route.id}`).not.toBe(403);
      expect({ status: res.status, body: res.body }, `${who} ${route.id}`).toEqual({
        status: missing.status,
        body: missing.body,
      });
      if (who === "B" || route.guard === "none") expect(res.status, `${who} ${route.id}`).toBe(404);
    }
  });

  it("serves A at the same URL", async () => {
    const res = await send(asA(), route, url(route), bodyOf(route));
    expectHandled(res, `A ${route.id}`);
    expect(res.status, `A ${route.id}: ${res.text}`).not.toBe(404);
  });
});

describe.each(TOKEN_ROUTES)("$id with the wrong token", (route) => {
  const kind = route.params.find((k) => TOKENS.includes(k))!;
  it("opens nothing with a token of another kind, or a guessed one, and says so alike", async () => {
    const others = TOKENS.filter((k) => k !== kind && k !== "paypalOrderId").map((k) => world.values[k]);
    const answers = [];
    for (const token of [
      ...others,
      "A".repeat(43),
      world.values[kind].replace(/^./, (c) => (c === "a" ? "b" : "a")),
    ]) {
      const res = await send(asB(), route, url(route, { [kind]: token }), bodyOf(route));
      expectHandled(res, `B ${route.id} with ${token}`);
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]!.status, JSON.stringify(answers[0])).toBe(404);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe("orders named by a query token or a body id", () => {
  it("B's own view token does not open A's custom order", async () => {
    for (const path of ["", "/history"]) {
      const mine = await asB().get(
        `/api/custom-orders/${world.values.customOrderId}${path}?token=${world.bValues.viewToken}`,
      );
      expect(mine.status, path).toBe(404);
      const own = await asB().get(
        `/api/custom-orders/${world.bValues.customOrderId}${path}?token=${world.bValues.viewToken}`,
      );
      expect(own.status, path).toBe(200);
    }
  });

  it("B cannot pay A's deposit, confirm it, or ask for A's proof link by naming A's order", async () => {
    const id = Number(world.values.customOrderId);
    const shopper = { client: asB(), sessionId: world.b.sessionId };
    const pay = await shopper.client.post("/paypal/order", {
      currency: "USD",
      intent: "CAPTURE",
      purpose: "deposit",
      customOrderId: id,
      customer: testCustomer(),
    });
    expect(pay.status).toBe(404);
    const confirm = await asB().post("/api/custom-orders", {
      orderData: { id },
      depositPaymentId: "5O190127TN364715T",
    });
    expect(confirm.status).toBe(404);
    const link = await asB().post(`/api/custom-orders/${id}/proof-link`, { token: world.bValues.viewToken });
    expect(link.status).toBe(404);
  });

  it("lists only the caller's own orders, with no other customer's name or e-mail", async () => {
    for (const path of ["/api/orders", "/api/custom-orders", "/api/custom-orders/user-orders"]) {
      const res = await asB().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(world.a.email);
      const ids = (res.body as { id: number }[]).map((o) => String(o.id));
      expect(ids, path).not.toContain(
        path === "/api/orders" ? world.values.orderId : world.values.customOrderId,
      );
    }
  });
});

describe("guest carts", () => {
  it("another browser's X-Session-Id cannot change or remove a guest's cart line", async () => {
    const pin = await createProduct();
    const owner = newShopper();
    const added = await owner.client.post<{ id: number }>("/api/cart", { productId: pin.id, quantity: 1 });
    const other = newShopper();
    expect((await other.client.patch(`/api/cart/${added.body.id}`, { quantity: 5 })).status).toBe(404);
    expect((await other.client.delete(`/api/cart/${added.body.id}`)).status).toBe(404);
    const forged = await sameSession(undefined, "short").patch(`/api/cart/${added.body.id}`, { quantity: 5 });
    expect(forged.status).toBe(400);
    const [line] = await db().select().from(cartItems).where(eq(cartItems.id, added.body.id));
    expect(line).toMatchObject({ quantity: 1, sessionId: owner.sessionId });
    const [order] = await db()
      .select()
      .from(customOrders)
      .where(eq(customOrders.id, Number(world.values.customOrderId)));
    expect(order!.userId).toBe(world.a.userId);
  });
});
