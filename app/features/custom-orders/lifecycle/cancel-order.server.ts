// The admin's "Cancel order" (cancelling with a refund goes through PayPal's refund call).
// Every deposit and balance still held is refunded through the payments service, each on its
// own (a refund is written down before PayPal is asked, so a repeat never refunds twice); only
// when nothing paid is left does the order become `cancelled`, recorded with who did it, its
// payment links closed and the customer e-mailed once. A refund PayPal refuses is reported and
// the order stays as it was, so the admin can try again: the call is idempotent.
import { eq } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import { recordAudit } from "../../../lib/audit.server.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db, type Executor, type Tx } from "../../../lib/db.server.ts";
import { AppError, conflict, notFound } from "../../../lib/errors.server.ts";
import { centsToDollars, dollarsToCents, formatUsd } from "../../../lib/money.ts";
import { byAdmin, listLedger, recordStatusChange } from "../../orders/index.server.ts";
import type { LedgerEntryJson } from "../../orders/order-records.schemas.ts";
import { moneyView, refundPayment } from "../../payments/index.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { type CustomOrder, getCustomOrderFor } from "../custom-orders.server.ts";
import { revokeOrderLinks } from "../order-links.server.ts";
import {
  CANNOT_CANCEL_SHIPPED,
  type CancelCustomOrder,
  type CancelRefundJson,
  type CancelResultJson,
} from "./custom-order-lifecycle.schemas.ts";
import { notifyCustomOrderStep } from "./lifecycle-mails.server.ts";

export const UNDER_REVIEW = "PayPal is still reviewing this payment; it can be refunded once it clears.";
export const PAID_WHILE_CANCELLING = "A payment arrived while the order was being cancelled. Try again.";

const CAPTURES = new Set(["deposit", "balance"]);
const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

/** What the order's money view shows refunded to the customer so far (the total plays no part). */
export async function refundedCentsOf(customOrderId: number, tx: Executor = db()): Promise<number> {
  return (await moneyView({ customOrderId, totalCents: 0, status: "cancelled" }, tx)).refundedCents;
}

/** Money the order still holds: captures not refunded in full (or still under review). */
const heldPayments = (ledger: LedgerEntryJson[]) =>
  ledger.filter((p) => CAPTURES.has(p.kind) && (p.status === "completed" || p.status === "pending"));

/** A cancelled order can no longer be paid or approved: its balance and proof links end. */
export async function closePaymentLinks(tx: Tx, customOrderId: number): Promise<void> {
  await revokeOrderLinks(tx, customOrderId, "balance");
  await revokeOrderLinks(tx, customOrderId, "proof");
}

async function refundOne(
  admin: CurrentUser,
  payment: LedgerEntryJson,
  reason: string,
): Promise<CancelRefundJson> {
  const base = { paymentId: payment.id, kind: payment.kind };
  if (payment.status === "pending")
    return { ...base, amount: payment.amount, status: "failed", message: UNDER_REVIEW };
  try {
    const refund = await refundPayment(payment.id, undefined, reason, admin.id);
    return { ...base, amount: refund.amount, status: "refunded", message: null };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ...base, amount: payment.amount, status: "failed", message: err.message };
  }
}

async function lockOrder(tx: Tx, id: number): Promise<CustomOrder> {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
  if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Marks the order cancelled once nothing is held; false when a payment slipped in meanwhile.
 * A repeat with nothing new to record changes nothing.
 */
async function markCancelled(admin: CurrentUser, id: number, note: string, repeat: boolean) {
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (heldPayments(await listLedger({ customOrderId: id }, tx)).length > 0) return false;
    if (order.status === "cancelled" && repeat) return true;
    // A fully refunded deposit may already have cancelled the order (deposit-purpose.server.ts);
    // the admin's decision is still recorded.
    await tx.update(customOrders).set({ status: "cancelled" }).where(eq(customOrders.id, id));
    await recordStatusChange(
      tx,
      { customOrderId: id },
      { from: order.status, to: "cancelled", actor: byAdmin(admin), note },
    );
    await closePaymentLinks(tx, id);
    const refundedCents = await refundedCentsOf(id, tx);
    await notifyCustomOrderStep(tx, { ...order, status: "cancelled" }, { refundedCents });
    await recordAudit(tx, {
      action: "custom_order.cancel",
      entity: "custom_order",
      entityId: id,
      before: { status: order.status },
      after: { status: "cancelled", note },
    });
    return true;
  });
}

function summary(id: number, cancelled: boolean, refundedCents: number, failures: number): string {
  const refunded = refundedCents > 0 ? ` ${formatUsd(refundedCents)} was refunded through PayPal.` : "";
  if (failures > 0) {
    const failed = failures === 1 ? "A refund did not go through" : `${failures} refunds did not go through`;
    const state = cancelled ? `order #${id} is cancelled` : `order #${id} was not cancelled`;
    return `${failed}, so ${state}.${refunded} Try again, or refund it in PayPal.`;
  }
  if (!cancelled) return `${PAID_WHILE_CANCELLING}${refunded}`;
  return `Order #${id} is cancelled.${refunded || " Nothing was left to refund."}`;
}

/** `POST /api/custom-orders/{id}/cancel` (admin). */
export async function cancelCustomOrder(
  admin: CurrentUser,
  id: number,
  input: CancelCustomOrder = {},
): Promise<CancelResultJson> {
  const [before] = await db().select().from(customOrders).where(eq(customOrders.id, id)).limit(1);
  if (!before || before.archivedAt) throw notFound(ORDER_NOT_FOUND);
  if (before.status === "shipped" || before.status === "delivered") throw conflict(CANNOT_CANCEL_SHIPPED);
  const reason = input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled by the shop";
  const refunds: CancelRefundJson[] = [];
  // One at a time: each refund takes the payment's lock, and PGlite has a single connection.
  for (const payment of heldPayments(await listLedger({ customOrderId: id }))) {
    refunds.push(await refundOne(admin, payment, reason));
  }
  const refundedCents = refunds
    .filter((r) => r.status === "refunded")
    .reduce((sum, r) => sum + cents(r.amount), 0);
  const failures = refunds.filter((r) => r.status === "failed").length;
  const note = `Cancelled by an admin${input.reason ? `: ${input.reason}` : ""}${
    refundedCents > 0 ? ` (refunded ${formatUsd(refundedCents)})` : ""
  }`;
  const repeat = before.status === "cancelled" && refundedCents === 0;
  if (failures === 0) await markCancelled(admin, id, note, repeat);
  const order = await getCustomOrderFor({ user: admin }, id);
  const cancelled = order.status === "cancelled";
  return {
    cancelled,
    message: summary(id, cancelled, refundedCents, failures),
    refunded: centsToDollars(refundedCents),
    refunds,
    order,
  };
}
