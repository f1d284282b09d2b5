// The balance payment by link: the
// page's record read with the link's token, and the admin's "generate balance link". Paying is
// the `balance` payment purpose (balance-purpose.server.ts); confirming it is
// balance-confirmation.server.ts.
import { eq } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db } from "../../../lib/db.server.ts";
import { conflict, notFound } from "../../../lib/errors.server.ts";
import { recordStatusChange } from "../../orders/index.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { findCustomOrder } from "../custom-orders.server.ts";
import { findOrderLink } from "../order-links.server.ts";
import { CUSTOM_ORDER_STATUS_LABELS } from "../order-status.ts";
import { balanceFigures, otherBalancePayment, toBalancePaymentJson } from "./balance-figures.server.ts";
import { issueBalanceLink } from "./balance-links.server.ts";
import {
  BALANCE_ALREADY_PAID,
  BALANCE_LINK_NOT_FOUND,
  BALANCE_UNDER_REVIEW,
  type BalanceLinkJson,
  type BalancePaymentJson,
  isBalancePaidStatus,
  NO_BALANCE_DUE,
} from "./balance-payment.schemas.ts";

export const notApprovedForLink = (id: number, status: keyof typeof CUSTOM_ORDER_STATUS_LABELS) =>
  `A balance link can be sent only for an approved order. Order #${id} is ${CUSTOM_ORDER_STATUS_LABELS[status]}.`;

/**
 * `GET /api/balance-payment/{token}`: the order a live balance link names. An unknown token, one
 * a newer link replaced, one spent by its payment, or one of a cancelled or archived order all
 * answer the same 404.
 */
export async function getBalancePayment(token: string): Promise<BalancePaymentJson> {
  const link = await findOrderLink(token, "balance");
  const order = link && (await findCustomOrder(link.customOrderId))?.order;
  if (!order || order.archivedAt !== null || order.status === "cancelled") {
    throw notFound(BALANCE_LINK_NOT_FOUND);
  }
  return toBalancePaymentJson(order, await balanceFigures(order));
}

/**
 * `POST /api/custom-orders/{id}/generate-balance-link` (admin): a new link replaces the old one
 * and is e-mailed to the customer; only for an approved order with a balance due.
 */
export async function generateBalanceLink(admin: CurrentUser, id: number): Promise<BalanceLinkJson> {
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order || order.archivedAt !== null) throw notFound(ORDER_NOT_FOUND);
    if (isBalancePaidStatus(order.status)) throw conflict(BALANCE_ALREADY_PAID);
    if (order.status !== "approved") throw conflict(notApprovedForLink(id, order.status));
    const other = await otherBalancePayment(tx, id);
    if (other) throw conflict(other === "pending" ? BALANCE_UNDER_REVIEW : BALANCE_ALREADY_PAID);
    if ((await balanceFigures(order, tx)).dueCents === 0) throw conflict(NO_BALANCE_DUE);
    const { url } = await issueBalanceLink(tx, id);
    await recordStatusChange(
      tx,
      { customOrderId: id },
      {
        from: order.status,
        to: order.status,
        by: admin.id,
        note: "New balance-payment link e-mailed to the customer",
      },
    );
    return { balancePaymentUrl: url };
  });
}
