import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { OverviewQuerySchema } from "./overview.schemas.ts";
import { getOverview } from "./overview.server.ts";

/** Mounted at `/api/admin/overview`: the dashboard's figures (issue 7), admins only. */
export const overviewApi = new Hono<AppEnv>();

overviewApi.get("/", requireAdmin, validate("query", OverviewQuerySchema), async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getOverview(c.req.valid("query")));
});
