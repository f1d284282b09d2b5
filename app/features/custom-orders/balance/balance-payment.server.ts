// The balance payment by link: the
// page's record read with the link's token, and the admin's "Generate Balance Link" and
// "Replace link". Paying is
// the `balance` payment purpose (balance-purpose.server.ts); confirming it is
// balance-confirmation.server.ts.
import { eq } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import { recordAudit } from "../../../lib/audit.server.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db, type Tx } from "../../../lib/db.server.ts";
import { conflict, gone, notFound } from "../../../lib/errors.server.ts";
import { byAdmin, recordStatusChange } from "../../orders/index.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { findCustomOrder } from "../custom-orders.server.ts";
import { findIssuedOrderLink } from "../order-links.server.ts";
import { otherPayment } from "../order-money.server.ts";
import { CUSTOM_ORDER_STATUS_LABELS } from "../order-status.ts";
import { balanceFigures, toBalancePaymentJson } from "./balance-figures.server.ts";
import { issueBalanceLink, replaceBalanceLinkOf } from "./balance-links.server.ts";
import {
  BALANCE_ALREADY_PAID,
  BALANCE_LINK_EXPIRED,
  BALANCE_LINK_NOT_FOUND,
  BALANCE_LINK_REPLACED_NOTE,
  BALANCE_LINK_SENT_NOTE,
  BALANCE_UNDER_REVIEW,
  type BalanceLinkJson,
  type BalancePaymentJson,
  isBalancePaidStatus,
  NO_BALANCE_DUE,
} from "./balance-payment.schemas.ts";

export const notApprovedForLink = (id: number, status: keyof typeof CUSTOM_ORDER_STATUS_LABELS) =>
  `A balance link can be sent only for an approved order. Order #${id} is ${CUSTOM_ORDER_STATUS_LABELS[status]}.`;

/**
 * `GET /api/balance-payment/{token}`: the order a balance link names. A paid order's link still
 * opens (the page shows the payment complete). An unknown token, one the admin replaced, or one
 * of a cancelled or archived order all answer the same 404; a link past its life answers 410
 * saying how to get a new one.
 */
export async function getBalancePayment(token: string): Promise<BalancePaymentJson> {
  const link = await findIssuedOrderLink(token, "balance");
  const order = link?.revokedAt === null ? (await findCustomOrder(link.customOrderId))?.order : undefined;
  if (!link || !order || order.archivedAt !== null || order.status === "cancelled") {
    throw notFound(BALANCE_LINK_NOT_FOUND);
  }
  if (link.expired && !isBalancePaidStatus(order.status)) throw gone(BALANCE_LINK_EXPIRED);
  return toBalancePaymentJson(order, await balanceFigures(order));
}

async function lockLinkableOrder(tx: Tx, id: number) {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
  if (!order || order.archivedAt !== null) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * `POST /api/custom-orders/{id}/generate-balance-link` (admin): answers the order's live link,
 * the one the customer already holds, so the approval e-mail keeps working; a link is made and
 * e-mailed only when there is none. Only for an approved order with a balance due.
 */
export async function generateBalanceLink(admin: CurrentUser, id: number): Promise<BalanceLinkJson> {
  return db().transaction(async (tx) => {
    const order = await lockLinkableOrder(tx, id);
    if (isBalancePaidStatus(order.status)) throw conflict(BALANCE_ALREADY_PAID);
    if (order.status !== "approved") throw conflict(notApprovedForLink(id, order.status));
    const other = await otherPayment(tx, id, "balance");
    if (other) throw conflict(other === "pending" ? BALANCE_UNDER_REVIEW : BALANCE_ALREADY_PAID);
    if ((await balanceFigures(order, tx)).dueCents === 0) throw conflict(NO_BALANCE_DUE);
    const { url, emailed } = await issueBalanceLink(tx, id, { onlyIfNew: true });
    // Answering the link the customer already holds changes nothing, so only a new one is logged.
    if (emailed) {
      await recordStatusChange(
        tx,
        { customOrderId: id },
        { from: order.status, to: order.status, actor: byAdmin(admin), note: BALANCE_LINK_SENT_NOTE },
      );
      const after = { emailedTo: order.customerEmail };
      await recordAudit(tx, {
        action: "custom_order.balance_link",
        entity: "custom_order",
        entityId: id,
        after,
      });
    }
    return { balancePaymentUrl: url, emailed };
  });
}

/**
 * `POST /api/custom-orders/{id}/replace-balance-link` (admin): the link leaked, so the old one
 * stops working (404) and a new one is made, recorded in the history with the admin. While the
 * balance is still to pay the new link is e-mailed to the customer.
 */
export async function replaceBalanceLink(admin: CurrentUser, id: number): Promise<BalanceLinkJson> {
  return db().transaction(async (tx) => {
    const order = await lockLinkableOrder(tx, id);
    const paid = isBalancePaidStatus(order.status);
    if (!paid && order.status !== "approved") throw conflict(notApprovedForLink(id, order.status));
    const { url, emailed } = await replaceBalanceLinkOf(tx, id, { mail: !paid });
    await recordStatusChange(
      tx,
      { customOrderId: id },
      { from: order.status, to: order.status, actor: byAdmin(admin), note: BALANCE_LINK_REPLACED_NOTE },
    );
    await recordAudit(tx, {
      action: "custom_order.balance_link_replace",
      entity: "custom_order",
      entityId: id,
      after: { emailedTo: emailed ? order.customerEmail : null },
    });
    return { balancePaymentUrl: url, emailed };
  });
}
