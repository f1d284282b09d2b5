// Security sweep, schema-derived bodies (issue 8, item 4): for every route that declares the zod
// schema of its body (app/server/validate.ts, read from the route table), each single-field mutation of a valid body — wrong type, past
// its bounds, outside its enum, with a NUL byte, missing, an extra privileged field — must get
// a 4xx `{ message, code }` whenever the schema refuses it, and never a 500 either way. The
// mutations are all run, not sampled: together they are the schema's edge, field by field.
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/server/app.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { useJobs } from "../helpers/jobs.ts";
import { pngBytes, prepareForm } from "../kits/custom-orders-test-kit.ts";
import { usePaypalEmulator } from "../kits/paypal-test-kit.ts";
import { BODY_IGNORED, EXAMPLES } from "./body-examples.ts";
import { expectRefused, PERSONAS, type Persona, personaClient, send, turnedAway } from "./probe.ts";
import { bodySchema, fillPath, type SweepRoute, sweepRoutes } from "./route-table.ts";
import { mutationsOf } from "./schema-mutations.ts";
import { buildSecurityWorld, type SecurityWorld } from "./security-fixtures.ts";

useTestDatabase();
// The queue as a web process has it (enqueue only, no workers): routes that answer at once and
// leave the work to a job (order look-up, sign-in links) reach it with a body their schema accepts.
useJobs({ workers: false });
usePaypalEmulator();

const ROUTES = sweepRoutes(createApp()).filter((r) => bodySchema(r));

/** The route's declared body schema, the example it starts from, and the form field it rides in. */
function specOf(route: SweepRoute) {
  const declared = bodySchema(route)!;
  return { schema: declared.schema, example: EXAMPLES[route.id] ?? {}, form: declared.field };
}

let world: SecurityWorld;
let logo: Uint8Array;
beforeAll(async () => {
  world = await buildSecurityWorld();
  logo = await pngBytes();
}, 120_000);

it("derives mutations for every schema it knows", () => {
  expect(ROUTES.length).toBeGreaterThan(30);
  for (const route of ROUTES) {
    const spec = specOf(route);
    expect(mutationsOf(spec.schema, spec.example).length, route.id).toBeGreaterThan(3);
  }
});

describe.each(ROUTES)("$id", (route) => {
  const spec = specOf(route);
  const mutations = mutationsOf(spec.schema, spec.example);
  // The deepest persona the route lets in, and the others in turn where it lets everyone in.
  const personas: Persona[] = PERSONAS.filter((p) => !turnedAway(route, p));

  it(`refuses each of its ${mutations.length} schema mutations that the schema refuses`, async () => {
    const url = fillPath(
      route,
      route.params.map((kind) => world.values[kind]),
    );
    for (const [i, mutation] of mutations.entries()) {
      const persona = personas[i % personas.length]!;
      const body =
        spec.form === "orderData"
          ? prepareForm(mutation.value, { bytes: logo, name: "crest.png", type: "image/png" })
          : { label: mutation.label, text: JSON.stringify(mutation.value) };
      const res = await send(await personaClient(world, persona, route), route, url, body);
      const accepted = spec.schema.safeParse(mutation.value).success;
      expectRefused(
        res,
        `${persona} ${route.id} with ${mutation.label}`,
        accepted || route.id in BODY_IGNORED,
      );
    }
  });
});
