import { Hono } from "hono";
import { rateLimit } from "../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { validate } from "../../server/validate.ts";
import { PageViewSchema } from "./analytics.schemas.ts";
import { recordPageView } from "./analytics.server.ts";

export const analyticsApi = new Hono<AppEnv>();

/** Two page views a second per address is far beyond a person browsing; it stops a flood. */
export const PAGE_VIEW_LIMIT = { limit: 120, windowMs: 60_000 };

analyticsApi.post(
  "/pageview",
  rateLimit({ name: "pageview", ...PAGE_VIEW_LIMIT }),
  validate("json", PageViewSchema),
  async (c) => {
    await recordPageView(c.req.valid("json"), c.get("user"));
    return c.body(null, 204);
  },
);
