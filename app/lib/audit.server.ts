// Recording the admin's actions in the audit log (docs/decisions/015-audit-log.md). An admin
// request runs inside `withAuditActor` (requireAdmin sets it), which says who is acting and
// from which address; a service then calls `recordAudit(tx, ...)` inside the transaction that
// makes the change, so the row and the change commit or roll back together. Outside an admin
// request (a customer, a job, a script) nothing is recorded: those are not admin actions.
import { AsyncLocalStorage } from "node:async_hooks";
import { auditLog } from "../../db/schema.ts";
import type { AuditAction, AuditEntity } from "./audit-actions.ts";
import type { Tx } from "./db.server.ts";

export interface AuditActor {
  userId: number;
  username: string;
  ip: string;
}

/** An admin request's actor; `open` turns false when the request ends. */
interface AuditScope extends AuditActor {
  open: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/**
 * Runs one admin request as `actor`. The scope closes when the request is answered, so work the
 * request left running (a timer, a queue's poller started on the way) never records in its name.
 */
export async function withAuditActor<T>(actor: AuditActor, run: () => Promise<T>): Promise<T> {
  // An IPv4 caller reached over an IPv6 socket is logged as the IPv4 address people know.
  const ip = actor.ip.replace(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i, "$1");
  const scope: AuditScope = { ...actor, ip, open: true };
  try {
    return await scopes.run(scope, run);
  } finally {
    scope.open = false;
  }
}

/** Who is acting in this admin request, or undefined outside one. */
export function currentAuditActor(): AuditActor | undefined {
  const scope = scopes.getStore();
  return scope?.open ? { userId: scope.userId, username: scope.username, ip: scope.ip } : undefined;
}

type Fields = Record<string, unknown>;

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  /** The record's id; null for a whole list (the shipping rates) or a batch. */
  entityId: number | string | null;
  /** The changed fields, or the whole record; omitted for a creation. */
  before?: object | null;
  /** The changed fields, or the whole record; omitted for a removal. */
  after?: object | null;
}

/** Keys whose values never go into the log, at any depth: credentials and link tokens. */
const SECRET_KEY = /password|token|secret|hash|salt/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !SECRET_KEY.test(key) && v !== undefined)
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

const clean = (fields: object | null | undefined) => (fields ? (withoutSecrets(fields) as Fields) : null);

/**
 * Writes one audit row in `tx`, the transaction of the change it records, as the current admin.
 * Outside an admin request it writes nothing and answers false.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<boolean> {
  const actor = currentAuditActor();
  if (!actor) return false;
  await recordAuditAs(tx, actor, entry);
  return true;
}

/**
 * Writes one row in `tx` in the name of `actor`, outside an admin request: what happens to an
 * admin's account before they are signed in (a sign-in by e-mailed link, a lock after too many
 * wrong passwords) is recorded under that account, from the address that caused it.
 */
export async function recordAuditAs(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorUsername: actor.username,
    ip: actor.ip,
    action: entry.action,
    entityType: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: clean(entry.before),
    after: clean(entry.after),
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of an edit that changed, as they were and as they are: what an update's audit row
 * keeps. Fields only one side has count as changed.
 */
export function changedFields(beforeRecord: object, afterRecord: object): { before: Fields; after: Fields } {
  const before = beforeRecord as Fields;
  const after = afterRecord as Fields;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.filter((k) => k in before).map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.filter((k) => k in after).map((k) => [k, after[k]])),
  };
}
