// The `balance` payment purpose: the rest of an approved custom order, paid by
// the holder of its balance link. The amount is the ledger's balance due (the pins, shipping and
// tax the order owes, less what was charged), never a stored or client figure. A captured balance moves the order to `balance_paid` (its link then shows it paid) and
// queues the e-mails, in the ledger's transaction (docs/decisions/003-payments.md).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { customOrders } from "../../../../db/schema.ts";
import { db, type Executor, type Tx } from "../../../lib/db.server.ts";
import { conflict, invalid, notFound } from "../../../lib/errors.server.ts";
import { formatUsd } from "../../../lib/money.ts";
import {
  BY_CUSTOMER,
  BY_SYSTEM,
  type HistoryActor,
  recordStatusChange,
  refundActor,
} from "../../orders/index.server.ts";
import {
  CaptureNotApplied,
  cancelledOrderRefund,
  notAppliedRefundNote,
  type Payment,
  type PaymentPurposeHandler,
  refundNote,
} from "../../payments/index.server.ts";
import { getShopSettings } from "../../settings/index.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { type CustomOrder, findCustomOrder } from "../custom-orders.server.ts";
import { balanceBreakdown, owedCents } from "../order-charges.ts";
import { findOrderLink } from "../order-links.server.ts";
import { otherPayment, refundNoticeOf } from "../order-money.server.ts";
import { balanceFigures } from "./balance-figures.server.ts";
import { queueBalancePaidMails } from "./balance-mails.server.ts";
import {
  BALANCE_ALREADY_PAID,
  BALANCE_LINK_NOT_FOUND,
  BALANCE_NO_PROMO,
  BALANCE_NOT_APPROVED,
  BALANCE_UNDER_REVIEW,
  isBalancePaidStatus,
  NO_BALANCE_DUE,
} from "./balance-payment.schemas.ts";

/** What the intent fixed at creation: the order, the link that pays it, the balance then due. */
export const BalanceSnapshotSchema = z.object({
  customOrderId: z.number().int().positive(),
  linkId: z.number().int().positive(),
  dueCents: z.number().int().positive(),
});

/** Only an approved order is paid by link. */
export function assertBalancePayable(order: CustomOrder): void {
  if (order.archivedAt !== null || order.status === "cancelled") throw notFound(BALANCE_LINK_NOT_FOUND);
  if (isBalancePaidStatus(order.status)) throw conflict(BALANCE_ALREADY_PAID);
  if (order.status !== "approved") throw conflict(BALANCE_NOT_APPROVED);
}

/** A balance payment that stands already (under review, or taken but not applied) forbids another. */
async function assertNoOtherPayment(tx: Executor, order: CustomOrder, exceptPaymentId?: number) {
  const other = await otherPayment(tx, order.id, "balance", exceptPaymentId);
  if (other) throw conflict(other === "pending" ? BALANCE_UNDER_REVIEW : BALANCE_ALREADY_PAID);
}

async function lockOrder(tx: Tx, id: number): Promise<CustomOrder | undefined> {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
  return order;
}

/**
 * approved → balance_paid, once. The link stays open (it shows the payment complete); the
 * status alone keeps it from starting a second payment.
 */
async function markBalancePaid(
  tx: Tx,
  order: CustomOrder,
  payment: Payment,
  note: string,
  actor: HistoryActor,
) {
  const [paid] = await tx
    .update(customOrders)
    .set({ status: "balance_paid", balancePaymentId: payment.providerCaptureId })
    .where(eq(customOrders.id, order.id))
    .returning();
  await recordStatusChange(
    tx,
    { customOrderId: order.id },
    { from: order.status, to: "balance_paid", actor, note },
  );
  await queueBalancePaidMails(tx, paid!, await balanceFigures(paid!, tx), payment);
}

const noteOnly = (tx: Tx, order: CustomOrder, note: string, actor = BY_SYSTEM) =>
  recordStatusChange(tx, { customOrderId: order.id }, { from: order.status, to: order.status, actor, note });

