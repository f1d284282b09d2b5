// The `deposit` payment purpose: the 10% deposit of a prepared custom order, at the
// figure the server stored when it prepared the order, plus its share of the sales tax to the
// buyer's address. A captured deposit completes the order (customer, shipping address, the
// shipping and tax it was charged with), moves it to `deposit_paid` and queues the e-mails, in
// the ledger's transaction. The payment machinery counts the promo code's use.

import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { customOrders, orderLinks } from "../../../../db/schema.ts";
import type { Tx } from "../../../lib/db.server.ts";
import { conflict, invalid, notFound } from "../../../lib/errors.server.ts";
import { formatUsd } from "../../../lib/money.ts";
import { normalizeCode } from "../../discounts/index.ts";
import {
  BY_CUSTOMER,
  BY_SYSTEM,
  type HistoryActor,
  recordStatusChange,
  refundActor,
  saveShippingAddress,
} from "../../orders/index.server.ts";
import {
  CaptureNotApplied,
  cancelledOrderRefund,
  notAppliedRefundNote,
  type Payment,
  type PaymentIntent,
  type PaymentPurposeHandler,
  refundNote,
} from "../../payments/index.server.ts";
import { PaymentCustomerSchema } from "../../payments/payments.schemas.ts";
import { validateCustomOptions } from "../../pricing/index.ts";
import { getShopSettings } from "../../settings/index.server.ts";
import { ORDER_NOT_FOUND, PRICES_CHANGED } from "../custom-orders.schemas.ts";
import {
  type CustomOrder,
  DEPOSIT_ALREADY_PAID,
  findCustomOrder,
  priceCustomOrder,
} from "../custom-orders.server.ts";
import { depositBreakdown } from "../order-charges.ts";
import { figuresOf } from "../order-figures.ts";
import { isOrderLink } from "../order-links.server.ts";
import { otherPayment, refundNoticeOf } from "../order-money.server.ts";
import type { CustomOrderStatus } from "../order-status.ts";
import { customOrderViewUrl } from "../order-view-url.server.ts";
import { getRushAvailability } from "../quote/index.server.ts";
import { RUSH_FULL } from "../quote/index.ts";
import { queueDepositMails } from "./deposit-mails.server.ts";
import { type DepositCharges, depositCharges } from "./deposit-quote.server.ts";

export const DEPOSIT_CUSTOMER_REQUIRED = "Please enter your name, email and shipping address";
export const PROMO_CODE_FIXED =
  "The promo code was applied when the order was prepared. Please review your order.";

const cents = z.number().int().min(0);

/** What the intent fixed at creation; the capture applies it to the order. */
const DepositSnapshotSchema = z.object({
  customOrderId: z.number().int().positive(),
  customer: PaymentCustomerSchema,
  discountCode: z.string().nullable(),
  // The shipping and tax the deposit was figured with; intents from before they existed have none.
  charges: z
    .object({
      shipToCountry: z.string(),
      shipToState: z.string().nullable(),
      shippingCents: cents,
      taxCents: cents,
      depositTaxCents: cents,
    })
    .optional(),
});
type DepositSnapshot = z.infer<typeof DepositSnapshotSchema>;

const fixedCharges = (c: DepositCharges): NonNullable<DepositSnapshot["charges"]> => ({
  shipToCountry: c.shipToCountry,
  shipToState: c.shipToState,
  shippingCents: c.shippingCents,
  taxCents: c.taxCents,
  depositTaxCents: c.depositTaxCents,
});

/** Statuses a fully refunded deposit cancels: nothing has been produced yet. */
const CANCELLABLE: CustomOrderStatus[] = [
  "pending",
  "deposit_paid",
  "design_in_progress",
  "awaiting_approval",
  "approved",
];

function optionsOf(order: CustomOrder) {
  const checked = validateCustomOptions(order);
  if (!checked.ok) throw new Error(`Custom order ${order.id} has options the engine refuses`);
  return checked.options;
}

