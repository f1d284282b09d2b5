// What is left to pay on a custom order comes from its payments ledger, not from the
// figures stored when it was prepared: a refund or an earlier payment changes it.
import { and, eq, inArray, ne } from "drizzle-orm";
import { payments } from "../../../../db/schema.ts";
import { db, type Executor } from "../../../lib/db.server.ts";
import { centsToDollars } from "../../../lib/money.ts";
import { uploadUrl } from "../../uploads/index.server.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import type { BalancePaymentJson } from "./balance-payment.schemas.ts";

export interface BalanceFigures {
  depositPaidCents: number;
  dueCents: number;
}

/** The deposit taken and the balance due: the total less the ledger's net payments. */
export async function balanceFigures(order: CustomOrder, tx: Executor = db()): Promise<BalanceFigures> {
  const rows = await tx
    .select({ kind: payments.kind, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.customOrderId, order.id), inArray(payments.status, ["completed", "refunded"])));
  let depositPaidCents = 0;
  let netPaidCents = 0;
  for (const row of rows) {
    if (row.kind === "refund") netPaidCents -= row.amountCents;
    else netPaidCents += row.amountCents;
    if (row.kind === "deposit") depositPaidCents += row.amountCents;
  }
  return { depositPaidCents, dueCents: Math.max(0, order.totalCents - netPaidCents) };
}

/**
 * Another balance payment of the order that still stands (`pending` while PayPal reviews it, or
 * `completed`), besides `exceptPaymentId`: paying again would take the balance twice.
 */
export async function otherBalancePayment(
  tx: Executor,
  customOrderId: number,
  exceptPaymentId = 0,
): Promise<"pending" | "completed" | null> {
  const [row] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.customOrderId, customOrderId),
        eq(payments.kind, "balance"),
        inArray(payments.status, ["pending", "completed"]),
        ne(payments.id, exceptPaymentId),
      ),
    )
    .limit(1);
  return row ? (row.status as "pending" | "completed") : null;
}

/** The balance-payment record (docs/product-rules.md#records). */
export function toBalancePaymentJson(order: CustomOrder, figures: BalanceFigures): BalancePaymentJson {
  return {
    id: order.id,
    customerName: order.customerName,
    quantity: order.quantity,
    size: order.size,
    plating: order.plating,
    status: order.status,
    logoUrl: order.logoKey ? uploadUrl(order.logoKey) : null,
    totalPrice: centsToDollars(order.totalCents),
    depositAmount: centsToDollars(figures.depositPaidCents),
    remainingBalance: centsToDollars(figures.dueCents),
  };
}
