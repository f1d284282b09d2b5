// Reading the audit log (its rows are written by app/lib/audit.server.ts, in each change's own
// transaction, and never changed): newest first, filtered by who, what and when.
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { auditLog } from "../../../db/schema.ts";
import { nextDate, startOfDateIn } from "../../lib/calendar-days.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import {
  AUDIT_PAGE_SIZE,
  type AuditEntryJson,
  type AuditPageJson,
  type AuditQuery,
  AuditQuerySchema,
} from "./audit.schemas.ts";

type AuditRow = typeof auditLog.$inferSelect;

const toJson = (row: AuditRow): AuditEntryJson => ({ ...row, at: row.at.toISOString() });

/** `GET /api/admin/audit`: a page of the log; days are the shop's calendar days. */
export async function listAuditLog(query: AuditQuery = {}): Promise<AuditPageJson> {
  const { actor, action, from, to, page } = AuditQuerySchema.parse(query);
  const zone = env().SHOP_TIME_ZONE;
  const filters: (SQL | undefined)[] = [
    actor ? eq(sql`lower(${auditLog.actorUsername})`, actor.toLowerCase()) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.at, startOfDateIn(from, zone)) : undefined,
    to ? lt(auditLog.at, startOfDateIn(nextDate(to), zone)) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db().select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(toJson), total: total?.n ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}