async function record(tx: Tx, order: CustomOrder, to: CustomOrderStatus, note: string, actor = BY_SYSTEM) {
  await recordStatusChange(tx, { customOrderId: order.id }, { from: order.status, to, actor, note });
}

async function lockOrder(tx: Tx, id: number): Promise<CustomOrder | undefined> {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
  return order;
}

/** pending → deposit_paid, once: a late or repeated event finds the order moved and does nothing. */
async function markDepositPaid(
  tx: Tx,
  intent: PaymentIntent,
  payment: Payment,
  note: string,
  actor: HistoryActor,
) {
  const snapshot = DepositSnapshotSchema.parse(intent.snapshot);
  const order = await lockOrder(tx, snapshot.customOrderId);
  if (order?.status !== "pending") return;
  const [paid] = await tx
    .update(customOrders)
    .set({ status: "deposit_paid", depositPaymentId: payment.providerCaptureId })
    .where(eq(customOrders.id, order.id))
    .returning();
  await record(tx, order, "deposit_paid", note, actor);
  await queueDepositMails(tx, paid!, snapshot, payment);
}

/** The account that prepared the order, or the browser holding its checkout token. */
async function mayPay(order: CustomOrder, token: string | undefined, userId: number | null) {
  if (order.archivedAt !== null) return false;
  return (userId !== null && order.userId === userId) || isOrderLink(token, order.id, "view");
}

