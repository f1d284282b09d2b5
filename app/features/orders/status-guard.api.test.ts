// Guarded status changes on regular orders (docs/product-rules.md#guarded-status-changes).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orders, payments } from "../../../db/schema.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { newAccount, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { StatusChangeJson } from "./order-records.schemas.ts";
import type { OrderJson } from "./orders.schemas.ts";

useTestDatabase();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

type Answer = OrderJson & { message?: string; code?: string; reasonRequired?: boolean; problem?: string };
const setStatus = (id: number, body: Record<string, unknown>) =>
  admin.put<Answer>(`/api/orders/${id}/status`, body);
const setTracking = (id: number, body: Record<string, unknown>) =>
  admin.put<Answer>(`/api/orders/${id}/tracking`, body);
const historyOf = async (id: number) =>
  (await admin.get<StatusChangeJson[]>(`/api/orders/${id}/history`)).body;
const statusOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!.status;
const shippedMails = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "order-shipped")));

/** The $42.00 cart payment of the order, captured (and refunded in full when asked). */
async function pay(orderId: number, refunded = false) {
  const [capture] = await db()
    .insert(payments)
    .values({
      kind: "cart",
      status: refunded ? "refunded" : "completed",
      amountCents: 4200,
      orderId,
      providerCaptureId: randomBytes(6).toString("hex"),
    })
    .returning();
  if (refunded) {
    await db().insert(payments).values({
      kind: "refund",
      status: "completed",
      amountCents: 4200,
      orderId,
      refundOfPaymentId: capture!.id,
    });
  }
}

describe("PUT /api/orders/:id/status", () => {
  it("refuses production of an order not paid for, and records the reason and the admin with one", async () => {
    const order = await createOrder({ status: "pending" });
    const refused = await setStatus(order.id, { status: "in_production" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "$42.00 is still owed on this order.",
      code: "conflict",
      reasonRequired: true,
      problem: "balance_due",
    });
    expect(await statusOf(order.id)).toBe("pending");
    expect(await historyOf(order.id)).toEqual([]);

    const ok = await setStatus(order.id, { status: "in_production", reason: "Paid in the shop" });
    expect(ok.status).toBe(200);
    expect(await historyOf(order.id)).toEqual([
      expect.objectContaining({
        fromStatus: "pending",
        toStatus: "in_production",
        actor: "admin",
        changedBy: adminName,
        reason: "Paid in the shop",
        note: "Confirmed although: $42.00 is still owed on this order.",
      }),
    ]);
  });

  it("moves a paid order along without a reason", async () => {
    const order = await createOrder({ status: "pending" });
    await pay(order.id);
    expect((await setStatus(order.id, { status: "in_production" })).status).toBe(200);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ reason: null, note: null, actor: "admin" });
  });

  it("refuses leaving cancelled, cancelling with money held, and leaving a fully refunded order", async () => {
    const cancelled = await createOrder({ status: "cancelled" });
    const reopened = await setStatus(cancelled.id, { status: "processing" });
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ message: "This order is cancelled.", problem: "cancelled" });

    const shipped = await createOrder({ status: "shipped" });
    await pay(shipped.id);
    const cancel = await setStatus(shipped.id, { status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({
      message: "$42.00 paid on this order would be kept: cancelling does not refund it.",
      problem: "money_held",
    });
    expect(await statusOf(shipped.id)).toBe("shipped");

    const refunded = await createOrder({ status: "shipped" });
    await pay(refunded.id, true);
    const delivered = await setStatus(refunded.id, { status: "delivered" });
    expect(delivered.status).toBe(409);
    expect(delivered.body).toMatchObject({
      message: "Everything paid on this order ($42.00) was refunded.",
      problem: "refunded",
    });
    const confirmed = await setStatus(refunded.id, {
      status: "delivered",
      reason: "Goodwill: kept the pins",
    });
    expect(confirmed.status).toBe(200);
    expect((await historyOf(refunded.id)).at(-1)).toMatchObject({ reason: "Goodwill: kept the pins" });
  });

  it("refuses a blank or overlong reason with 400", async () => {
    const order = await createOrder({ status: "pending" });
    for (const reason of ["  ", "r".repeat(501)]) {
      const res = await setStatus(order.id, { status: "in_production", reason });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid" });
    }
  });
});

describe("PUT /api/orders/:id/tracking", () => {
  it("does not ship an order not paid for, nor e-mail, without a reason", async () => {
    const order = await createOrder({ status: "processing" });
    const refused = await setTracking(order.id, { trackingNumber: "1Z999AA10123456784" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "$42.00 is still owed on this order.",
      reasonRequired: true,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "processing", trackingNumber: null });
    expect(await shippedMails(order.customerEmail)).toEqual([]);

    const ok = await setTracking(order.id, { trackingNumber: "1Z999AA10123456784", reason: "Paid by phone" });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("shipped");
    expect(await shippedMails(order.customerEmail)).toHaveLength(1);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      toStatus: "shipped",
      actor: "admin",
      reason: "Paid by phone",
    });
  });
});
