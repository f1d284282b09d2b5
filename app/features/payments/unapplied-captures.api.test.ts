// Captures that cannot be applied (docs/product-rules.md#money): a second deposit, a payment for
// a cancelled order, a balance for an order already paid. Each is kept in the ledger as taken but
// not applied, refunded at once through PayPal, counted nowhere, and the buyer's page is told
// what happened. Reconciliation refunds one whose answer was lost.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { approvedOrder, balanceOrder, balanceToken, orderRow } from "../../../tests/kits/balance-test-kit.ts";
import { orderData, prepare } from "../../../tests/kits/custom-orders-test-kit.ts";
import { capturesFor, mailsTo, overviewDue, recordMoney } from "../../../tests/kits/money-test-kit.ts";
import type { Shopper } from "../../../tests/kits/paypal-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { OverviewJson } from "../admin/overview.schemas.ts";
import type { PreparedOrderJson } from "../custom-orders/custom-orders.schemas.ts";
import { reconcilePayments } from "./reconcile.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

const SECOND_DEPOSIT =
  "This order's deposit was already paid, so this payment of $50.00 was refunded to you.";

/** A prepared $500.00 order and two approved PayPal orders for its $50.00 deposit. */
async function twoApprovedDeposits(): Promise<{ shopper: Shopper; order: PreparedOrderJson; ids: string[] }> {
  const shopper = paypal.newShopper();
  const prepared = await prepare(shopper.client, orderData());
  if (prepared.status !== 201) throw new Error(`prepare failed: ${prepared.status} ${prepared.text}`);
  const order = prepared.body;
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const created = await paypal.createPaypalOrder(shopper, {
      purpose: "deposit",
      customOrderId: order.id,
      checkoutToken: order.checkoutToken,
      customer: paypal.testCustomer({ email: order.customerEmail, name: order.customerName }),
    });
    if (created.status !== 201) throw new Error(`deposit order failed: ${created.status} ${created.text}`);
    await paypal.approve(created.body.id);
    ids.push(created.body.id);
  }
  return { shopper, order, ids };
}

const moneyTaken = async () => (await admin.get<OverviewJson>("/api/admin/overview")).body.money;

/** The ledger rows of the order: the applied deposit, and the second one with its refund. */
async function expectOneDepositApplied(customOrderId: number) {
  const rows = await capturesFor(customOrderId);
  // Which capture came first is the race's business; what each row says is not.
  const described = rows.map((r) => [r.kind, r.status, r.applied, r.amountCents] as const);
  expect(described.sort((a, b) => `${a}`.localeCompare(`${b}`))).toEqual([
    ["deposit", "completed", true, 5000],
    ["deposit", "refunded", false, 5000],
    ["refund", "completed", false, 5000],
  ]);
  expect(await recordMoney(admin, `/api/custom-orders/${customOrderId}/record`)).toEqual({
    charged: 50,
    refunded: 0,
    netPaid: 50,
    balanceDue: 450,
  });
  expect(await orderRow(customOrderId)).toMatchObject({
    status: "deposit_paid",
    paidCents: 5000,
    chargedCents: 5000,
  });
}

describe("a second deposit for an order whose deposit is paid", () => {
  it("is refunded at once, never counted, and the buyer is told plainly", async () => {
    const takenBefore = await moneyTaken();
    const { shopper, order, ids } = await twoApprovedDeposits();
    expect((await paypal.capture(shopper, ids[0]!)).status).toBe(200);
    const late = await paypal.capture(shopper, ids[1]!);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: SECOND_DEPOSIT, refunded: true });
    const second = await paypal.emulatorOrder(ids[1]!);
    expect(paypal.capturesOf(second)[0]!.status).toBe("REFUNDED");
    expect(second.refunds).toHaveLength(1);
    await expectOneDepositApplied(order.id);
    const takenAfter = await moneyTaken();
    expect(takenAfter.deposits - takenBefore.deposits).toBe(50);
    expect(takenAfter.refunded).toBe(takenBefore.refunded);
    // Asked again, the page hears the same.
    expect((await paypal.capture(shopper, ids[1]!)).body).toMatchObject({ message: SECOND_DEPOSIT });
    expect((await paypal.emulatorOrder(ids[1]!)).refunds).toHaveLength(1);
    // The buyer is e-mailed the refund once, with the reason in plain words.
    const mails = await mailsTo(order.customerEmail, "payment-refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("refunded $50.00");
    expect(mails[0]!.text).toContain(`Reason: ${SECOND_DEPOSIT}`);
  });

  it("two captures at the same moment: one applies, the other is refunded at once", async () => {
    const { shopper, order, ids } = await twoApprovedDeposits();
    const answers = await Promise.all(ids.map((id) => paypal.capture(shopper, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ message: SECOND_DEPOSIT });
    const refunded = await Promise.all(
      ids.map(async (id) => (await paypal.emulatorOrder(id)).refunds.length),
    );
    expect(refunded.sort()).toEqual([0, 1]);
    await expectOneDepositApplied(order.id);
  });

  it("whose capture answer was lost is refunded by reconciliation, not kept", async () => {
    const { shopper, order, ids } = await twoApprovedDeposits();
    expect((await paypal.capture(shopper, ids[0]!)).status).toBe(200);
    const delayMs = paypal.TEST_PAYPAL_TIMEOUT_MS + 1_500;
    await paypal.setFault({ capture: "timeout_after_capture", times: 3, orderId: ids[1]!, delayMs });
    expect((await paypal.capture(shopper, ids[1]!)).status).toBe(503);
    expect((await paypal.emulatorOrder(ids[1]!)).order.status).toBe("COMPLETED");
    await db()
      .update(paymentIntents)
      .set({ updatedAt: sql`now() - interval '20 minutes'` })
      .where(eq(paymentIntents.providerOrderId, ids[1]!));
    const report = await reconcilePayments();
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    expect((await paypal.emulatorOrder(ids[1]!)).refunds).toHaveLength(1);
    await expectOneDepositApplied(order.id);
  });
});