export const depositPurpose: PaymentPurposeHandler = {
  async computeAmount(input, context) {
    if (input.customOrderId === undefined) throw invalid("Choose the custom order to pay the deposit for");
    const found = await findCustomOrder(input.customOrderId);
    if (!found || !(await mayPay(found.order, input.checkoutToken, context.userId))) {
      throw notFound(ORDER_NOT_FOUND);
    }
    const { order } = found;
    if (order.status !== "pending") throw conflict(DEPOSIT_ALREADY_PAID);
    if (!input.customer) throw invalid(DEPOSIT_CUSTOMER_REQUIRED);
    // A rush spot is taken when the deposit is paid, so the last one is checked again here.
    if (order.rushOrder && (await getRushAvailability()).spotsLeft === 0) {
      throw conflict(RUSH_FULL, { field: "rushOrder" });
    }
    const priced = await priceCustomOrder(optionsOf(order), found.promoCode);
    if (input.discountCode?.trim() && normalizeCode(input.discountCode) !== (priced.code?.code ?? null)) {
      throw conflict(PROMO_CODE_FIXED);
    }
    // Code and prices again at payment: the code may have ended, the prices may have changed.
    if (priced.quote.depositCents !== order.depositCents || priced.quote.totalCents !== order.totalCents) {
      throw conflict(PRICES_CHANGED, { ...figuresOf(priced.quote) });
    }
    // Shipping and tax by the buyer's address and today's rates (a 400 where they do not ship).
    const charges = await depositCharges(order, input.customer.shippingAddress);
    const snapshot: DepositSnapshot = {
      customOrderId: order.id,
      customer: input.customer,
      discountCode: priced.code?.code ?? null,
      charges: fixedCharges(charges),
    };
    return {
      amountCents: charges.depositDueCents,
      breakdown: depositBreakdown(order.id, charges),
      description: `${(await getShopSettings()).shopName} custom pins, order #${order.id}: 10% deposit`,
      snapshot,
      customOrderId: order.id,
      userId: context.userId ?? order.userId,
      discountCodeId: order.discountCodeId,
      discountCents: order.discountCents,
    };
  },

  async onCaptured(tx, intent, payment) {
    const snapshot = DepositSnapshotSchema.parse(intent.snapshot);
    const order = await lockOrder(tx, snapshot.customOrderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    // A second deposit (two PayPal windows approved), or a deposit for a cancelled order, is
    // not applied: the payments machinery refunds it at once (docs/product-rules.md#money).
    if (order.status === "cancelled") throw new CaptureNotApplied(cancelledOrderRefund(payment));
    if (order.status !== "pending" || (await otherPayment(tx, order.id, "deposit", payment.id))) {
      throw new CaptureNotApplied(
        `This order's deposit was already paid, so this payment of ${formatUsd(payment.amountCents)} was refunded to you.`,
      );
    }
    const { customer } = snapshot;
    const addressId = await saveShippingAddress(tx, customer);
    // The shipping and tax this deposit was charged with are the order's from now on: later
    // changes to the rates never change what a placed order owes.
    await tx
      .update(customOrders)
      .set({
        customerName: customer.name,
        customerEmail: customer.email,
        shippingAddressId: addressId,
        userId: order.userId ?? intent.userId,
        ...snapshot.charges,
      })
      .where(eq(customOrders.id, order.id));
    // The buyer paid; PayPal's later events about the payment are the system's.
    if (payment.status === "completed")
      await markDepositPaid(tx, intent, payment, "10% deposit paid with PayPal", BY_CUSTOMER);
    else await record(tx, order, "pending", "PayPal is reviewing the deposit payment", BY_CUSTOMER);
    // The guest's private link is made for the capture answer by `buyerViewUrl`.
    return { customOrderId: order.id };
  },

  async onCompleted(tx, intent, payment) {
    // Cancelled while PayPal reviewed the deposit: the money is refunded, not kept.
    const order = await lockOrder(tx, DepositSnapshotSchema.parse(intent.snapshot).customOrderId);
    if (order?.status === "cancelled") throw new CaptureNotApplied(cancelledOrderRefund(payment));
    await markDepositPaid(tx, intent, payment, "PayPal completed the deposit payment", BY_SYSTEM);
  },

  async onDeclined(tx, intent) {
    const order = await lockOrder(tx, DepositSnapshotSchema.parse(intent.snapshot).customOrderId);
    if (order?.status !== "pending") return;
    // Nothing was paid: the checkout owes no shipping or tax until a deposit is (the next
    // attempt quotes and fixes them again, perhaps for another address).
    await tx
      .update(customOrders)
      .set({ shippingCents: 0, taxCents: 0, depositTaxCents: 0 })
      .where(eq(customOrders.id, order.id));
    await record(tx, order, "pending", "PayPal declined the deposit payment");
  },

  async onNotAppliedRefunded(tx, intent, _payment, refund) {
    const { customOrderId, customer } = DepositSnapshotSchema.parse(intent.snapshot);
    const order = await lockOrder(tx, customOrderId);
    if (!order) return;
    await record(tx, order, order.status, notAppliedRefundNote(refund));
    // The buyer of this payment, who may not be the one the order names.
    return { ...(await refundNoticeOf(tx, order)), email: customer.email, customerName: customer.name };
  },

  async onRefunded(tx, intent, _payment, refund) {
    const order = await lockOrder(tx, DepositSnapshotSchema.parse(intent.snapshot).customOrderId);
    if (!order) return;
    const note = refundNote("Deposit refunded", refund);
    const actor = refundActor(refund.byUserId);
    const notice = await refundNoticeOf(tx, order);
    if (!refund.fully || !CANCELLABLE.includes(order.status)) {
      await record(tx, order, order.status, note, actor);
      return notice;
    }
    // A refunded deposit cancels the order and voids its balance link.
    await tx.update(customOrders).set({ status: "cancelled" }).where(eq(customOrders.id, order.id));
    await tx
      .update(orderLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(orderLinks.customOrderId, order.id),
          inArray(orderLinks.purpose, ["balance", "proof"]),
          isNull(orderLinks.revokedAt),
        ),
      );
    await record(tx, order, "cancelled", note, actor);
    return notice;
  },

  // A guest has no account to find the order in: the buyer's capture answer carries the order's
  // private link, as the order-received e-mail does.
  async buyerViewUrl(tx, intent) {
    return intent.customOrderId === null ? undefined : customOrderViewUrl(tx, intent.customOrderId);
  },
};
