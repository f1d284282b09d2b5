// Archiving and restoring an order of either kind (docs/product-rules.md#archiving-and-deleting-orders):
// the admin's "Delete" removes an order with no payment for good, archives a paid order whose
// money is settled (shipped, delivered, cancelled, or refunded in full) and refuses a paid order
// still on its way, which must be refunded or cancelled first, and an order whose never-applied
// payment has not been refunded yet. Restore brings an archived order
// back. Both are recorded in the order's history; the caller locks and writes its own row.
import { and, eq, inArray } from "drizzle-orm";
import { payments } from "../../../db/schema.ts";
import type { Executor } from "../../lib/db.server.ts";
import { conflict } from "../../lib/errors.server.ts";
import { formatUsd } from "../../lib/money.ts";
import { moneyView, unappliedHeldCents } from "../payments/index.server.ts";
import { hasPayment, type OrderRef, recordStatusChange } from "./order-records.server.ts";

/** The statuses after which a paid order's money is settled, for both kinds of order. */
const SETTLED_STATUSES: readonly string[] = ["shipped", "delivered", "cancelled"];

export const PAID_NOT_SHIPPED = "paid_not_shipped";
export const REFUND_NOT_DONE = "refund_not_done";

/** The refusal's text: what the owner should do instead. */
export function paidNotShippedMessage(label: string): string {
  return `${label} is paid and has not shipped. Refund or cancel it first; it can be archived after that.`;
}

/**
 * The refusal while the shop still holds money PayPal took for the order that was never applied
 * to it (its refund failed or has not gone through): the order counts none of it, but archiving
 * would hide money the customer is owed.
 */
export function refundNotDoneMessage(label: string, heldCents: number): string {
  return `${label} still holds ${formatUsd(heldCents)} that was never applied to it and has not been refunded. Retry the refund, or settle it in PayPal, before archiving the order.`;
}

/** Whether a payment is still in flight (PayPal has not settled it), which also blocks an archive. */
async function hasPendingPayment(ref: OrderRef, tx: Executor): Promise<boolean> {
  const of =
    "orderId" in ref ? eq(payments.orderId, ref.orderId) : eq(payments.customOrderId, ref.customOrderId);
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(of, inArray(payments.status, ["pending"])))
    .limit(1);
  return Boolean(row);
}

/**
 * What "Delete" does to a locked, live order: `remove` when it has no payment, `archive` when
 * its money is settled; a paid order still on its way is refused with a 409 naming the fix.
 */
export async function deleteDecision(
  tx: Executor,
  ref: OrderRef,
  order: { status: string },
  label: string,
): Promise<"remove" | "archive"> {
  if (!(await hasPayment(ref, tx))) return "remove";
  const held = await unappliedHeldCents(ref, tx);
  if (held > 0) throw conflict(refundNotDoneMessage(label, held), { reason: REFUND_NOT_DONE });
  if (SETTLED_STATUSES.includes(order.status)) return "archive";
  if (
    !(await hasPendingPayment(ref, tx)) &&
    (await moneyView({ ...ref, totalCents: 0, status: order.status }, tx)).netPaidCents <= 0
  )
    return "archive";
  throw conflict(paidNotShippedMessage(label), { reason: PAID_NOT_SHIPPED });
}

/** The history lines of an archive and a restore (the status does not change). */
export async function recordArchive(
  tx: Executor,
  ref: OrderRef,
  order: { status: string },
  change: "archived" | "restored",
  by: number,
): Promise<void> {
  const note = change === "archived" ? "Archived by an admin" : "Restored from the archive by an admin";
  await recordStatusChange(tx, ref, {
    from: order.status,
    to: order.status,
    actor: { kind: "admin", userId: by },
    note,
  });
}
