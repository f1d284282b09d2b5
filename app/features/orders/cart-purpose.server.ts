// The `cart` purpose: the shopper pays for the session's cart, and a captured payment
// becomes a regular order with its lines, address and history, in one transaction that also
// empties the cart and queues the receipt. Payments finds it in its purpose registry
// (payments/purposes.server.ts) and calls it inside the transaction that records the payment.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { orderItems, orders } from "../../../db/schema.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { conflict, invalid } from "../../lib/errors.server.ts";
import { formatUsd } from "../../lib/money.ts";
import { type CartOwner, clearCart } from "../cart/index.server.ts";
import { checkStock, holdStock, releaseStock, returnStock, takeStock } from "../catalog/index.server.ts";
import { notifyOwner, queueMail } from "../mail/index.server.ts";
import {
  CaptureNotApplied,
  cancelledOrderRefund,
  notAppliedRefundNote,
  type Payment,
  type PaymentIntent,
  type PaymentPurposeHandler,
  refundNote,
} from "../payments/index.server.ts";
import { PaymentCustomerSchema } from "../payments/payments.schemas.ts";
import { getShopSettings } from "../settings/index.server.ts";
import type { CheckoutQuote } from "../shipping-tax/index.ts";
import { priceCart } from "./cart-quote.server.ts";
import { BY_SYSTEM, recordStatusChange, refundActor } from "./order-records.server.ts";
import type { OrderStatus } from "./order-status.ts";
import { regularOrderViewUrl } from "./order-view.server.ts";
import { saveShippingAddress } from "./shipping-addresses.server.ts";

export const CUSTOMER_REQUIRED = "Please enter your name, email and shipping address";
/** A paid order whose units went to another buyer first; the capture is refunded at once. */
export const soldOutWhilePaying = (name: string, payment: Payment) =>
  `${name} sold out while you were paying, so your payment of ${formatUsd(payment.amountCents)} was refunded to you.`;

/** What the intent fixed at creation; the order is made from it, never from today's cart. */
const CartSnapshotSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        unitPriceCents: z.number().int().min(0),
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
  subtotalCents: z.number().int().min(0),
  discountCents: z.number().int().min(0),
  // Intents made before shipping and tax existed carry neither.
  shippingCents: z.number().int().min(0).default(0),
  taxCents: z.number().int().min(0).default(0),
  discountCode: z.string().nullable(),
  customer: PaymentCustomerSchema,
});
type CartSnapshot = z.input<typeof CartSnapshotSchema>;

function ownerOf(intent: PaymentIntent): CartOwner | null {
  if (intent.userId !== null) return { userId: intent.userId };
  if (intent.sessionId !== null) return { sessionId: intent.sessionId };
  return null;
}

async function recordStatus(
  tx: Tx,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  note: string,
  actor = BY_SYSTEM,
) {
  await recordStatusChange(tx, { orderId }, { from, to, actor, note });
}

/** Moves the order only from the state the event expects, so a late or repeated event is a no-op. */
async function moveOrder(
  tx: Tx,
  orderId: number | null,
  from: OrderStatus,
  to: OrderStatus,
  note: string,
  actor = BY_SYSTEM,
) {
  if (orderId === null) return null;
  const [moved] = await tx
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved) await recordStatus(tx, orderId, from, to, note, actor);
  return moved ?? null;
}

