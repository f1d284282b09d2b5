// The server side of guarded status changes (docs/product-rules.md#guarded-status-changes):
// the ledger's figures for the rule, and the refusal an admin answers with a reason.
import type { Executor } from "../../lib/db.server.ts";
import { conflict } from "../../lib/errors.server.ts";
import { moneyView } from "../payments/index.server.ts";
import type { OrderRef } from "./order-records.server.ts";
import { type GuardMoney, type GuardVerdict, statusChangeConflict } from "./status-guard.ts";

/** The money figures the rule reads: the order's money view, the same one every screen shows. */
export async function moneyForGuard(
  tx: Executor,
  ref: OrderRef,
  order: { totalCents: number; status: string },
): Promise<GuardMoney> {
  return moneyView({ ...ref, ...order }, tx);
}

/** The 409 of a contradicted change: the message names what is wrong; `reasonRequired` asks for one. */
export const overrideNeeded = (verdict: GuardVerdict) =>
  conflict(verdict.message, { reasonRequired: true, problem: verdict.problem });

/**
 * Checks a change against the order's money, under the caller's lock. Without a reason a
 * contradicted change is refused; with one it goes ahead, and the answer is the note the
 * history keeps beside the reason (null when nothing was contradicted).
 */
export async function guardStatusChange(
  tx: Executor,
  ref: OrderRef,
  change: { from: string; to: string; totalCents: number; reason?: string },
): Promise<string | null> {
  const verdict = statusChangeConflict(
    change.from,
    change.to,
    await moneyForGuard(tx, ref, { totalCents: change.totalCents, status: change.from }),
    "customOrderId" in ref ? "custom" : "regular",
  );
  if (!verdict) return null;
  if (!change.reason) throw overrideNeeded(verdict);
  return `Confirmed although: ${verdict.message}`;
}

/**
 * Saving a tracking number ships an order not shipped yet, so it passes the same guard first.
 * Answers what the history keeps of the shipping (null when the order had shipped already).
 */
export async function guardShipping(
  tx: Executor,
  ref: OrderRef,
  order: { status: string; totalCents: number },
  input: { trackingNumber: string; reason?: string; ships: boolean },
): Promise<{ note: string; reason: string | null } | null> {
  if (!input.ships) return null;
  const change = { from: order.status, to: "shipped", totalCents: order.totalCents, reason: input.reason };
  const override = await guardStatusChange(tx, ref, change);
  const tracking = `Tracking number ${input.trackingNumber}`;
  return override
    ? { note: `${tracking}. ${override}`, reason: input.reason ?? null }
    : { note: tracking, reason: null };
}
