// The customer hears about each step the shop takes after the balance (in production,
// shipped with tracking, delivered) and about a cancellation. Each notice is claimed once per
// order in `custom_order_notices`, in the transaction that changes the order, so a status set
// twice (or a repeated request) e-mails once. A new tracking number is a notice of its own.
import { customOrderNotices } from "../../../../db/schema.ts";
import type { Tx } from "../../../lib/db.server.ts";
import { queueMail } from "../../mail/index.server.ts";
import type { CustomOrderUpdateStep } from "../../mail/templates/index.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import { customOrderViewUrl } from "../order-view-url.server.ts";

/** True when this call is the first to claim the notice for the order. */
async function claimNotice(tx: Tx, customOrderId: number, notice: string): Promise<boolean> {
  const claimed = await tx
    .insert(customOrderNotices)
    .values({ customOrderId, notice })
    .onConflictDoNothing()
    .returning({ id: customOrderNotices.id });
  return claimed.length > 0;
}

async function send(tx: Tx, order: CustomOrder, step: CustomOrderUpdateStep, refundedCents = 0) {
  await queueMail(tx, {
    to: order.customerEmail,
    template: "custom-order-update",
    data: {
      step,
      orderId: order.id,
      customerName: order.customerName,
      quantity: order.quantity,
      trackingNumber: step === "shipped" ? order.trackingNumber : null,
      trackingUrl: step === "shipped" ? order.trackingUrl : null,
      refundedCents,
      inHandsDate: order.inHandsDate,
      url: await customOrderViewUrl(tx, order.id),
    },
  });
}

/**
 * The shipped e-mail: the first time the order ships, and again for each tracking number the
 * customer has not been sent yet. `order` is the row as it is now (status and tracking set).
 */
export async function notifyShipped(tx: Tx, order: CustomOrder): Promise<void> {
  const firstShipping = await claimNotice(tx, order.id, "shipped");
  const newTracking = order.trackingNumber
    ? await claimNotice(tx, order.id, `tracking:${order.trackingNumber}`)
    : false;
  if (firstShipping || newTracking) await send(tx, order, "shipped");
}

/**
 * Queues the e-mail of the status the order has just reached, once per order. Call it in the
 * transaction that changed the status, with the row as it is now. `refundedCents` is what a
 * cancellation gave back.
 */
export async function notifyCustomOrderStep(
  tx: Tx,
  order: CustomOrder,
  options: { refundedCents?: number } = {},
): Promise<void> {
  switch (order.status) {
    case "shipped":
      return notifyShipped(tx, order);
    case "in_production":
    case "delivered":
    case "cancelled":
      if (await claimNotice(tx, order.id, order.status)) {
        await send(tx, order, order.status, options.refundedCents);
      }
      return;
    default:
      return;
  }
}
