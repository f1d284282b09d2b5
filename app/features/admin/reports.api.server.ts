import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { ReportQuerySchema } from "./reports.schemas.ts";
import { getReport } from "./reports.server.ts";

/** Mounted at `/api/admin/reports`: the owner's reports for a range of days, admins only. */
export const reportsApi = new Hono<AppEnv>();

reportsApi.get("/", requireAdmin, validate("query", ReportQuerySchema), async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getReport(c.req.valid("query")));
});