describe("a second deposit PayPal reports by webhook (the capture answer was lost)", () => {
  it("is refunded as soon as the event is processed", async () => {
    const { shopper, order, ids } = await twoApprovedDeposits();
    expect((await paypal.capture(shopper, ids[0]!)).status).toBe(200);
    const delayMs = paypal.TEST_PAYPAL_TIMEOUT_MS + 1_500;
    await paypal.setFault({ capture: "timeout_after_capture", times: 3, orderId: ids[1]!, delayMs });
    expect((await paypal.capture(shopper, ids[1]!)).status).toBe(503);
    const captureId = paypal.capturesOf(await paypal.emulatorOrder(ids[1]!))[0]!.id;
    const sent = await createClient().post<{ deliveries: { status: number }[] }>(
      "/__paypal/test/emit-webhook",
      {
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        captureId,
      },
    );
    expect(sent.body.deliveries).toMatchObject([{ status: 200 }]);
    expect((await paypal.emulatorOrder(ids[1]!)).refunds).toHaveLength(1);
    await expectOneDepositApplied(order.id);
  });
});

describe("a deposit for an order cancelled meanwhile", () => {
  it("is refunded at once and the order stays cancelled", async () => {
    const { shopper, order, ids } = await twoApprovedDeposits();
    const cancelled = await admin.patch(`/api/custom-orders/${order.id}/status`, {
      status: "cancelled",
    });
    expect(cancelled.status).toBe(200);
    const res = await paypal.capture(shopper, ids[0]!);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: "This order was cancelled, so this payment of $50.00 was refunded to you.",
    });
    expect((await paypal.emulatorOrder(ids[0]!)).refunds).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    const mails = await mailsTo(order.customerEmail, "payment-refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      "Reason: This order was cancelled, so this payment of $50.00 was refunded to you.",
    );
    expect(await recordMoney(admin, `/api/custom-orders/${order.id}/record`)).toEqual({
      charged: 0,
      refunded: 0,
      netPaid: 0,
      balanceDue: 0,
    });
  });
});

describe("archiving an order whose payment was never applied", () => {
  it("is refused while the refund has not gone through, and allowed once it has", async () => {
    const { shopper, order, ids } = await twoApprovedDeposits();
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "cancelled" });
    await paypal.setFault({ capture: "refund_failed" });
    expect((await paypal.capture(shopper, ids[0]!)).status).toBe(409);
    const [kept] = await capturesFor(order.id);
    expect(kept).toMatchObject({ status: "completed", applied: false });
    expect(await mailsTo(order.customerEmail, "payment-refunded")).toHaveLength(0);

    const refused = await admin.delete<{ message: string; code: string }>(`/api/custom-orders/${order.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "conflict",
      message: `Custom order #${order.id} still holds $50.00 that was never applied to it and has not been refunded. Retry the refund, or settle it in PayPal, before archiving the order.`,
    });
    expect((await orderRow(order.id)).archivedAt).toBeNull();

    // The owner retries the refund; then the order may go.
    expect((await admin.post(`/api/payments/${kept!.id}/refund`, {})).status).toBe(201);
    expect(await mailsTo(order.customerEmail, "payment-refunded")).toHaveLength(1);
    const archived = await admin.delete<{ archived: boolean }>(`/api/custom-orders/${order.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
  });
});

describe("a balance for an order already paid in full", () => {
  it("is refunded at once and never counted", async () => {
    const dueBefore = await overviewDue(admin);
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const first = await balanceOrder(shopper, token);
    const second = await balanceOrder(shopper, token);
    expect([first.status, second.status]).toEqual([201, 201]);
    const late = await paypal.captureBoth(shopper, first.body.id, second.body.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      message: "This order's balance was already paid, so this payment of $450.00 was refunded to you.",
    });
    expect((await paypal.emulatorOrder(second.body.id)).refunds).toHaveLength(1);
    expect(await recordMoney(admin, `/api/custom-orders/${order.id}/record`)).toEqual({
      charged: 500,
      refunded: 0,
      netPaid: 500,
      balanceDue: 0,
    });
    expect((await orderRow(order.id)).status).toBe("balance_paid");
    expect((await overviewDue(admin)).amount).toBe(dueBefore.amount);
  });
});
