// The e-mails of a paid deposit, queued in the capture's transaction: "order received" to
// the customer ("Deposit Payment Successful!", mockup within 24 hours) and "new order"
// to the shop owner.
import type { Tx } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { adminUrl, queueMail, queueOwnerMail } from "../../mail/index.server.ts";
import type { Payment } from "../../payments/index.server.ts";
import type { PaymentCustomer } from "../../payments/payments.schemas.ts";
import { PACKAGING_LABELS, PIN_BACK_LABELS, PLATING_LABELS, SIZE_LABELS } from "../../pricing/index.ts";
import { uploadUrl } from "../../uploads/index.server.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import { customOrderViewUrl } from "../order-view-url.server.ts";

const label = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

const oneLine = (c: PaymentCustomer) => {
  const a = c.shippingAddress;
  return `${c.name}, ${a.line1}${a.line2 ? `, ${a.line2}` : ""}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;
};

/** Both e-mails, with the option labels and the order's figures as stored. */
export async function queueDepositMails(
  tx: Tx,
  order: CustomOrder,
  deposit: { customer: PaymentCustomer; discountCode: string | null },
  payment: Payment,
) {
  const { publicUrl } = env();
  const common = {
    orderId: order.id,
    customerName: order.customerName,
    quantity: order.quantity,
    size: label(SIZE_LABELS, order.size),
    plating: label(PLATING_LABELS, order.plating),
    pinBack: label(PIN_BACK_LABELS, order.pinBack),
    packaging: order.packaging.map((p) => label(PACKAGING_LABELS, p)),
    rushOrder: order.rushOrder,
    pricePerPinCents: order.pricePerPinCents,
    subtotalCents: order.subtotalCents,
    rushFeeCents: order.rushFeeCents,
    discountCents: order.discountCents,
    discountCode: deposit.discountCode,
    totalCents: order.totalCents,
    depositCents: order.depositCents,
    balanceCents: order.balanceCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    depositTaxCents: order.depositTaxCents,
    paymentId: payment.providerCaptureId ?? payment.providerOrderId ?? String(payment.id),
    inHandsDate: order.inHandsDate,
  };
  await queueMail(tx, {
    to: order.customerEmail,
    template: "order-received",
    // A guest has no account, so the private order page is the way back to the order.
    data: { ...common, url: await customOrderViewUrl(tx, order.id) },
    attachments: [{ kind: "invoice", orderKind: "custom", orderId: order.id }],
  });
  await queueOwnerMail(tx, "newCustomOrder", {
    template: "new-order",
    data: {
      ...common,
      url: adminUrl({ section: "custom-orders", order: order.id }),
      customerEmail: order.customerEmail,
      logoUrl: order.logoKey ? `${publicUrl}${uploadUrl(order.logoKey)}` : null,
      logoFileName: order.logoFileName,
      shippingAddress: oneLine(deposit.customer),
    },
  });
}
