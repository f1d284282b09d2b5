// Security sweep, bodies (issue 8, item 4): every `/api` and
// `/paypal` route that takes a body, as a guest, a customer and an admin, gets hostile bodies —
// random JSON, wrong types, huge strings, deep nesting, arrays for objects, `__proto__` and
// `constructor.prototype` keys — and must refuse each with a 4xx `{ message, code }`, never a
// 500, leaving Object.prototype clean. A 2xx is right only where the route's own schema
// accepts the body, or where the route reads no body at all (body-examples.ts says why).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/server/app.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { usePaypalEmulator } from "../kits/paypal-test-kit.ts";
import { BODY_IGNORED, EXAMPLES, MULTIPART_ROUTES, SIGNED_ROUTES, schemaAccepts } from "./body-examples.ts";
import { HOSTILE_BODIES, hostileBody, type RawBody } from "./hostile-values.ts";
import { expectRefused, PERSONAS, personaClient, send, turnedAway } from "./probe.ts";
import { bodySchema, fillPath, type SweepRoute, sweepRoutes, takesBody } from "./route-table.ts";
import { buildSecurityWorld, type SecurityWorld } from "./security-fixtures.ts";

useTestDatabase();
usePaypalEmulator();

const ROUTES = sweepRoutes(createApp()).filter(takesBody);
/** Why a body-taking route validates no body schema, or undefined when it must have one. */
const exemption = (id: string) =>
  BODY_IGNORED[id] ??
  (MULTIPART_ROUTES.has(id) ? "a file upload" : SIGNED_ROUTES.has(id) ? "signed by PayPal" : undefined);

let world: SecurityWorld;
beforeAll(async () => {
  world = await buildSecurityWorld();
}, 120_000);

describe("the sweep's own tables", () => {
  it("finds the body-taking routes of every feature, PayPal's included", () => {
    const ids = ROUTES.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids).toEqual(
      expect.arrayContaining(["POST /api/cart", "POST /paypal/order", "POST /api/paypal/webhook"]),
    );
  });

  it("finds a body schema on every body-taking route that is not exempt, and on no exempt one", () => {
    const undeclared = ROUTES.filter((r) => !bodySchema(r) && exemption(r.id) === undefined);
    expect(undeclared.map((r) => r.id)).toEqual([]);
    const exemptButDeclared = ROUTES.filter((r) => bodySchema(r) && exemption(r.id) !== undefined);
    expect(exemptButDeclared.map((r) => r.id)).toEqual([]);
  });

  it("names no route that is gone", () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    const listed = [
      ...Object.keys(EXAMPLES),
      ...Object.keys(BODY_IGNORED),
      ...MULTIPART_ROUTES,
      ...SIGNED_ROUTES,
    ];
    expect(listed.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("holds an example for each declared body schema, which the schema accepts, and no other", () => {
    for (const route of ROUTES) {
      const declared = bodySchema(route);
      if (!declared) continue;
      expect(EXAMPLES[route.id], route.id).toBeDefined();
      expect(declared.schema.safeParse(EXAMPLES[route.id]).success, route.id).toBe(true);
    }
    const declaring = new Set(ROUTES.filter((r) => bodySchema(r)).map((r) => r.id));
    expect(Object.keys(EXAMPLES).filter((id) => !declaring.has(id))).toEqual([]);
  });
});

/** A 2xx is right for this body only if the route ignores bodies or its schema takes this one. */
const mayPass = (route: SweepRoute, body: RawBody) =>
  route.id in BODY_IGNORED || schemaAccepts(route, body.text) === true;

describe.each(ROUTES)("$id", (route) => {
  it.each(PERSONAS)("refuses hostile bodies as a %s, never with a 500", async (persona) => {
    const client = () => personaClient(world, persona, route);
    const url = fillPath(
      route,
      route.params.map((kind) => world.values[kind]),
    );
    // A guard that refuses the persona, or a route that reads no body, never sees the body: a
    // few cases show that it answers them all alike.
    const blind = turnedAway(route, persona) || route.id in BODY_IGNORED;
    const fixed = blind ? HOSTILE_BODIES.filter((b) => b.label.includes("proto")) : HOSTILE_BODIES;
    for (const body of fixed) {
      const res = await send(await client(), route, url, body);
      expectRefused(res, `${persona} ${route.id} with ${body.label}`, mayPass(route, body));
    }
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const res = await send(await client(), route, url, body);
        expectRefused(
          res,
          `${persona} ${route.id} with ${body.label} ${body.text.slice(0, 120)}`,
          mayPass(route, body),
        );
      }),
      { numRuns: blind ? 1 : 4 },
    );
  });
});
