import { randomBytes, randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { CaptureStatus, PaypalMoney } from "../../app/features/payments/index.ts";
import { type Db, db, type Tx } from "../../app/lib/db.server.ts";
import { paypalEmulatorLog, paypalEmulatorObjects } from "../../db/schema.ts";

// The emulator's memory: PayPal orders, captures, refunds, access tokens, stored idempotent
// answers, scripted faults and the webhook signing secret. It lives in the shop's database
// (its own tables), so every test-mode process on one database sees the same PayPal, and a
// restarted process still knows the orders it made.

export type EmulatorOrderStatus = "CREATED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";

export interface EmulatorCapture {
  id: string;
  orderId: string;
  status: CaptureStatus;
  statusReason?: string;
  amount: PaypalMoney;
  customId?: string;
  invoiceId?: string;
  refundedCents: number;
  createTime: string;
  updateTime: string;
}

export type EmulatorRefundStatus = "COMPLETED" | "PENDING" | "FAILED" | "CANCELLED";

export interface EmulatorRefund {
  id: string;
  captureId: string;
  status: EmulatorRefundStatus;
  amount: PaypalMoney;
  createTime: string;
  updateTime: string;
}

export interface EmulatorShipping {
  name?: { full_name?: string };
  address?: Record<string, string>;
  type?: string;
}

export interface EmulatorOrder {
  id: string;
  status: EmulatorOrderStatus;
  amount: PaypalMoney;
  /** `amount.breakdown` and `items` as the shop sent them, echoed as PayPal does. */
  breakdown?: Record<string, PaypalMoney | undefined>;
  items?: Record<string, unknown>[];
  customId?: string;
  invoiceId?: string;
  description?: string;
  shipping?: EmulatorShipping;
  shippingPreference?: string;
  createTime: string;
  captureIds: string[];
}

/** What a test can make the next capture or refund do (POST /__paypal/test/faults). */
export const CAPTURE_FAULTS = [
  "declined",
  "pending",
  "server_error",
  "timeout_after_capture",
  "slow",
  "capture_declined",
  "wrong_amount",
  "reuse_capture_id",
  /** 422 ORDER_COMPLETION_IN_PROGRESS for `times` capture calls, then the real answer. */
  "capture_in_progress",
  /** 422 PAYER_ACTION_REQUIRED; the order gets a `payer-action` link. */
  "payer_action_required",
  /** 422 DUPLICATE_INVOICE_ID. */
  "duplicate_invoice_id",
] as const;
export const REFUND_FAULTS = [
  "refund_pending",
  "refund_failed",
  "refund_cancelled",
  /** 409 PREVIOUS_REQUEST_IN_PROGRESS for `times` refund calls, then the real answer. */
  "refund_in_progress",
] as const;
/** Faults of the OAuth call: the shop's credentials are refused (401 invalid_client). */
export const TOKEN_FAULTS = ["invalid_client"] as const;
export const FAULTS = [...CAPTURE_FAULTS, ...REFUND_FAULTS, ...TOKEN_FAULTS] as const;
export type CaptureFault = (typeof CAPTURE_FAULTS)[number];
export type FaultName = (typeof FAULTS)[number];

export interface Fault {
  capture: FaultName;
  times: number;
  orderId?: string;
  delayMs?: number;
  captureId?: string;
}

/** One logged call, so tests can see what the shop really sent (request ids, retries). */
export interface LoggedRequest {
  kind: "token" | "create" | "capture" | "refund" | "verify" | "get-refund";
  requestId: string | null;
  orderId?: string;
  captureId?: string;
  status: number;
  at: string;
}

type Kind = "order" | "capture" | "refund" | "token" | "idempotency" | "fault" | "secret";
export type Runner = Db | Tx;

const objects = paypalEmulatorObjects;

export async function getObject<T>(kind: Kind, id: string, runner: Runner = db()): Promise<T | undefined> {
  const [row] = await runner
    .select({ data: objects.data })
    .from(objects)
    .where(and(eq(objects.kind, kind), eq(objects.id, id)));
  return row?.data as T | undefined;
}

/** Reads an object under a row lock, for the rest of the transaction. */
export async function lockObject<T>(tx: Tx, kind: Kind, id: string): Promise<T | undefined> {
  const [row] = await tx
    .select({ data: objects.data })
    .from(objects)
    .where(and(eq(objects.kind, kind), eq(objects.id, id)))
    .for("update");
  return row?.data as T | undefined;
}

export async function putObject(kind: Kind, id: string, data: object, runner: Runner = db()): Promise<void> {
  await runner
    .insert(objects)
    .values({ kind, id, data: data as Record<string, unknown> })
    .onConflictDoUpdate({
      target: [objects.kind, objects.id],
      set: { data: data as Record<string, unknown> },
    });
}

export async function listObjects<T>(kind: Kind, runner: Runner = db()): Promise<T[]> {
  const rows = await runner
    .select({ data: objects.data })
    .from(objects)
    .where(eq(objects.kind, kind))
    .orderBy(asc(objects.seq));
  return rows.map((r) => r.data as T);
}

export async function deleteKind(kind: Kind): Promise<void> {
  await db().delete(objects).where(eq(objects.kind, kind));
}

/** Access tokens past their expiry are of no use to anyone: dropped when a new one is issued. */
export async function forgetExpiredTokens(): Promise<void> {
  await db()
    .delete(objects)
    .where(and(eq(objects.kind, "token"), sql`(${objects.data}->>'expiresAt')::bigint < ${Date.now()}`));
}

export const getOrder = (id: string, runner?: Runner) => getObject<EmulatorOrder>("order", id, runner);
export const getCapture = (id: string, runner?: Runner) => getObject<EmulatorCapture>("capture", id, runner);
export const getRefund = (id: string, runner?: Runner) => getObject<EmulatorRefund>("refund", id, runner);
export const putOrder = (order: EmulatorOrder, runner?: Runner) =>
  putObject("order", order.id, order, runner);
export const putCapture = (capture: EmulatorCapture, runner?: Runner) =>
  putObject("capture", capture.id, capture, runner);
export const putRefund = (refund: EmulatorRefund, runner?: Runner) =>
  putObject("refund", refund.id, refund, runner);

export async function refundsOfCaptures(captureIds: string[]): Promise<EmulatorRefund[]> {
  if (captureIds.length === 0) return [];
  const rows = await db()
    .select({ data: objects.data })
    .from(objects)
    .where(and(eq(objects.kind, "refund"), inArray(sql<string>`${objects.data}->>'captureId'`, captureIds)))
    .orderBy(asc(objects.seq));
  return rows.map((r) => r.data as unknown as EmulatorRefund);
}

/** The HMAC key only the emulator knows, made once per database. */
export async function signingSecret(): Promise<string> {
  const existing = await getObject<{ value: string }>("secret", "webhook-signing");
  if (existing) return existing.value;
  await db()
    .insert(objects)
    .values({ kind: "secret", id: "webhook-signing", data: { value: randomBytes(32).toString("hex") } })
    .onConflictDoNothing();
  return (await getObject<{ value: string }>("secret", "webhook-signing"))!.value;
}

const ID_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** PayPal ids look like `5O190127TN364715T`: 17 upper-case letters and digits. */
export function paypalId(): string {
  let id = "";
  for (let i = 0; i < 17; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export async function addFault(fault: Fault): Promise<void> {
  await putObject("fault", randomBytes(9).toString("hex"), fault);
}

export async function listFaults(): Promise<Fault[]> {
  return listObjects<Fault>("fault");
}

/**
 * Takes one use of the first fault of these names for this order (or capture), or of the first
 * one for any; atomically, so two processes never both take the last use.
 */
export async function takeFault(
  names: readonly FaultName[],
  target: { orderId?: string; captureId?: string } = {},
): Promise<Fault | undefined> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({ id: objects.id, data: objects.data })
      .from(objects)
      .where(
        and(
          eq(objects.kind, "fault"),
          inArray(sql<string>`${objects.data}->>'capture'`, [...names]),
          or(
            sql`${objects.data}->>'orderId' is null`,
            target.orderId ? sql`${objects.data}->>'orderId' = ${target.orderId}` : sql`false`,
          ),
        ),
      )
      .orderBy(desc(sql`${objects.data}->>'orderId' is not null`), asc(objects.seq))
      .limit(1)
      .for("update");
    const row = rows[0];
    if (!row) return undefined;
    const fault = row.data as unknown as Fault;
    const left = { ...fault, times: fault.times - 1 };
    if (left.times <= 0) {
      await tx.delete(objects).where(and(eq(objects.kind, "fault"), eq(objects.id, row.id)));
    } else {
      await tx
        .update(objects)
        .set({ data: left as unknown as Record<string, unknown> })
        .where(and(eq(objects.kind, "fault"), eq(objects.id, row.id)));
    }
    return fault;
  });
}

