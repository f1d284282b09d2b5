// Guarded status changes on custom orders (docs/product-rules.md#guarded-status-changes): the
// status select and the tracking form refuse what the ledger contradicts unless the admin gives
// a reason, and the history names who acted.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, mailOutbox } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  capturedDeposit,
  lifecycleMails,
  preparedOrder,
  recordCaptures,
} from "../../../../tests/kits/lifecycle-test-kit.ts";
import { usePaypalEmulator } from "../../../../tests/kits/paypal-test-kit.ts";
import { orderWithProof } from "../../../../tests/kits/proofs-test-kit.ts";
import { newAccount, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import type { StatusChangeJson } from "../../orders/order-records.schemas.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";

useTestDatabase();
usePaypalEmulator();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

type Answer = CustomOrderJson & {
  message?: string;
  code?: string;
  reasonRequired?: boolean;
  problem?: string;
};
const setStatus = (id: number, body: Record<string, unknown>) =>
  admin.patch<Answer>(`/api/custom-orders/${id}/status`, body);
const setTracking = (id: number, body: Record<string, unknown>) =>
  admin.put<Answer>(`/api/custom-orders/${id}/tracking`, body);
const historyOf = async (id: number) =>
  (await admin.get<StatusChangeJson[]>(`/api/custom-orders/${id}/history`)).body;
const rowOf = async (id: number) =>
  (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!;
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** A $500.00 order whose $50.00 deposit is in the ledger, moved on to `approved` by the admin. */
async function depositOnly() {
  const order = await preparedOrder();
  await recordCaptures(order.id, { deposit: 5000 });
  for (const status of ["deposit_paid", "approved"])
    expect((await setStatus(order.id, { status })).status).toBe(200);
  return order;
}

describe("PATCH /api/custom-orders/:id/status of an unpaid checkout", () => {
  const NO_DEPOSIT = "No deposit was received for this order: it is an unpaid checkout.";

  it("refuses deposit paid or any later status without a reason, naming the missing deposit", async () => {
    const order = await preparedOrder();
    const before = (await historyOf(order.id)).length;
    for (const status of ["deposit_paid", "design_in_progress", "approved", "in_production"]) {
      const refused = await setStatus(order.id, { status });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: NO_DEPOSIT,
        code: "conflict",
        reasonRequired: true,
        problem: "deposit_missing",
      });
    }
    expect((await rowOf(order.id)).status).toBe("pending");
    expect(await historyOf(order.id)).toHaveLength(before);

    const ok = await setStatus(order.id, { status: "deposit_paid", reason: "Paid by cheque" });
    expect(ok.status).toBe(200);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "deposit_paid",
      changedBy: adminName,
      reason: "Paid by cheque",
      note: `Confirmed although: ${NO_DEPOSIT}`,
    });
  });

  it("lets a checkout whose deposit is in the ledger move on, and cancelling needs no reason", async () => {
    const paid = await preparedOrder();
    await recordCaptures(paid.id, { deposit: 5000 });
    expect((await setStatus(paid.id, { status: "deposit_paid" })).status).toBe(200);
    const unpaid = await preparedOrder();
    expect((await setStatus(unpaid.id, { status: "cancelled" })).status).toBe(200);
  });
});

describe("PATCH /api/custom-orders/:id/status with money owed", () => {
  it("refuses production without a reason, naming what is owed; records the reason and the admin with one", async () => {
    const order = await depositOnly();
    const before = (await historyOf(order.id)).length;
    const refused = await setStatus(order.id, { status: "in_production" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "$450.00 is still owed on this order.",
      code: "conflict",
      reasonRequired: true,
      problem: "balance_due",
    });
    expect((await rowOf(order.id)).status).toBe("approved");
    expect(await historyOf(order.id)).toHaveLength(before);
    expect(await lifecycleMails(order.customerEmail)).toEqual([]);

    for (const reason of ["   ", "x".repeat(501), 5]) {
      expect((await setStatus(order.id, { status: "in_production", reason })).status).toBe(400);
    }

    const ok = await setStatus(order.id, { status: "in_production", reason: "  Pays on delivery  " });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("in_production");
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "approved",
      toStatus: "in_production",
      actor: "admin",
      changedBy: adminName,
      reason: "Pays on delivery",
      note: "Confirmed although: $450.00 is still owed on this order.",
    });
  });

  it("needs no reason once the balance is paid, and records none", async () => {
    const order = await depositOnly();
    await recordCaptures(order.id, { balance: 45000 });
    const ok = await setStatus(order.id, { status: "in_production", reason: "not needed" });
    expect(ok.status).toBe(200);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ toStatus: "in_production", reason: null });
  });

  it("refuses shipped and delivered the same way", async () => {
    const order = await depositOnly();
    for (const status of ["shipped", "delivered", "balance_paid"]) {
      const refused = await setStatus(order.id, { status });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("$450.00 is still owed on this order.");
    }
  });
});

