import { type Context, Hono } from "hono";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { validate } from "../../server/validate.ts";
import { ExitIntentRequestSchema } from "./exit-intent.schemas.ts";
import { getExitIntentOffer, sendExitIntentCode } from "./exit-intent.server.ts";

const HOUR_MS = 60 * 60 * 1000;

/** The body's e-mail, lower-cased, so one mailbox cannot be flooded from many addresses. */
async function bodyEmail(c: Context<AppEnv>): Promise<string | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const email = body && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** A visitor tries once or twice; a shared office address a few more. */
export const EXIT_INTENT_BY_ADDRESS = { limit: 10, windowMs: HOUR_MS };
/** The same mailbox gets the code at most three times a day. */
export const EXIT_INTENT_BY_EMAIL = { limit: 3, windowMs: 24 * HOUR_MS };

/** Mounted at `/api/exit-intent-discount`. */
export const exitIntentApi = new Hono<AppEnv>();

exitIntentApi.get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getExitIntentOffer());
});

exitIntentApi.post(
  "/",
  rateLimit({ name: "exit-intent", ...EXIT_INTENT_BY_ADDRESS }),
  rateLimit({ name: "exit-intent-email", ...EXIT_INTENT_BY_EMAIL, key: bodyEmail }),
  validate("json", ExitIntentRequestSchema),
  async (c) => c.json(await sendExitIntentCode(c.req.valid("json"))),
);