/** The log keeps the latest calls only: a long-running demo in test mode must not grow it forever. */
const LOG_KEPT = 5_000;

export async function logRequest(entry: Omit<LoggedRequest, "at">): Promise<void> {
  const [row] = await db()
    .insert(paypalEmulatorLog)
    .values({
      kind: entry.kind,
      requestId: entry.requestId,
      orderId: entry.orderId ?? null,
      captureId: entry.captureId ?? null,
      status: entry.status,
    })
    .returning({ id: paypalEmulatorLog.id });
  if (row && row.id % 500 === 0) {
    await db()
      .delete(paypalEmulatorLog)
      .where(lt(paypalEmulatorLog.id, row.id - LOG_KEPT));
  }
}

export async function readLog(
  filter: { orderId?: string; captureIds?: string[] } = {},
): Promise<LoggedRequest[]> {
  const where = filter.orderId
    ? eq(paypalEmulatorLog.orderId, filter.orderId)
    : filter.captureIds
      ? filter.captureIds.length
        ? inArray(paypalEmulatorLog.captureId, filter.captureIds)
        : sql`false`
      : undefined;
  const rows = await db()
    .select()
    .from(paypalEmulatorLog)
    .where(where)
    .orderBy(asc(paypalEmulatorLog.id))
    .limit(5000);
  return rows.map((r) => ({
    kind: r.kind as LoggedRequest["kind"],
    requestId: r.requestId,
    ...(r.orderId ? { orderId: r.orderId } : {}),
    ...(r.captureId ? { captureId: r.captureId } : {}),
    status: r.status,
    at: r.at.toISOString(),
  }));
}

/** Cents from PayPal's "12.34" or "12.5"; the emulator only ever sees amounts it validated. */
export function valueToCents(value: string): number {
  const [whole = "0", fraction = ""] = value.replace(/^-/, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return value.startsWith("-") ? -cents : cents;
}