describe("PUT /api/custom-orders/:id/tracking with money owed", () => {
  it("saves nothing and e-mails nothing without a reason; ships and e-mails with one", async () => {
    const order = await depositOnly();
    const refused = await setTracking(order.id, { trackingNumber: "1Z999AA10123456784" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "$450.00 is still owed on this order.",
      reasonRequired: true,
    });
    expect(await rowOf(order.id)).toMatchObject({ status: "approved", trackingNumber: null });
    expect(await mailsTo(order.customerEmail)).toEqual([]);

    const ok = await setTracking(order.id, {
      trackingNumber: "1Z999AA10123456784",
      reason: "Balance paid by check",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "shipped", trackingNumber: "1Z999AA10123456784" });
    expect((await lifecycleMails(order.customerEmail)).map((m) => m.subject)).toEqual([
      `Order #${order.id} has shipped - Fairway Pin Co.`,
    ]);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      toStatus: "shipped",
      actor: "admin",
      changedBy: adminName,
      reason: "Balance paid by check",
      note: "Tracking number 1Z999AA10123456784. Confirmed although: $450.00 is still owed on this order.",
    });
  });
});

describe("cancelled, refunded and held money", () => {
  it("refuses to move a cancelled, refunded order back into production", async () => {
    const { order } = await capturedDeposit();
    expect(
      (await admin.post(`/api/custom-orders/${order.id}/cancel`, { reason: "Changed plans" })).status,
    ).toBe(200);
    const { status, customerEmail } = await rowOf(order.id);
    expect(status).toBe("cancelled");
    const refused = await setStatus(order.id, { status: "in_production" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "This order is cancelled and $50.00 was refunded.",
      problem: "cancelled",
    });
    // Only the cancellation's e-mail: the refused change told the customer nothing.
    expect(await lifecycleMails(customerEmail)).toHaveLength(1);
    const ok = await setStatus(order.id, { status: "deposit_paid", reason: "Customer paid again by phone" });
    expect(ok.status).toBe(200);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "cancelled",
      reason: "Customer paid again by phone",
    });
  });

  it("refuses cancelling a shipped order that holds money: the answer offers the refund instead", async () => {
    const order = await preparedOrder();
    await recordCaptures(order.id);
    for (const status of ["deposit_paid", "in_production", "shipped"])
      expect((await setStatus(order.id, { status })).status).toBe(200);
    const refused = await setStatus(order.id, { status: "cancelled" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "$500.00 paid on this order would be kept: cancelling does not refund it.",
      problem: "money_held",
    });
    expect((await rowOf(order.id)).status).toBe("shipped");
    const ok = await setStatus(order.id, {
      status: "cancelled",
      reason: "Lost in transit, reshipping as new order",
    });
    expect(ok.status).toBe(200);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ toStatus: "cancelled", actor: "admin" });
  });
});

describe("the history names who acted", () => {
  it("credits the deposit and the approval to the customer and the refund to the admin", async () => {
    const { order } = await capturedDeposit();
    const paid = (await historyOf(order.id)).find((h) => h.toStatus === "deposit_paid");
    expect(paid).toMatchObject({ actor: "customer", note: "10% deposit paid with PayPal" });
    await admin.post(`/api/custom-orders/${order.id}/cancel`, {});
    const refund = (await historyOf(order.id)).find((h) => h.note?.startsWith("Deposit refunded"));
    expect(refund).toMatchObject({ actor: "admin", changedBy: adminName });

    const { order: proofed, token } = await orderWithProof(admin);
    expect((await createClient().post(`/api/proofs/${token}/approve`)).status).toBe(200);
    expect((await historyOf(proofed.id)).at(-1)).toMatchObject({
      toStatus: "approved",
      actor: "customer",
      changedBy: null,
    });
    expect((await historyOf(proofed.id)).find((h) => h.toStatus === "awaiting_approval")).toMatchObject({
      actor: "admin",
      changedBy: adminName,
    });
  });
});
