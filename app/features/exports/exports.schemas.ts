// The CSV exports' queries: `GET /api/admin/exports/orders.csv?from=&to=` (calendar days of the
// shop's time zone, both included, either left open) and `GET /api/admin/exports/customers.csv`.
import { z } from "zod";

export const EXPORT_DATE_RULE = "Enter dates as YYYY-MM-DD";
export const EXPORT_RANGE_ORDER = "The start date must be on or before the end date";

/** A real calendar day, or blank for an open end. */
const day = z
  .string({ error: EXPORT_DATE_RULE })
  .refine(
    (v) =>
      v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    EXPORT_DATE_RULE,
  )
  .optional()
  .transform((v) => v || undefined);

export const OrdersExportQuerySchema = z
  .strictObject({ from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: EXPORT_RANGE_ORDER, path: ["to"] });
export type OrdersExportQuery = z.input<typeof OrdersExportQuerySchema>;

/** The customers' export takes no parameters: everyone in the directory. */
export const CustomersExportQuerySchema = z.strictObject({});