export const balancePurpose: PaymentPurposeHandler = {
  async computeAmount(input) {
    if (input.discountCode?.trim()) throw invalid(BALANCE_NO_PROMO);
    const link = await findOrderLink(input.balanceToken, "balance");
    const order = link && (await findCustomOrder(link.customOrderId))?.order;
    if (!link || !order) throw notFound(BALANCE_LINK_NOT_FOUND);
    assertBalancePayable(order);
    await assertNoOtherPayment(db(), order);
    const { dueCents } = await balanceFigures(order);
    if (dueCents === 0) throw conflict(NO_BALANCE_DUE);
    const snapshot: z.infer<typeof BalanceSnapshotSchema> = {
      customOrderId: order.id,
      linkId: link.id,
      dueCents,
    };
    return {
      amountCents: dueCents,
      breakdown: balanceBreakdown(order.id, dueCents, order),
      description: `${(await getShopSettings()).shopName} custom pins, order #${order.id}: balance`,
      snapshot,
      customOrderId: order.id,
      userId: order.userId,
    };
  },

  async onCaptured(tx, intent, payment) {
    const { customOrderId } = BalanceSnapshotSchema.parse(intent.snapshot);
    const order = await lockOrder(tx, customOrderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    // A balance that cannot be applied (the order was paid meanwhile, through a second PayPal
    // window, or cancelled, or moved back) is refunded at once (docs/product-rules.md#money).
    const amount = formatUsd(payment.amountCents);
    if (order.status === "cancelled") throw new CaptureNotApplied(cancelledOrderRefund(payment));
    // The money view already counts this capture (recorded before it is applied): without it.
    const { money } = await balanceFigures(order, tx);
    const chargedBefore = money.chargedCents - (payment.status === "completed" ? payment.amountCents : 0);
    const paidAlready =
      isBalancePaidStatus(order.status) ||
      (await otherPayment(tx, order.id, "balance", payment.id)) !== null ||
      chargedBefore >= owedCents(order);
    if (paidAlready) {
      throw new CaptureNotApplied(
        `This order's balance was already paid, so this payment of ${amount} was refunded to you.`,
      );
    }
    if (order.status !== "approved") {
      throw new CaptureNotApplied(
        `This order cannot take its balance payment now, so this payment of ${amount} was refunded to you. Please contact support.`,
      );
    }
    // The buyer paid; PayPal's later events about the payment are the system's.
    if (payment.status === "completed")
      await markBalancePaid(tx, order, payment, "Balance paid with PayPal", BY_CUSTOMER);
    else await noteOnly(tx, order, "PayPal is reviewing the balance payment", BY_CUSTOMER);
    return { customOrderId: order.id };
  },

  async onCompleted(tx, intent, payment) {
    const order = await lockOrder(tx, BalanceSnapshotSchema.parse(intent.snapshot).customOrderId);
    // Cancelled while PayPal reviewed the balance: the money is refunded, not kept.
    if (order?.status === "cancelled") throw new CaptureNotApplied(cancelledOrderRefund(payment));
    if (order?.status === "approved")
      await markBalancePaid(tx, order, payment, "PayPal completed the balance payment", BY_SYSTEM);
  },

  async onDeclined(tx, intent) {
    const order = await lockOrder(tx, BalanceSnapshotSchema.parse(intent.snapshot).customOrderId);
    if (order) await noteOnly(tx, order, "PayPal declined the balance payment");
  },

  async onNotAppliedRefunded(tx, intent, _payment, refund) {
    const order = await lockOrder(tx, BalanceSnapshotSchema.parse(intent.snapshot).customOrderId);
    if (!order) return;
    await noteOnly(tx, order, notAppliedRefundNote(refund));
    return refundNoticeOf(tx, order);
  },

  async onRefunded(tx, intent, _payment, refund) {
    const order = await lockOrder(tx, BalanceSnapshotSchema.parse(intent.snapshot).customOrderId);
    // The status stays where the admin has it: a refund may be a goodwill partial one.
    if (!order) return;
    await noteOnly(tx, order, refundNote("Balance refunded", refund), refundActor(refund.byUserId));
    return refundNoticeOf(tx, order);
  },
};
