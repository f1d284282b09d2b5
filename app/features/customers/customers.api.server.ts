import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { CUSTOMER_NOT_FOUND, CustomerDirectoryQuerySchema } from "./customers.schemas.ts";
import { customerDetail, listCustomerDirectory } from "./customers.server.ts";

/** Mounted at `/api/admin/customers`: reading only; the directory is kept by the database. */
export const customersApi = new Hono<AppEnv>();

customersApi.get("/", requireAdmin, validate("query", CustomerDirectoryQuerySchema), async (c) =>
  c.json(await listCustomerDirectory(c.req.valid("query"))),
);

customersApi.get("/:id", requireAdmin, validId(CUSTOMER_NOT_FOUND), async (c) =>
  c.json(await customerDetail(c.req.valid("param").id)),
);
