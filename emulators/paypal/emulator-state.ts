import { randomBytes, randomInt } from "node:crypto";
import type { CaptureStatus, PaypalMoney } from "../../app/features/payments/index.ts";

// The emulator's memory: PayPal orders, captures, refunds, idempotency keys and scripted
// faults. It lives on globalThis, so it lasts as long as the process (a dev reload of the
// module keeps it), and each test worker has its own.

export type EmulatorOrderStatus = "CREATED" | "APPROVED" | "VOIDED" | "COMPLETED";

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

export interface EmulatorRefund {
  id: string;
  captureId: string;
  amount: PaypalMoney;
  createTime: string;
}

export interface EmulatorOrder {
  id: string;
  status: EmulatorOrderStatus;
  amount: PaypalMoney;
  customId?: string;
  invoiceId?: string;
  description?: string;
  createTime: string;
  captureIds: string[];
}

/** What a test can make the next capture do (POST /__paypal/test/faults). */
export const CAPTURE_FAULTS = [
  "declined",
  "pending",
  "server_error",
  "timeout_after_capture",
  "slow",
  "capture_declined",
  "wrong_amount",
  "reuse_capture_id",
] as const;
export type CaptureFault = (typeof CAPTURE_FAULTS)[number];

export interface Fault {
  capture: CaptureFault;
  times: number;
  orderId?: string;
  delayMs?: number;
  captureId?: string;
}

/** One logged call, so tests can see what the shop really sent (request ids, retries). */
export interface LoggedRequest {
  kind: "token" | "create" | "capture" | "refund" | "verify";
  requestId: string | null;
  orderId?: string;
  captureId?: string;
  status: number;
  at: string;
}

interface EmulatorState {
  tokens: Map<string, number>;
  orders: Map<string, EmulatorOrder>;
  captures: Map<string, EmulatorCapture>;
  refunds: Map<string, EmulatorRefund>;
  /** `kind:requestId` → the stored answer, replayed for the same PayPal-Request-Id. */
  idempotency: Map<string, { status: number; body: unknown }>;
  faults: Fault[];
  log: LoggedRequest[];
  signingSecret: string;
}

const holder = globalThis as typeof globalThis & { __paypalEmulator?: EmulatorState };
holder.__paypalEmulator ??= {
  tokens: new Map(),
  orders: new Map(),
  captures: new Map(),
  refunds: new Map(),
  idempotency: new Map(),
  faults: [],
  log: [],
  signingSecret: randomBytes(32).toString("hex"),
};
export const emulator: EmulatorState = holder.__paypalEmulator;

const ID_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** PayPal ids look like `5O190127TN364715T`: 17 upper-case letters and digits. */
export function paypalId(): string {
  let id = "";
  for (let i = 0; i < 17; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Takes one use of the first fault for this order, or of the first global one. */
export function takeFault(orderId: string): Fault | undefined {
  const fault = emulator.faults.find((f) => f.orderId === orderId) ?? emulator.faults.find((f) => !f.orderId);
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) emulator.faults.splice(emulator.faults.indexOf(fault), 1);
  return { ...fault };
}

export function logRequest(entry: Omit<LoggedRequest, "at">): void {
  emulator.log.push({ ...entry, at: new Date().toISOString() });
  if (emulator.log.length > 5000) emulator.log.splice(0, 1000);
}

/** Cents from PayPal's "12.34"; the emulator only ever sees amounts it validated. */
export function valueToCents(value: string): number {
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
