// Paying the balance by link (docs/product-rules.md#order-links, docs/product-rules.md#payments):
// the server's figure from the ledger, only once, only when approved, and the page's confirmation
// call, idempotent under 20 concurrent calls.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents, payments } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  approvedOrder,
  balanceOrder,
  balanceToken,
  completeBalance,
  historyOf,
  ledgerOf,
  mailsOf,
  orderRow,
  payBalance,
  readBalance,
} from "../../../../tests/kits/balance-test-kit.ts";
import {
  approve,
  capture,
  capturesOf,
  emulatorOrder,
  setFault,
  usePaypalEmulator,
} from "../../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { TOTAL_CHANGED } from "../../payments/index.server.ts";
import { PAYMENT_UNDER_REVIEW } from "../deposit/deposit-confirmation.server.ts";
import {
  BALANCE_ALREADY_PAID,
  BALANCE_NOT_APPROVED,
  BALANCE_UNDER_REVIEW,
} from "./balance-payment.schemas.ts";

useTestDatabase();
usePaypalEmulator();

const admin = useAdminClient();

const ownerEmail = () => env().ADMIN_EMAIL ?? env().SUPPORT_EMAIL;

describe("paying the balance", () => {
  it("charges the ledger's balance, moves the order to balance_paid, queues both e-mails; the link then shows it paid", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const { paypalOrderId, amount, captured, captureId } = await payBalance(shopper, token);

    expect(amount).toBe("450.00");
    // With no shipping or tax, the breakdown is the rest of the pins alone.
    expect((await emulatorOrder(paypalOrderId)).order.purchase_units[0]!.amount).toEqual({
      currency_code: "USD",
      value: "450.00",
      breakdown: { item_total: { currency_code: "USD", value: "450.00" } },
    });
    expect(captured.status).toBe(200);
    expect(captured.body).toEqual({ status: "COMPLETED", customOrderId: order.id });
    expect(await orderRow(order.id)).toMatchObject({ status: "balance_paid", balancePaymentId: captureId });
    expect((await ledgerOf(order.id)).map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["deposit", "completed", 5000],
      ["balance", "completed", 45000],
    ]);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "approved",
      toStatus: "balance_paid",
      changedByUserId: null,
      note: "Balance paid with PayPal",
    });

    const [received] = await mailsOf(order.customerEmail, "balance-received");
    expect(received?.subject).toBe(`Balance received for order #${order.id} - ${env().SHOP_NAME}`);
    expect(received?.text).toContain(`${env().publicUrl}/orders/`);
    expect(received?.text).toContain("$450.00");
    const notes = (await mailsOf(ownerEmail(), "balance-paid")).filter((m) =>
      m.subject.includes(`#${order.id} `),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain(captureId);

    // The page confirms with PayPal's order id (or the capture id); the link answers nothing else.
    const confirmed = await completeBalance(createClient(), token, paypalOrderId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: order.id, status: "balance_paid", remainingBalance: 0 });
    expect((await completeBalance(createClient(), token, captureId)).text).toBe(confirmed.text);
    expect((await readBalance(createClient(), token)).body).toMatchObject({ status: "balance_paid" });
  });

  it("refuses a client amount that differs with 409 and the server's figure, and creates no PayPal order", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    for (const wrong of ["0.01", "500.00", 45]) {
      const res = await balanceOrder(shopper, token, { amount: wrong });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: TOTAL_CHANGED, code: "conflict", amount: "450.00" });
    }
    const intents = await db()
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.customOrderId, order.id), eq(paymentIntents.purpose, "balance")));
    expect(intents).toHaveLength(0);
    expect((await balanceOrder(shopper, token, { amount: "450.00" })).status).toBe(201);
  });

  it("cannot be paid before the design is approved, nor with a promo code", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    for (const status of ["awaiting_approval", "deposit_paid", "pending"]) {
      await admin.patch(`/api/custom-orders/${order.id}/status`, { status });
      const res = await balanceOrder(shopper, token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BALANCE_NOT_APPROVED);
    }
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "approved" });
    expect((await balanceOrder(shopper, token, { discountCode: "SAVE15" })).status).toBe(400);
    expect(await ledgerOf(order.id)).toHaveLength(1);
  });

  it("cannot be paid twice: a paid link refuses another payment, and a second PayPal window is not applied", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const first = await balanceOrder(shopper, token);
    const second = await balanceOrder(shopper, token);
    await approve(first.body.id);
    await approve(second.body.id);
    expect((await capture(shopper, first.body.id)).status).toBe(200);

    const again = await balanceOrder(shopper, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BALANCE_ALREADY_PAID);
    const late = await capture(shopper, second.body.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      "This order's balance was already paid, so this payment of $450.00 was refunded to you.",
    );
    expect((await emulatorOrder(second.body.id)).refunds).toHaveLength(1);
    const firstCapture = capturesOf(await emulatorOrder(first.body.id))[0]!.id;
    expect((await orderRow(order.id)).balancePaymentId).toBe(firstCapture);
    expect(await mailsOf(order.customerEmail, "balance-received")).toHaveLength(1);
    expect((await completeBalance(createClient(), token, second.body.id)).status).toBe(409);
  });

  it("refuses an order the admin marked paid, though its link is still live", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const reason = "Paid by bank transfer";
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "balance_paid", reason });
    expect((await readBalance(createClient(), token)).body.status).toBe("balance_paid");
    const res = await balanceOrder(shopper, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BALANCE_ALREADY_PAID);
  });
});

