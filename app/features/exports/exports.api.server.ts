import { Hono } from "hono";
import { dateIn } from "../../lib/calendar-days.ts";
import { env } from "../../lib/env.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { csvHeaders, csvStream } from "./csv-stream.server.ts";
import { CUSTOMERS_CSV_HEADER, customerCsvBatches } from "./customers-export.server.ts";
import { CustomersExportQuerySchema, OrdersExportQuerySchema } from "./exports.schemas.ts";
import { ORDERS_CSV_HEADER, orderCsvBatches } from "./orders-export.server.ts";

/** Mounted at `/api/admin/exports`: CSV files streamed as the database is read. */
export const exportsApi = new Hono<AppEnv>();

const today = () => dateIn(new Date(), env().SHOP_TIME_ZONE);

exportsApi.get("/orders.csv", requireAdmin, validate("query", OrdersExportQuerySchema), (c) => {
  const query = c.req.valid("query");
  const name = `orders-${query.from ?? "start"}-to-${query.to ?? today()}.csv`;
  return c.body(csvStream(ORDERS_CSV_HEADER, orderCsvBatches(query)), 200, csvHeaders(name));
});

exportsApi.get("/customers.csv", requireAdmin, validate("query", CustomersExportQuerySchema), (c) =>
  c.body(csvStream(CUSTOMERS_CSV_HEADER, customerCsvBatches()), 200, csvHeaders(`customers-${today()}.csv`)),
);
