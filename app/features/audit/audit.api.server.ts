import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { AuditQuerySchema } from "./audit.schemas.ts";
import { listAuditLog } from "./audit.server.ts";

/**
 * Mounted at `/api/admin/audit`. Reading only: the log has no route that changes or removes a
 * row (and its table refuses both).
 */
export const auditApi = new Hono<AppEnv>();

auditApi.get("/", requireAdmin, validate("query", AuditQuerySchema), async (c) =>
  c.json(await listAuditLog(c.req.valid("query"))),
);
