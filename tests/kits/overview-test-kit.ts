// For overview tests: ledger rows, custom orders and page views written straight to the
// database at chosen times, as the payments and analytics features would have written them.

import type { CustomOrderStatus } from "../../app/features/custom-orders/index.ts";
import type { PaymentKind, PaymentStatus } from "../../app/features/payments/index.ts";
import { db } from "../../app/lib/db.server.ts";
import { customOrders, pageViews, payments } from "../../db/schema.ts";

const DAY_MS = 86_400_000;
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A custom order of `totalCents` (deposit 10%) in `status`. */
export async function customOrder(
  totalCents: number,
  status: CustomOrderStatus,
  overrides: Partial<typeof customOrders.$inferInsert> = {},
) {
  const depositCents = Math.round(totalCents / 10);
  const [row] = await db()
    .insert(customOrders)
    .values({
      customerName: "Overview Tester",
      customerEmail: "overview@example.com",
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: ["just-pins"],
      pricePerPinCents: Math.round(totalCents / 100),
      subtotalCents: totalCents,
      totalCents,
      depositCents,
      balanceCents: totalCents - depositCents,
      status,
      ...overrides,
    })
    .returning();
  return row!;
}

let serial = 0;

/** One ledger row; a capture gets a unique capture id, a refund a unique refund id. */
export async function payment(
  kind: PaymentKind,
  amountCents: number,
  at: Date,
  ref: { customOrderId?: number; orderId?: number; refundOf?: number; status?: PaymentStatus } = {},
) {
  const id = `OV-${Date.now().toString(36)}-${++serial}`;
  const [row] = await db()
    .insert(payments)
    .values({
      kind,
      status: ref.status ?? "completed",
      providerCaptureId: kind === "refund" ? null : id,
      providerRefundId: kind === "refund" ? id : null,
      refundOfPaymentId: ref.refundOf ?? null,
      amountCents,
      customOrderId: ref.customOrderId ?? null,
      orderId: ref.orderId ?? null,
      createdAt: at,
    })
    .returning();
  return row!;
}

export async function views(path: string, at: Date, times = 1) {
  await db()
    .insert(pageViews)
    .values(Array.from({ length: times }, () => ({ path, createdAt: at })));
}
