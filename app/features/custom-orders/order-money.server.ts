// What both payments of a custom order (deposit and balance) check before a capture is applied,
// and whom a refund of the order's money is told to (docs/product-rules.md#money).
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { paymentIntents, payments } from "../../../db/schema.ts";
import type { Executor } from "../../lib/db.server.ts";
import type { RefundNotice } from "../payments/index.server.ts";
import type { CustomOrder } from "./custom-orders.server.ts";
import { customOrderViewUrl } from "./order-view-url.server.ts";

/**
 * Another applied payment of this kind for the order that still stands (`pending` while PayPal
 * reviews it, or `completed`), besides `exceptPaymentId`: paying again would take it twice.
 */
export async function otherPayment(
  tx: Executor,
  customOrderId: number,
  kind: "deposit" | "balance",
  exceptPaymentId = 0,
): Promise<"pending" | "completed" | null> {
  const [row] = await tx
    .select({ status: payments.status })
    .from(payments)
    // Only a payment already applied (its intent fulfilled) stands: two captures recorded at once
    // are decided by the order's row lock, never by each other's unfinished rows.
    .innerJoin(paymentIntents, eq(paymentIntents.id, payments.paymentIntentId))
    .where(
      and(
        isNotNull(paymentIntents.fulfilledAt),
        eq(payments.customOrderId, customOrderId),
        eq(payments.kind, kind),
        eq(payments.applied, true),
        inArray(payments.status, ["pending", "completed"]),
        ne(payments.id, exceptPaymentId),
      ),
    )
    .limit(1);
  return row ? (row.status as "pending" | "completed") : null;
}

/** Whom a refund of the order's money is e-mailed to. */
export async function refundNoticeOf(tx: Executor, order: CustomOrder): Promise<RefundNotice> {
  return {
    email: order.customerEmail,
    customerName: order.customerName,
    orderId: order.id,
    orderKind: "custom",
    url: await customOrderViewUrl(tx, order.id),
  };
}