describe("captures PayPal holds or declines", () => {
  it("keeps the order approved while PayPal reviews the capture, refuses a second payment, and completes later", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const created = await balanceOrder(shopper, token);
    await approve(created.body.id);
    await setFault({ capture: "pending", orderId: created.body.id });
    expect((await capture(shopper, created.body.id)).body).toMatchObject({ status: "PENDING" });
    expect((await orderRow(order.id)).status).toBe("approved");
    const early = await completeBalance(createClient(), token, created.body.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PAYMENT_UNDER_REVIEW);
    expect((await balanceOrder(shopper, token)).body.message).toBe(BALANCE_UNDER_REVIEW);

    const captureId = capturesOf(await emulatorOrder(created.body.id))[0]!.id;
    await createClient().post(`/__paypal/test/captures/${captureId}/settle`, { outcome: "completed" });
    expect(await orderRow(order.id)).toMatchObject({ status: "balance_paid", balancePaymentId: captureId });
    expect(await mailsOf(order.customerEmail, "balance-received")).toHaveLength(1);
    expect((await completeBalance(createClient(), token, captureId)).status).toBe(200);
  });

  it("answers a declined capture with 402, and the link can pay again", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const created = await balanceOrder(shopper, token);
    await approve(created.body.id);
    await setFault({ capture: "capture_declined", orderId: created.body.id });
    expect((await capture(shopper, created.body.id)).status).toBe(402);
    const res = await completeBalance(createClient(), token, created.body.id);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("payment_failed");
    expect((await orderRow(order.id)).status).toBe("approved");
    expect((await payBalance(shopper, token)).captured.status).toBe(200);
  });
});

describe("POST /api/balance-payment/{token}/complete", () => {
  it("20 concurrent completions and captures of one approval make one capture, one ledger entry and one e-mail", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const created = await balanceOrder(shopper, token);
    await approve(created.body.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 3
          ? capture(shopper, created.body.id)
          : completeBalance(createClient(), token, created.body.id),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const completions = answers.filter((_, i) => i % 4 !== 3);
    expect(new Set(completions.map((a) => a.text)).size).toBe(1);
    expect(completions[0]!.body).toMatchObject({ id: order.id, status: "balance_paid", remainingBalance: 0 });
    const view = await emulatorOrder(created.body.id);
    // One capture call, or, when a call outlived the shop's PayPal timeout on a loaded machine,
    // its retry under the same PayPal-Request-Id, which PayPal answers without a second capture.
    const captureCalls = view.requests.filter((r) => r.kind === "capture");
    expect(captureCalls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(captureCalls.map((r) => r.requestId)).size).toBe(1);
    expect(capturesOf(view)).toHaveLength(1);
    const balances = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.customOrderId, order.id), eq(payments.kind, "balance")));
    expect(balances).toHaveLength(1);
    expect(await mailsOf(order.customerEmail, "balance-received")).toHaveLength(1);
    expect((await historyOf(order.id)).filter((h) => h.toStatus === "balance_paid")).toHaveLength(1);
  });

  it("refuses another order's payment, an unknown payment and a malformed body", async () => {
    const a = await approvedOrder(admin);
    const b = await approvedOrder(admin);
    const tokenA = await balanceToken(admin, a.order.id);
    const tokenB = await balanceToken(admin, b.order.id);
    const paidB = await payBalance(b.shopper, tokenB);

    const foreign = await completeBalance(createClient(), tokenA, paidB.captureId);
    expect(foreign.status).toBe(409);
    expect(foreign.body).not.toHaveProperty("customerName");
    expect((await completeBalance(createClient(), tokenA, "NOSUCHPAYMENT123")).status).toBe(404);
    expect((await orderRow(a.order.id)).status).toBe("approved");

    const client = createClient();
    const extra = await client.post(`/api/balance-payment/${tokenA}/complete`, {
      balancePaymentId: paidB.captureId,
      status: "balance_paid",
    });
    expect(extra.status).toBe(400);
    const bad = await client.post(`/api/balance-payment/${tokenA}/complete`, { balancePaymentId: "../x" });
    expect(bad.status).toBe(400);
  });
});