async function lockOrderRow(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

async function queueReceipt(
  tx: Tx,
  orderId: number,
  snapshot: CartSnapshot,
  payment: Payment,
  totalCents: number,
  url?: string,
) {
  await queueMail(tx, {
    to: snapshot.customer.email,
    template: "order-receipt",
    data: {
      orderId,
      customerName: snapshot.customer.name,
      items: snapshot.lines.map(({ name, quantity, unitPriceCents }) => ({ name, quantity, unitPriceCents })),
      subtotalCents: snapshot.subtotalCents,
      discountCents: snapshot.discountCents,
      discountCode: snapshot.discountCode,
      shippingCents: snapshot.shippingCents ?? 0,
      taxCents: snapshot.taxCents ?? 0,
      totalCents,
      shippingAddress: snapshot.customer.shippingAddress,
      paymentId: payment.providerCaptureId ?? payment.providerOrderId ?? String(payment.id),
      url: url ?? (await regularOrderViewUrl(tx, orderId)),
    },
    attachments: [{ kind: "invoice", orderKind: "regular", orderId }],
  });
  const pins = snapshot.lines.reduce((n, line) => n + line.quantity, 0);
  await notifyOwner(tx, {
    event: "newOrder",
    subject: `New order #${orderId}: ${formatUsd(totalCents)} paid`,
    heading: `New order #${orderId}`,
    lines: [
      `${snapshot.customer.name} (${snapshot.customer.email}) paid ${formatUsd(totalCents)} for ${pins} ${pins === 1 ? "item" : "items"}.`,
      ...snapshot.lines.map((line) => `${line.quantity} × ${line.name}`),
    ],
    target: { section: "orders", order: orderId },
  });
}

/** Returns a refunded order's units once, as the owner asked, and says so in its history. */
async function restockOrder(tx: Tx, orderId: number, intent: PaymentIntent, actor = BY_SYSTEM) {
  const { lines } = CartSnapshotSchema.parse(intent.snapshot);
  if (!(await returnStock(tx, orderId, lines))) return;
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const units = lines.reduce((n, line) => n + line.quantity, 0);
  const note = `${units} ${units === 1 ? "unit" : "units"} returned to stock`;
  await recordStatus(tx, orderId, order!.status, order!.status, note, actor);
}

/**
 * What PayPal charges for the cart: exactly the quote's total, with PayPal's breakdown of it
 * (items, discount, shipping, tax), so PayPal's receipt shows the shop's own lines.
 */
function chargeForQuote(snapshot: CartSnapshot, quote: CheckoutQuote) {
  return {
    amountCents: quote.totalCents,
    breakdown: {
      items: snapshot.lines.map(({ name, quantity, unitPriceCents }) => ({ name, quantity, unitPriceCents })),
      itemTotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      taxCents: quote.taxCents,
    },
  };
}

export const cartPurpose: PaymentPurposeHandler = {
  async computeAmount(input, context) {
    if (!input.customer) throw invalid(CUSTOMER_REQUIRED);
    const owner = context.cartOwner();
    const { cart, quote, discountCodeId, discountCode } = await priceCart(owner, {
      discountCode: input.discountCode,
      shippingAddress: input.customer.shippingAddress,
    });
    const lines = cart.items.map((item) => ({
      productId: item.product.id,
      name: item.product.name,
      quantity: item.quantity,
    }));
    // Checked before a PayPal order exists; the units are held when the capture starts.
    const shortage = await checkStock(db(), lines);
    if (shortage) throw conflict(shortage);
    const snapshot: CartSnapshot = {
      lines: cart.items.map((item) => ({
        productId: item.product.id,
        name: item.product.name,
        unitPriceCents: item.product.priceCents,
        quantity: item.quantity,
      })),
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      taxCents: quote.taxCents,
      discountCode,
      customer: input.customer,
    };
    return {
      ...chargeForQuote(snapshot, quote),
      description: `${(await getShopSettings()).shopName} order: ${cart.itemCount} ${cart.itemCount === 1 ? "pin" : "pins"}`,
      snapshot,
      userId: "userId" in owner ? owner.userId : null,
      sessionId: "sessionId" in owner ? owner.sessionId : null,
      discountCodeId,
      discountCents: quote.discountCents,
    };
  },

  async beforeCapture(tx, intent) {
    return holdStock(tx, intent.id, CartSnapshotSchema.parse(intent.snapshot).lines);
  },

  async releaseHold(tx, intent) {
    await releaseStock(tx, intent.id);
  },

  async onCaptured(tx, intent, payment) {
    const snapshot = CartSnapshotSchema.parse(intent.snapshot);
    // The order takes its units here, in the capture's transaction; one that cannot is refunded.
    const short = await takeStock(tx, intent.id, snapshot.lines);
    if (short) throw new CaptureNotApplied(soldOutWhilePaying(short.name, payment));
    const paid = payment.status === "completed";
    const status: OrderStatus = paid ? "pending" : "payment_pending";
    const { customer } = snapshot;
    const addressId = await saveShippingAddress(tx, customer);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: intent.userId,
        sessionId: intent.sessionId,
        customerName: customer.name,
        customerEmail: customer.email,
        shippingAddressId: addressId,
        subtotalCents: snapshot.subtotalCents,
        discountCodeId: intent.discountCodeId,
        discountCents: snapshot.discountCents,
        shippingCents: snapshot.shippingCents,
        taxCents: snapshot.taxCents,
        totalCents: intent.amountCents,
        status,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values(snapshot.lines.map((line) => ({ orderId, ...line })));
    await recordStatus(
      tx,
      orderId,
      null,
      status,
      paid ? "Paid with PayPal" : "PayPal is reviewing the payment",
      { kind: "customer", userId: intent.userId },
    );
    const owner = ownerOf(intent);
    if (owner) await clearCart(owner, tx);
    if (!paid) return { orderId };
    // A guest has no account to find the order in: the capture's answer carries its private
    // link (the receipt's), shown on the confirmation.
    const viewUrl = intent.userId === null ? await regularOrderViewUrl(tx, orderId) : undefined;
    await queueReceipt(tx, orderId, snapshot, payment, intent.amountCents, viewUrl);
    return { orderId, viewUrl };
  },

  async onCompleted(tx, intent, payment) {
    const moved = await moveOrder(
      tx,
      intent.orderId,
      "payment_pending",
      "pending",
      "PayPal completed the payment",
    );
    if (moved) {
      await queueReceipt(
        tx,
        moved.id,
        CartSnapshotSchema.parse(intent.snapshot),
        payment,
        intent.amountCents,
      );
      return;
    }
    // Cancelled while PayPal reviewed the payment: the money is refunded, not kept.
    const order = intent.orderId === null ? undefined : await lockOrderRow(tx, intent.orderId);
    if (order?.status === "cancelled") throw new CaptureNotApplied(cancelledOrderRefund(payment));
  },

  async onDeclined(tx, intent) {
    if (intent.orderId === null) return;
    await moveOrder(tx, intent.orderId, "payment_pending", "cancelled", "PayPal declined the payment");
    // Nothing was sold: the units the order took go back on the shelf, even when the owner had
    // already cancelled the order without returning them (once per order all the same).
    await restockOrder(tx, intent.orderId, intent);
  },

  async onNotAppliedRefunded(tx, intent, _payment, refund) {
    // A capture refunded before it made an order (an amount that did not match) names none.
    const order = intent.orderId === null ? undefined : await lockOrderRow(tx, intent.orderId);
    if (!order) return;
    await recordStatus(tx, order.id, order.status, order.status, notAppliedRefundNote(refund));
    return {
      email: order.customerEmail,
      customerName: order.customerName,
      orderId: order.id,
      orderKind: "regular",
      url: await regularOrderViewUrl(tx, order.id),
    };
  },

  async onRefunded(tx, intent, _payment, refund) {
    const note = refundNote("Refunded", refund);
    if (intent.orderId === null) return;
    const [order] = await tx
      .select({
        status: orders.status,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
      })
      .from(orders)
      .where(eq(orders.id, intent.orderId));
    if (!order) return;
    // A fully refunded order that has not shipped is not going to: it is cancelled with its refund.
    const cancellable: OrderStatus[] = ["payment_pending", "pending", "processing"];
    const actor = refundActor(refund.byUserId);
    if (refund.fully && cancellable.includes(order.status)) {
      await moveOrder(tx, intent.orderId, order.status, "cancelled", note, actor);
    } else {
      await recordStatus(tx, intent.orderId, order.status, order.status, note, actor);
    }
    if (refund.restock) await restockOrder(tx, intent.orderId, intent, actor);
    return {
      email: order.customerEmail,
      customerName: order.customerName,
      orderId: intent.orderId,
      orderKind: "regular",
      url: await regularOrderViewUrl(tx, intent.orderId),
    };
  },

  // The guest's private link when the capture answer finds the order made by another request.
  async buyerViewUrl(tx, intent) {
    return intent.orderId === null ? undefined : regularOrderViewUrl(tx, intent.orderId);
  },
};
