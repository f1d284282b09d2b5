// The `cart` purpose: the shopper pays for the session's cart, and a captured payment
// becomes a regular order with its lines, address and history, in one transaction that also
// empties the cart and queues the receipt. Payments finds it in its purpose registry
// (payments/purposes.server.ts) and calls it inside the transaction that records the payment.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { orderItems, orderStatusHistory, orders } from "../../../db/schema.ts";
import type { Tx } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { conflict, invalid } from "../../lib/errors.server.ts";
import { formatUsd } from "../../lib/money.ts";
import { type CartOwner, clearCart, getCart } from "../cart/index.server.ts";
import { checkDiscountCode } from "../discounts/index.server.ts";
import { queueMail } from "../mail/index.server.ts";
import type { Payment, PaymentIntent, PaymentPurposeHandler } from "../payments/index.server.ts";
import { PaymentCustomerSchema } from "../payments/payments.schemas.ts";
import type { OrderStatus } from "./order-status.ts";
import { saveShippingAddress } from "./shipping-addresses.server.ts";

export const CART_EMPTY = "Your cart is empty";
export const CUSTOMER_REQUIRED = "Please enter your name, email and shipping address";
export const outOfStock = (name: string) => `${name} is out of stock. Please remove it from your cart.`;

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
  discountCode: z.string().nullable(),
  customer: PaymentCustomerSchema,
});
type CartSnapshot = z.infer<typeof CartSnapshotSchema>;

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
) {
  await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: to, note });
}

/** Moves the order only from the state the event expects, so a late or repeated event is a no-op. */
async function moveOrder(tx: Tx, orderId: number | null, from: OrderStatus, to: OrderStatus, note: string) {
  if (orderId === null) return null;
  const [moved] = await tx
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved) await recordStatus(tx, orderId, from, to, note);
  return moved ?? null;
}

async function queueReceipt(
  tx: Tx,
  orderId: number,
  snapshot: CartSnapshot,
  payment: Payment,
  totalCents: number,
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
      totalCents,
      shippingAddress: snapshot.customer.shippingAddress,
      paymentId: payment.providerCaptureId ?? payment.providerOrderId ?? String(payment.id),
      url: `${env().publicUrl}/track-order?id=${orderId}&type=regular`,
    },
  });
}

export const cartPurpose: PaymentPurposeHandler = {
  async computeAmount(input, context) {
    if (!input.customer) throw invalid(CUSTOMER_REQUIRED);
    const owner = context.cartOwner();
    const cart = await getCart(owner);
    if (cart.items.length === 0) throw conflict(CART_EMPTY);
    const unavailable = cart.items.find((item) => !item.product.inStock);
    if (unavailable) throw conflict(outOfStock(unavailable.product.name));
    let discountCents = 0;
    let discountCodeId: number | null = null;
    let discountCode: string | null = null;
    if (input.discountCode?.trim()) {
      // The code is checked again now, against today's subtotal.
      const check = await checkDiscountCode(input.discountCode, cart.subtotalCents);
      if (!check.valid) throw conflict(check.error, { field: "discountCode" });
      discountCents = check.discountCents;
      discountCodeId = check.code.id;
      discountCode = check.code.code;
    }
    const snapshot: CartSnapshot = {
      lines: cart.items.map((item) => ({
        productId: item.product.id,
        name: item.product.name,
        unitPriceCents: item.product.priceCents,
        quantity: item.quantity,
      })),
      subtotalCents: cart.subtotalCents,
      discountCents,
      discountCode,
      customer: input.customer,
    };
    return {
      amountCents: cart.subtotalCents - discountCents,
      description: `${env().SHOP_NAME} order: ${cart.itemCount} ${cart.itemCount === 1 ? "pin" : "pins"}`,
      snapshot,
      userId: "userId" in owner ? owner.userId : null,
      sessionId: "sessionId" in owner ? owner.sessionId : null,
      discountCodeId,
      discountCents,
    };
  },

  async onCaptured(tx, intent, payment) {
    const snapshot = CartSnapshotSchema.parse(intent.snapshot);
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
    );
    const owner = ownerOf(intent);
    if (owner) await clearCart(owner, tx);
    if (paid) await queueReceipt(tx, orderId, snapshot, payment, intent.amountCents);
    return { orderId };
  },

  async onCompleted(tx, intent, payment) {
    const moved = await moveOrder(
      tx,
      intent.orderId,
      "payment_pending",
      "pending",
      "PayPal completed the payment",
    );
    if (moved)
      await queueReceipt(
        tx,
        moved.id,
        CartSnapshotSchema.parse(intent.snapshot),
        payment,
        intent.amountCents,
      );
  },

  async onDeclined(tx, intent) {
    await moveOrder(tx, intent.orderId, "payment_pending", "cancelled", "PayPal declined the payment");
  },

  async onRefunded(tx, intent, _payment, refund) {
    const note = `Refunded ${formatUsd(refund.amountCents)}${refund.fully ? " (in full)" : ""}`;
    if (intent.orderId === null) return;
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, intent.orderId));
    if (!order) return;
    // A fully refunded order that has not shipped is not going to: it is cancelled with its refund.
    const cancellable: OrderStatus[] = ["payment_pending", "pending", "processing"];
    if (refund.fully && cancellable.includes(order.status)) {
      await moveOrder(tx, intent.orderId, order.status, "cancelled", note);
    } else {
      await recordStatus(tx, intent.orderId, order.status, order.status, note);
    }
  },
};
