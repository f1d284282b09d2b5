// The one money view (docs/product-rules.md#money): the admin's list, the order's record, the
// overview, the balance page and the customer's answers read the same figures from the ledger,
// and a refund never shows as money owed. Every refund e-mails the customer the amount and the
// reason, and the reason is kept in the order's history.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderStatusHistory, payments } from "../../../db/schema.ts";
import { createProduct } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import {
  approvedOrder,
  balanceToken,
  historyOf,
  payBalance,
  readBalance,
} from "../../../tests/kits/balance-test-kit.ts";
import {
  capturesFor,
  listedOrder,
  mailsTo,
  overviewDue,
  recordMoney,
} from "../../../tests/kits/money-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { CustomOrderJson } from "../custom-orders/custom-orders.schemas.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

const refund = (paymentId: number, body: Record<string, unknown>) =>
  admin.post<Record<string, unknown>>(`/api/payments/${paymentId}/refund`, body);

describe("the money view of a custom order", () => {
  it("a $20 goodwill refund never raises the balance due; list, record, overview and balance page agree", async () => {
    const dueBefore = await overviewDue(admin);
    // $500.00: deposit $50.00 paid, approved, balance link sent.
    const { order, shopper } = await approvedOrder(admin);
    const token = await balanceToken(admin, order.id);
    const [deposit] = await capturesFor(order.id);
    expect(
      (await refund(deposit!.id, { amount: "20.00", reason: "Goodwill for the late proof" })).status,
    ).toBe(201);

    const afterDepositRefund = { charged: 50, refunded: 20, netPaid: 30, balanceDue: 450 };
    expect((await listedOrder(admin, order.id)).balanceDue).toBe(450);
    expect((await listedOrder(admin, order.id)).money).toEqual(afterDepositRefund);
    expect(await recordMoney(admin, `/api/custom-orders/${order.id}/record`)).toEqual(afterDepositRefund);
    expect((await admin.get<CustomOrderJson>(`/api/custom-orders/${order.id}`)).body.money).toEqual(
      afterDepositRefund,
    );
    const page = await readBalance(shopper.client, token);
    expect(page.body).toMatchObject({ remainingBalance: 450, money: afterDepositRefund });
    const due = await overviewDue(admin);
    expect(due.amount - dueBefore.amount).toBe(450);

    // The balance page charges the money view's balance due: $450.00, and nothing is owed after.
    const paid = await payBalance(shopper, token);
    expect(paid.amount).toBe("450.00");
    expect(paid.captured.status).toBe(200);
    const balance = (await capturesFor(order.id)).find((p) => p.kind === "balance")!;
    expect(
      (await refund(balance.id, { amount: "20.00", reason: "Goodwill: two pins were scratched" })).status,
    ).toBe(201);
    const settled = { charged: 500, refunded: 40, netPaid: 460, balanceDue: 0 };
    expect((await listedOrder(admin, order.id)).balanceDue).toBe(0);
    expect((await listedOrder(admin, order.id)).money).toEqual(settled);
    expect(await recordMoney(admin, `/api/custom-orders/${order.id}/record`)).toEqual(settled);
    expect((await overviewDue(admin)).amount).toBe(dueBefore.amount);
  });
});

describe("every refund e-mails the customer and keeps the reason", () => {
  it("a custom order: amount and reason in the e-mail, the reason in the history and the ledger", async () => {
    const { order } = await approvedOrder(admin);
    const [deposit] = await capturesFor(order.id);
    const reason = "Sorry for the delay with your proof";
    expect((await refund(deposit!.id, { amount: "12.50", reason })).status).toBe(201);
    const [mail] = await mailsTo(order.customerEmail, "payment-refunded");
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain("$12.50");
    expect(mail!.text).toContain("$12.50");
    expect(mail!.text).toContain(reason);
    expect((await historyOf(order.id)).at(-1)!.note).toBe(`Deposit refunded $12.50: ${reason}`);
    const record = await admin.get<{
      history: { note: string | null }[];
      payments: { note: string | null }[];
    }>(`/api/custom-orders/${order.id}/record`);
    expect(record.body.history.map((h) => h.note)).toContain(`Deposit refunded $12.50: ${reason}`);
    expect(record.body.payments.map((p) => p.note)).toContain(reason);
  });

  it("a regular order: amount and reason in the e-mail, the reason in the history; no reason, none shown", async () => {
    const shopper = paypal.newShopper();
    const pin = await createProduct({ priceCents: 1400 });
    await paypal.addToCart(shopper, pin.id, 3);
    const { res } = await paypal.checkout(shopper);
    const orderId = res.body.orderId!;
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const email = (await admin.get<{ customerEmail: string }>(`/api/orders/${orderId}`)).body.customerEmail;
    const reason = "One pin arrived scratched";
    expect((await refund(payment!.id, { amount: "14.00", reason })).status).toBe(201);
    expect((await refund(payment!.id, { amount: "1.00" })).status).toBe(201);
    const mails = await mailsTo(email, "payment-refunded");
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain("$14.00");
    expect(mails[0]!.text).toContain(reason);
    expect(mails[1]!.text).toContain("$1.00");
    expect(mails[1]!.text).not.toContain("Reason");
    const notes = (
      await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))
    ).map((h) => h.note);
    expect(notes).toContain(`Refunded $14.00: ${reason}`);
    expect(notes).toContain("Refunded $1.00");
    expect(await recordMoney(admin, `/api/orders/${orderId}/record`)).toEqual({
      charged: 42,
      refunded: 15,
      netPaid: 27,
      balanceDue: 0,
    });
    expect((await admin.get<{ money: unknown }>(`/api/orders/${orderId}`)).body.money).toEqual({
      charged: 42,
      refunded: 15,
      netPaid: 27,
      balanceDue: 0,
    });
  });
});
