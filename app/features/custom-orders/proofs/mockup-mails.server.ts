// The e-mails of the proof step, queued in the transaction that makes the change: the
// customer's "mockup ready" with the private proof link, and the owner's "changes requested"
// and "approved", each linking to the order in the admin dashboard.
import type { Executor } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { formatUsd } from "../../../lib/money.ts";
import { adminUrl, notifyOwner, queueMail, queueOwnerMail } from "../../mail/index.server.ts";
import { PLATING_LABELS, SIZE_LABELS } from "../../pricing/index.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import { customOrderViewUrl } from "../order-view-url.server.ts";
import { proofPath } from "./mockups.schemas.ts";
import type { Mockup } from "./mockups.server.ts";

const label = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

/** To the customer: the new version, the designer's note, the proof link and the order link. */
export async function queueMockupReadyMail(
  tx: Executor,
  order: CustomOrder,
  mockup: Mockup,
  proofToken: string,
) {
  await queueMail(tx, {
    to: order.customerEmail,
    template: "mockup-ready",
    data: {
      orderId: order.id,
      customerName: order.customerName,
      version: mockup.version,
      quantity: order.quantity,
      size: label(SIZE_LABELS, order.size),
      plating: label(PLATING_LABELS, order.plating),
      note: mockup.note,
      proofUrl: `${env().publicUrl}${proofPath(proofToken)}`,
      orderUrl: await customOrderViewUrl(tx, order.id),
      ...(mockup.requote
        ? {
            requote: {
              previousTotalCents: mockup.requote.previous.owedCents,
              totalCents: mockup.requote.owedCents,
              reason: mockup.requote.reason,
            },
          }
        : {}),
    },
  });
}

/** To the shop owner (unless they turned it off in Settings): the customer's comment, as text. */
export async function queueChangesRequestedMail(
  tx: Executor,
  order: CustomOrder,
  mockup: Mockup,
  comment: string,
) {
  await queueOwnerMail(tx, "mockupChangesRequested", {
    template: "mockup-changes-requested",
    data: {
      orderId: order.id,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      version: mockup.version,
      comment,
      url: adminUrl({ section: "custom-orders", order: order.id }),
    },
  });
}

/** To the shop owner: the customer approved a mockup, so the balance link is on its way. */
export async function queueApprovedNotice(
  tx: Executor,
  order: CustomOrder,
  mockup: Mockup,
  balanceLinkSent = true,
) {
  await notifyOwner(tx, {
    event: "mockupApproved",
    subject: `Mockup approved on order #${order.id}`,
    heading: `Mockup approved on order #${order.id}`,
    lines: [
      `${order.customerName} (${order.customerEmail}) approved mockup version ${mockup.version}.`,
      ...(mockup.requote
        ? [
            `The new price was approved with it: ${formatUsd(mockup.requote.owedCents)} (was ${formatUsd(mockup.requote.previous.owedCents)}).`,
          ]
        : []),
      balanceLinkSent
        ? "The balance payment link was sent to the customer."
        : "Nothing is left to pay, so no balance link was sent; what was paid above the new price is refunded.",
    ],
    target: { section: "custom-orders", order: order.id },
  });
}
