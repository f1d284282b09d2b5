// The audit log's list call, `GET /api/admin/audit?actor=&action=&from=&to=&page=`: strict, so
// a misspelt filter is refused rather than ignored. Browser-safe: the page builds its query with
// the same names.
import { z } from "zod";
import { isAuditAction } from "../../lib/audit-actions.ts";
import { PageQuerySchema } from "../../lib/page-query.ts";

export const AUDIT_PAGE_SIZE = 50;

const DAY_RULE = "Dates are YYYY-MM-DD, e.g. 2026-03-01";
const day = z
  .string({ error: DAY_RULE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_RULE)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    DAY_RULE,
  );

export const AuditQuerySchema = z
  .strictObject({
    /** The admin's username, in any case; blank means everyone. */
    actor: z
      .string()
      .trim()
      .max(100, "The username can be at most 100 characters")
      .optional()
      .transform((v) => v || undefined),
    action: z
      .string()
      .refine((v) => v === "" || isAuditAction(v), "Choose one of the actions the log records")
      .optional()
      .transform((v) => v || undefined),
    /** The first and last calendar day shown, in the shop's time zone; both included. */
    from: day.optional(),
    to: day.optional(),
    page: PageQuerySchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

/** One row of the log as the admin reads it. */
export interface AuditEntryJson {
  id: number;
  at: string;
  actorUserId: number | null;
  actorUsername: string;
  ip: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPageJson {
  entries: AuditEntryJson[];
  total: number;
  page: number;
  pageSize: number;
}
