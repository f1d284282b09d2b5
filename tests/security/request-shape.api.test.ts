// Security sweep, the rest of a request (issue 8, item 4): bodies under the wrong content type,
// bodies over the size limits (413, never a 500 and never read whole), ids and tokens that name
// nothing in every path parameter, and hostile query strings, for every `/api` and `/paypal`
// route of the route table.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isUploadPath } from "../../app/features/uploads/index.server.ts";
import { createApp } from "../../app/server/app.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { usePaypalEmulator } from "../kits/paypal-test-kit.ts";
import { BODY_IGNORED, EXAMPLES } from "./body-examples.ts";
import {
  HOSTILE_PARAMS,
  hostileQuery,
  type RawBody,
  randomParam,
  WRONG_CONTENT_TYPES,
} from "./hostile-values.ts";
import { expectHandled, expectRefused, PERSONAS, personaClient, send, turnedAway } from "./probe.ts";
import { fillPath, type SweepRoute, sweepRoutes, takesBody } from "./route-table.ts";
import { buildSecurityWorld, type SecurityWorld } from "./security-fixtures.ts";

useTestDatabase();
usePaypalEmulator();

const ROUTES = sweepRoutes(createApp());
const BODY_ROUTES = ROUTES.filter(takesBody);
const PARAM_ROUTES = ROUTES.filter((r) => r.params.length > 0);
const GET_ROUTES = ROUTES.filter((r) => r.method === "GET");

let world: SecurityWorld;
beforeAll(async () => {
  world = await buildSecurityWorld();
}, 120_000);

const realUrl = (route: SweepRoute) =>
  fillPath(
    route,
    route.params.map((kind) => world.values[kind]),
  );

/** A body the route's schema accepts (so a refusal is about the part under attack), or `{}`. */
const validBody = (route: SweepRoute): RawBody => ({
  label: "valid body",
  text: JSON.stringify(EXAMPLES[route.id] ?? {}),
});

describe("bodies under a content type the route does not take", () => {
  // A route that reads no body cannot be confused by its type (and would act on the call).
  const READERS = BODY_ROUTES.filter((r) => !(r.id in BODY_IGNORED));

  it.each(READERS)("$id refuses them with a 4xx", async (route) => {
    for (const persona of PERSONAS) {
      if (turnedAway(route, persona)) continue;
      for (const body of WRONG_CONTENT_TYPES) {
        const res = await send(await personaClient(world, persona, route), route, realUrl(route), body);
        expectRefused(res, `${persona} ${route.id} as ${body.label}`);
      }
    }
  });
});

describe("bodies over the limit", () => {
  const MB = 1024 * 1024;
  const json = `{"content":"${"x".repeat(MB + 1024)}"}`;
  // Just over the largest upload limit (10 MB and the form's allowance).
  const file = "x".repeat(10 * MB + 128 * 1024);

  it.each(BODY_ROUTES)("$id answers 413 (or its guard's refusal) for each persona", async (route) => {
    const url = realUrl(route);
    const upload = isUploadPath(url);
    for (const persona of PERSONAS) {
      const body: RawBody = upload
        ? { label: "10.1 MB", text: file, contentType: "multipart/form-data; boundary=x" }
        : { label: "1 MB of JSON", text: json };
      const res = await send(await personaClient(world, persona, route), route, url, body);
      expectHandled(res, `${persona} ${route.id} with ${body.label}`);
      // An upload route checks who is asking before it reads the file; the JSON limit is global.
      const expected = upload && turnedAway(route, persona) ? [401, 403] : [413];
      expect(expected, `${persona} ${route.id} → ${res.status}`).toContain(res.status);
    }
  });
});

describe("path parameters that name nothing", () => {
  it("every parameter of the route table is classified (route-table.ts)", () => {
    expect(PARAM_ROUTES.length).toBeGreaterThan(30);
    for (const route of PARAM_ROUTES) expect(route.params.length).toBe(route.path.split("/:").length - 1);
  });

  it.each(PARAM_ROUTES)("$id answers a 4xx to invalid ids and tokens", async (route) => {
    // The admin gets furthest into a handler; a guest shows what the public gets.
    const personas = (["admin", "guest"] as const).filter((p) => p === "admin" || !turnedAway(route, p));
    const attack = async (value: string) => {
      for (let i = 0; i < route.params.length; i++) {
        const values = route.params.map((kind, j) => (i === j ? value : world.values[kind]));
        for (const persona of personas) {
          const res = await send(
            await personaClient(world, persona, route),
            route,
            fillPath(route, values),
            validBody(route),
          );
          expectRefused(res, `${persona} ${route.id} with :${route.params[i]}=${value.slice(0, 40)}`);
        }
      }
    };
    for (const value of HOSTILE_PARAMS) await attack(value);
    await fc.assert(
      fc.asyncProperty(
        // Not a real id, and not empty or dots, which name another route rather than nothing.
        randomParam.filter((v) => !/^\d{1,9}$/.test(v) && !/^\.{0,2}$/.test(v)),
        async (value) => attack(value),
      ),
      { numRuns: 2 },
    );
  });
});

describe("hostile query strings", () => {
  it.each(GET_ROUTES)("$id handles them without a 500", async (route) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PERSONAS), hostileQuery, async (persona, query) => {
        const res = await send(
          await personaClient(world, persona, route),
          route,
          `${realUrl(route)}?${query}`,
        );
        expectHandled(res, `${persona} ${route.id}?${query.slice(0, 200)}`);
      }),
      { numRuns: 5 },
    );
  });
});
