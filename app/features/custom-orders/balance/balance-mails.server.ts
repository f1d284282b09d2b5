// The balance e-mails, queued in the transaction of the step they tell about: the payment
// link (when the design is approved or the admin sends a new link), and "balance received" to
// the customer with a note to the owner once PayPal's capture is recorded.
import type { Tx } from "../../../lib/db.server.ts";
import { adminUrl, queueMail, queueOwnerMail } from "../../mail/index.server.ts";
import type { Payment } from "../../payments/index.server.ts";
import { isPlating, isSize, PLATING_LABELS, SIZE_LABELS } from "../../pricing/index.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import { customOrderViewUrl } from "../order-view-url.server.ts";
import type { BalanceFigures } from "./balance-figures.server.ts";

function summaryOf(order: CustomOrder, figures: BalanceFigures, balanceCents: number) {
  return {
    orderId: order.id,
    customerName: order.customerName,
    quantity: order.quantity,
    size: isSize(order.size) ? SIZE_LABELS[order.size] : order.size,
    plating: isPlating(order.plating) ? PLATING_LABELS[order.plating] : order.plating,
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    depositPaidCents: figures.depositPaidCents,
    balanceCents,
  };
}

/** The balance-payment link with the figures it will charge, and the order's private page. */
export async function queueBalanceLinkMail(
  tx: Tx,
  order: CustomOrder,
  figures: BalanceFigures,
  payUrl: string,
  requote?: { previousTotalCents: number; reason: string | null },
) {
  await queueMail(tx, {
    to: order.customerEmail,
    template: "balance-link",
    data: {
      ...summaryOf(order, figures, figures.dueCents),
      ...(requote ? { previousTotalCents: requote.previousTotalCents, requoteReason: requote.reason } : {}),
      payUrl,
      orderUrl: await customOrderViewUrl(tx, order.id),
    },
  });
}

/** "Balance received" to the customer and a note to the shop owner. */
export async function queueBalancePaidMails(
  tx: Tx,
  order: CustomOrder,
  figures: BalanceFigures,
  payment: Payment,
) {
  const common = {
    ...summaryOf(order, figures, payment.amountCents),
    paymentId: payment.providerCaptureId ?? payment.providerOrderId ?? String(payment.id),
  };
  await queueMail(tx, {
    to: order.customerEmail,
    template: "balance-received",
    data: { ...common, url: await customOrderViewUrl(tx, order.id) },
    attachments: [{ kind: "invoice", orderKind: "custom", orderId: order.id }],
  });
  await queueOwnerMail(tx, "balancePaid", {
    template: "balance-paid",
    data: {
      ...common,
      customerEmail: order.customerEmail,
      url: adminUrl({ section: "custom-orders", order: order.id }),
    },
  });
}
