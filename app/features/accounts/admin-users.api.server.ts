import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { AdminUsersQuerySchema } from "./accounts.schemas.ts";
import { listUsers } from "./accounts.server.ts";

export const adminUsersApi = new Hono<AppEnv>();

adminUsersApi.get("/", requireAdmin, validate("query", AdminUsersQuerySchema), async (c) =>
  c.json(await listUsers(c.req.valid("query"))),
);
