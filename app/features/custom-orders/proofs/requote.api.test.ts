// The owner's re-quote at the proof (docs/decisions/019-requote-at-the-proof.md): sent with a
// mockup, shown on the proof, approved with the design; the balance link charges the new balance
// and a new total below what was paid is refunded on approval, once.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customOrders, mockups } from "../../../../db/schema.ts";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  depositPaidOrder,
  historyOf,
  ledgerOf,
  mailsOf,
  orderRow,
  payBalance,
  readBalance,
  tokenOf,
} from "../../../../tests/kits/balance-test-kit.ts";
import { pngBytes } from "../../../../tests/kits/custom-orders-test-kit.ts";
import { usePaypalEmulator } from "../../../../tests/kits/paypal-test-kit.ts";
import {
  mockupForm,
  proofTokenFromMail,
  type UploadResponse,
} from "../../../../tests/kits/proofs-test-kit.ts";
import { useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import type { ProofApprovalJson, ProofJson } from "./mockups.schemas.ts";
import {
  REASON_REQUIRED,
  REQUOTE_CHANGES_NOTHING,
  REQUOTE_CLOSED,
  REQUOTE_NOT_JSON,
} from "./requote.schemas.ts";

useTestDatabase();
usePaypalEmulator();

const admin = useAdminClient();

beforeEach(async () => {
  await admin.put("/api/admin/tax-rates", { rates: [] });
});

async function sendRequote(client: TestClient, id: number, requote: unknown): Promise<UploadResponse> {
  const form = mockupForm({ bytes: await pngBytes(), name: "mockup.png" }, "Bigger, in gold");
  form.append("requote", typeof requote === "string" ? requote : JSON.stringify(requote));
  return client.post(`/api/custom-orders/${id}/mockups`, form) as Promise<UploadResponse>;
}

const readProof = (token: string) => createClient().get<ProofJson>(`/api/proofs/${token}`);
const approve = (token: string) => createClient().post<ProofApprovalJson>(`/api/proofs/${token}/approve`);

/** The deposit ($50.00 of a $500.00 order) paid through PayPal, then a re-quoted mockup sent. */
async function requotedOrder(requote: unknown) {
  const { id, customerEmail, shopper } = await depositPaidOrder();
  const sent = await sendRequote(admin, id, requote);
  expect(sent.status, sent.text).toBe(201);
  return { id, customerEmail, shopper, mockup: sent.body, token: await proofTokenFromMail(customerEmail) };
}

const UP = {
  options: { size: "1.5inch", plating: "gold" },
  adjustment: { amount: 25, reason: "A fifth enamel colour" },
};

describe("re-quoting up", () => {
  it("shows old and new on the proof, approves the new price, and the balance link charges the new balance", async () => {
    const { id, customerEmail, shopper, mockup, token } = await requotedOrder(UP);
    // 100 pins: $5.00 + $0.50 (1.5 inch) + $0.25 (gold) = $575.00, plus the $25.00 line.
    expect(mockup.requote).toMatchObject({ previousTotal: 500, total: 600, adjustment: 25 });
    const proof = await readProof(token);
    expect(proof.body.quote).toEqual({
      previousTotal: 500,
      total: 600,
      paid: 50,
      balance: 550,
      refund: 0,
      adjustment: 25,
      reason: "A fifth enamel colour",
      changes: [
        { option: "Size", from: "1 inch", to: "1.5 inch" },
        { option: "Plating", from: "Silver", to: "Gold" },
      ],
    });
    const [ready] = await mailsOf(customerEmail, "mockup-ready");
    expect(ready!.text).toContain("This version comes with a new price: $600.00 (was $500.00)");
    // Nothing changes on the order before the customer approves.
    expect((await orderRow(id)).totalCents).toBe(50_000);

    const approved = await approve(token);
    expect(approved.body).toMatchObject({ status: "approved", alreadyApproved: false, refunded: 0 });
    const row = await orderRow(id);
    expect(row).toMatchObject({
      size: "1.5inch",
      plating: "gold",
      totalCents: 60_000,
      adjustmentCents: 2_500,
      adjustmentReason: "A fifth enamel colour",
    });
    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      toStatus: "approved",
      actor: "customer",
      note: "Mockup v1 approved by the customer with its new price $600.00 (was $500.00); reason: A fifth enamel colour",
    });

    // The figures agree: proof, balance link, admin record, approval e-mail.
    const after = await readProof(token);
    expect(after.body.order).toMatchObject({ totalPrice: 600, grandTotal: 600, size: "1.5inch" });
    expect(after.body.quote).toMatchObject({ total: 600, paid: 50, balance: 550 });
    const balanceToken = tokenOf(approved.body.balancePaymentPath ?? undefined)!;
    const link = await readBalance(createClient(), balanceToken);
    expect(link.body).toMatchObject({ totalPrice: 600, grandTotal: 600, remainingBalance: 550 });
    const record = await admin.get<CustomOrderJson>(`/api/custom-orders/${id}`);
    expect(record.body).toMatchObject({
      totalPrice: 600,
      grandTotal: 600,
      adjustmentAmount: 25,
      adjustmentReason: "A fifth enamel colour",
      money: { balanceDue: 550 },
    });
    const [mail] = await mailsOf(customerEmail, "balance-link");
    // The customer's order page, by the private link in the same e-mail.
    const viewToken = mail!.text.match(/\/orders\/([A-Za-z0-9_-]+)/)![1]!;
    const page = await createClient().get<CustomOrderJson>(`/api/order-links/${viewToken}`);
    expect(page.body).toMatchObject({ totalPrice: 600, grandTotal: 600, money: { balanceDue: 550 } });
    expect(mail!.text).toContain("$600.00");
    expect(mail!.text).toContain("$550.00");
    expect(mail!.text).toContain("was $500.00");

    const paid = await payBalance(shopper, balanceToken);
    expect(paid.amount).toBe("550.00");
    expect(paid.captured.status).toBe(200);
    const [received] = await mailsOf(customerEmail, "balance-received");
    expect(received!.text).toContain("$600.00");
    expect(received!.text).toContain("$550.00");
  });

  it("records the owner's re-quote in the history and in the audit log", async () => {
    const { id, mockup } = await requotedOrder(UP);
    const history = await historyOf(id);
    expect(history.at(-1)!.note).toBe(
      "Mockup v1 sent with a new quote: new price $600.00 (was $500.00); reason: A fifth enamel colour",
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    const row = audit.find((a) => a.action === "custom_order.mockup")!;
    expect(row.after).toMatchObject({
      mockupVersion: mockup.version,
      requote: { previousTotal: 500, total: 600 },
    });
  });

  it("applies a percentage promo code to the new price", async () => {
    const code = `RQ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const created = await admin.post("/api/discount-codes", {
      code,
      discountType: "percentage",
      discountValue: 10,
      isActive: true,
    });
    expect(created.status, created.text).toBe(201);
    const { id } = await depositPaidOrder({ promoCode: code, discountAmount: undefined });
    expect((await orderRow(id)).totalCents).toBe(45_000);
    const sent = await sendRequote(admin, id, { options: { plating: "gold" } });
    // $525.00 of pins, 10% off: $472.50.
    expect(sent.body.requote).toMatchObject({ previousTotal: 450, total: 472.5 });
  });
});

describe("re-quoting with sales tax", () => {
  it("taxes the new pins at the rate fixed at the deposit; the balance charges the rest", async () => {
    await admin.put("/api/admin/tax-rates", { rates: [{ state: "CA", rate: 7.25, onShipping: false }] });
    // $500.00 of pins shipped to California: $36.25 tax, of which the deposit carried $3.63.
    const { id, shopper, token } = await requotedOrder({
      adjustment: { amount: 100, reason: "Extra colour" },
    });
    // The owner raises the rate meanwhile: the order keeps the rate of its deposit.
    await admin.put("/api/admin/tax-rates", { rates: [{ state: "CA", rate: 9, onShipping: false }] });
    const proof = await readProof(token);
    // $600.00 of pins, 7.25%: $43.50 tax.
    expect(proof.body.quote).toMatchObject({
      previousTotal: 536.25,
      total: 643.5,
      paid: 53.63,
      balance: 589.87,
    });
    const approved = await approve(token);
    expect(await orderRow(id)).toMatchObject({ totalCents: 60_000, taxCents: 4_350, depositTaxCents: 363 });
    const paid = await payBalance(shopper, tokenOf(approved.body.balancePaymentPath ?? undefined)!);
    expect(paid.amount).toBe("589.87");
    expect(paid.captured.status).toBe(200);
  });
});

describe("re-quoting down", () => {
  it("refunds what was paid above the new total on approval, once", async () => {
    const DOWN = { adjustment: { amount: -480, reason: "Goodwill: the club's second order" } };
    const { id, customerEmail, token } = await requotedOrder(DOWN);
    const proof = await readProof(token);
    expect(proof.body.quote).toMatchObject({
      previousTotal: 500,
      total: 20,
      paid: 50,
      balance: 0,
      refund: 30,
    });

    // Two approvals at once, then a third: one refund of $30.00.
    const answers = await Promise.all([approve(token), approve(token)]);
    const again = await approve(token);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body.alreadyApproved === false)).toHaveLength(1);
    expect(answers.find((a) => !a.body.alreadyApproved)!.body).toMatchObject({
      refunded: 30,
      balancePaymentPath: null,
    });
    expect(again.body).toMatchObject({ alreadyApproved: true, refunded: 0 });

    const refunds = (await ledgerOf(id)).filter((p) => p.kind === "refund");
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([["completed", 3_000]]);
    const record = await admin.get<CustomOrderJson>(`/api/custom-orders/${id}`);
    expect(record.body).toMatchObject({
      totalPrice: 20,
      grandTotal: 20,
      money: { charged: 50, refunded: 30, netPaid: 20, balanceDue: 0 },
    });
    const refundMails = await mailsOf(customerEmail, "payment-refunded");
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain("$30.00");
    expect(refundMails[0]!.text).toContain("Mockup v1 approved with its new price $20.00 (was $500.00)");
    expect((await mailsOf(customerEmail, "balance-link")).length).toBe(0);
    expect((await readProof(token)).body.quote).toMatchObject({ total: 20, paid: 20, balance: 0, refund: 0 });
  });
});

describe("bad re-quotes", () => {
  it("answers 400 with a message and code for bad JSON, unknown keys, an empty reason or no change", async () => {
    const { id } = await depositPaidOrder();
    const cases: [unknown, string | RegExp][] = [
      ["{not json", REQUOTE_NOT_JSON],
      ["[1,2]", REQUOTE_NOT_JSON],
      [{ options: { size: "2inch" } }, /size/i],
      [{ options: { quantity: 500 } }, /quantity|unrecognized/i],
      [{ price: 1 }, /price|unrecognized/i],
      [{ adjustment: { amount: 10, reason: "  " } }, REASON_REQUIRED],
      [{ adjustment: { amount: 10 } }, REASON_REQUIRED],
      [{ adjustment: { amount: 10, reason: "x".repeat(201) } }, /200/],
      [{ adjustment: { amountCents: 1000, reason: "cents" } }, /amount/i],
      [{ adjustment: { amount: 0, reason: "nothing" } }, /non-zero/],
      [{ adjustment: { amount: -600, reason: "too much" } }, /below zero/],
      [{ options: { size: "1inch", plating: "silver" } }, REQUOTE_CHANGES_NOTHING],
      [{}, /options or an adjustment/],
    ];
    for (const [body, message] of cases) {
      const res = await sendRequote(admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid");
      if (typeof message === "string") expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await db().select().from(mockups).where(eq(mockups.customOrderId, id))).toHaveLength(0);
  });

  it("answers 409 once the design is approved", async () => {
    const { id, token } = await requotedOrder(UP);
    await approve(token);
    const res = await sendRequote(admin, id, { adjustment: { amount: 10, reason: "Late change" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: REQUOTE_CLOSED, code: "conflict" });
    expect((await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!.totalCents).toBe(
      60_000,
    );
  });

  it("refuses the owner's 'approved' from the status select while the new price is unanswered, unless confirmed with a reason", async () => {
    const { id } = await requotedOrder(UP);
    const refused = await admin.patch(`/api/custom-orders/${id}/status`, { status: "approved" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "conflict",
      message: expect.stringContaining(
        "carries a new price ($600.00, was $500.00) that the customer has not approved",
      ),
    });
    const confirmed = await admin.patch(`/api/custom-orders/${id}/status`, {
      status: "approved",
      reason: "The customer approved the old price by phone",
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const [order] = await db().select().from(customOrders).where(eq(customOrders.id, id));
    expect(order).toMatchObject({ status: "approved", totalCents: 50_000, adjustmentCents: 0 });
  });
});
