import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { AdminUsersQuerySchema } from "./accounts.schemas.ts";
import { listUsers } from "./accounts.server.ts";

export const adminUsersApi = new Hono<AppEnv>();

adminUsersApi.get("/", requireAdmin, async (c) => {
  const query = AdminUsersQuerySchema.parse(c.req.query());
  return c.json(await listUsers(query));
});
