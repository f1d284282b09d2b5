import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, payments } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { capturedDeposit, lifecycleMails, preparedOrder } from "../../../../tests/kits/lifecycle-test-kit.ts";
import { capturesOf, emulatorOrder, usePaypalEmulator } from "../../../../tests/kits/paypal-test-kit.ts";
import { newAccount, signUp, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import type { StatusChangeJson } from "../../orders/order-records.schemas.ts";
import { createOrderLink, isOrderLink } from "../order-links.server.ts";
import { CANNOT_CANCEL_SHIPPED, type CancelResultJson } from "./custom-order-lifecycle.schemas.ts";

useTestDatabase();
usePaypalEmulator();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

const depositPaid = capturedDeposit;

const cancel = (id: number, body: Record<string, unknown> = {}) =>
  admin.post<CancelResultJson & { code?: string }>(`/api/custom-orders/${id}/cancel`, body);
const ledgerOf = (id: number) =>
  db().select().from(payments).where(eq(payments.customOrderId, id)).orderBy(payments.id);
const statusOf = async (id: number) =>
  (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!.status;

describe("POST /api/custom-orders/:id/cancel", () => {
  it("refunds the deposit through PayPal, cancels, records the admin and e-mails the customer once", async () => {
    const { order, paypalOrderId } = await depositPaid();
    const balance = await db().transaction((tx) => createOrderLink(tx, order.id, "balance"));
    const res = await cancel(order.id, { reason: "Customer changed their mind" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      cancelled: true,
      refunded: 50,
      message: `Order #${order.id} is cancelled. $50.00 was refunded through PayPal.`,
      refunds: [{ kind: "deposit", amount: 50, status: "refunded", message: null }],
      order: { id: order.id, status: "cancelled" },
    });
    expect(capturesOf(await emulatorOrder(paypalOrderId))[0]!.status).toBe("REFUNDED");
    expect((await ledgerOf(order.id)).map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["deposit", "refunded", 5000],
      ["refund", "completed", 5000],
    ]);
    const history = (await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`)).body;
    expect(history.at(-1)).toMatchObject({
      toStatus: "cancelled",
      changedBy: adminName,
      note: "Cancelled by an admin: Customer changed their mind (refunded $50.00)",
    });
    expect(await isOrderLink(balance, order.id, "balance")).toBe(false);
    const customer = (await db().select().from(customOrders).where(eq(customOrders.id, order.id)))[0]!;
    const mails = await lifecycleMails(customer.customerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order #${order.id} has been cancelled - Fairway Pin Co.`);
    expect(mails[0]!.text).toContain("$50.00 has been refunded to your PayPal account");
  });

  it("is idempotent: a repeat refunds nothing more and e-mails nothing more", async () => {
    const { order } = await depositPaid();
    await cancel(order.id);
    const again = await cancel(order.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      cancelled: true,
      refunded: 0,
      refunds: [],
      message: `Order #${order.id} is cancelled. Nothing was left to refund.`,
    });
    expect((await ledgerOf(order.id)).filter((p) => p.kind === "refund")).toHaveLength(1);
    const history = (await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`)).body;
    // The admin's refund and cancellation, recorded once each.
    expect(history.filter((h) => h.changedBy === adminName).map((h) => h.note)).toEqual([
      // The refund's note carries the reason the refund was asked with.
      expect.stringMatching(/^Deposit refunded \$50\.00 \(in full\)/),
      expect.stringMatching(/^Cancelled by an admin/),
    ]);
    const email = (await db().select().from(customOrders).where(eq(customOrders.id, order.id)))[0]!
      .customerEmail;
    expect(await lifecycleMails(email)).toHaveLength(1);
  });

  it("reports a refund PayPal refuses and leaves the order as it was", async () => {
    const { order } = await depositPaid();
    const reason = "Balance taken by hand";
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "balance_paid", reason });
    // A balance whose capture PayPal does not know: its refund is refused for good.
    const [balance] = await db()
      .insert(payments)
      .values({
        kind: "balance",
        status: "completed",
        amountCents: 45_000,
        customOrderId: order.id,
        providerCaptureId: `UNKNOWN-${randomBytes(4).toString("hex")}`,
      })
      .returning();
    const res = await cancel(order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      cancelled: false,
      refunded: 50,
      refunds: [
        { kind: "deposit", amount: 50, status: "refunded", message: null },
        {
          paymentId: balance!.id,
          kind: "balance",
          amount: 450,
          status: "failed",
          message: expect.any(String),
        },
      ],
      order: { status: "balance_paid" },
    });
    expect(res.body.message).toBe(
      `A refund did not go through, so order #${order.id} was not cancelled. $50.00 was refunded through PayPal. Try again, or refund it in PayPal.`,
    );
    expect(await statusOf(order.id)).toBe("balance_paid");

    const retry = await cancel(order.id);
    expect(retry.body).toMatchObject({
      cancelled: false,
      refunded: 0,
      refunds: [{ kind: "balance", status: "failed" }],
    });
    expect(
      (await ledgerOf(order.id)).filter((p) => p.kind === "refund" && p.status === "completed"),
    ).toHaveLength(1);
  });

  it("cancels an order with nothing paid without calling PayPal", async () => {
    const order = await preparedOrder();
    const res = await cancel(order.id);
    expect(res.body).toMatchObject({ cancelled: true, refunds: [], refunded: 0 });
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(await ledgerOf(order.id)).toEqual([]);
  });

  it("refuses a shipped order (409), a missing one (404) and a bad body (400)", async () => {
    const order = await preparedOrder();
    await admin.patch(`/api/custom-orders/${order.id}/status`, {
      status: "shipped",
      reason: "Paid by bank transfer",
    });
    const shipped = await cancel(order.id);
    expect(shipped.status).toBe(409);
    expect(shipped.body).toMatchObject({ message: CANNOT_CANCEL_SHIPPED, code: "conflict" });
    expect((await cancel(999_999)).status).toBe(404);
    expect((await cancel(order.id, { refund: false })).status).toBe(400);
    expect((await cancel(order.id, { reason: "x".repeat(501) })).status).toBe(400);
  });

  it("is for admins only", async () => {
    const order = await preparedOrder();
    const customer = (await signUp()).client;
    expect((await customer.post(`/api/custom-orders/${order.id}/cancel`, {})).status).toBe(403);
    expect((await createClient().post(`/api/custom-orders/${order.id}/cancel`, {})).status).toBe(401);
    expect(await statusOf(order.id)).toBe("pending");
  });
});
