// For order tests: a paid regular order written as the payments feature's `cart` purpose writes
// one (order, lines), without going through PayPal each time.
import { randomBytes } from "node:crypto";
import { db } from "../../app/lib/db.server.ts";
import { orderItems, orders, payments } from "../../db/schema.ts";

type OrderRow = typeof orders.$inferSelect;

export interface TestLine {
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** Two lines for $42.00 by a one-off customer unless told otherwise. */
export async function createOrder(
  overrides: Partial<typeof orders.$inferInsert> = {},
  lines: TestLine[] = [
    { name: "Pebble Beach Marker", unitPriceCents: 1500, quantity: 2 },
    { name: "Flagstick Lapel Pin", unitPriceCents: 1200, quantity: 1 },
  ],
): Promise<OrderRow> {
  const id = randomBytes(4).toString("hex");
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = overrides.discountCents ?? 0;
  const [order] = await db()
    .insert(orders)
    .values({
      customerName: `Buyer ${id}`,
      customerEmail: `buyer_${id}@example.com`,
      subtotalCents,
      totalCents: subtotalCents - discountCents,
      status: "pending",
      ...overrides,
    })
    .returning();
  await db()
    .insert(orderItems)
    .values(lines.map((line) => ({ orderId: order!.id, ...line })));
  return order!;
}

/** The order's cart payment in the ledger, as PayPal's capture lands it: the order is paid for. */
export async function recordCartCapture(order: OrderRow): Promise<void> {
  await db()
    .insert(payments)
    .values({
      kind: "cart",
      status: "completed",
      amountCents: order.totalCents,
      orderId: order.id,
      providerCaptureId: randomBytes(6).toString("hex"),
    });
}
