// Balance links: the
// admin sends one (the same live link each time), the record it opens, and every token that is
// not live (unknown, replaced, cancelled) answers the very same 404.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customOrders, payments } from "../../../../db/schema.ts";
import { createUser, signIn } from "../../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  approvedOrder,
  balanceOrder,
  balanceToken,
  completeBalance,
  generateLink,
  historyOf,
  mailsOf,
  payBalance,
  readBalance,
  replaceLink,
  tokenOf,
} from "../../../../tests/kits/balance-test-kit.ts";
import { usePaypalEmulator } from "../../../../tests/kits/paypal-test-kit.ts";
import { db } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { BALANCE_ALREADY_PAID, BALANCE_LINK_SENT_NOTE, NO_BALANCE_DUE } from "./balance-payment.schemas.ts";
import { notApprovedForLink } from "./balance-payment.server.ts";

useTestDatabase();
usePaypalEmulator();

let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  const { user, password } = await createUser({ role: "admin" });
  adminId = user.id;
  admin = createClient();
  await signIn(admin, user.username, password);
});

const randomToken = () => randomBytes(32).toString("base64url");

describe("POST /api/custom-orders/{id}/generate-balance-link (admin)", () => {
  it("answers the link, e-mails it with the figures and the order's page, and records who sent it", async () => {
    const { order } = await approvedOrder(admin, { quantity: 250, plating: "black-nickel", size: "1.5inch" });
    const res = await generateLink(admin, order.id);
    expect(res.status).toBe(201);
    const url = res.body.balancePaymentUrl;
    expect(url).toMatch(new RegExp(`^${env().publicUrl}/balance-payment/[A-Za-z0-9_-]{43}$`));

    const [mail] = await mailsOf(order.customerEmail, "balance-link");
    expect(mail?.subject).toBe(
      `Your design is approved: pay the balance for order #${order.id} - ${env().SHOP_NAME}`,
    );
    // 250 pins at $4.00 + $0.35 + $0.50 = $1,212.50; deposit $121.25; balance $1,091.25.
    for (const text of [
      url,
      `${env().publicUrl}/orders/`,
      "$1,212.50",
      "-$121.25",
      "$1,091.25",
      "1.5 inch",
    ]) {
      expect(mail?.text).toContain(text);
    }
    expect(mail?.html).toContain(`href="${url}"`);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "approved",
      toStatus: "approved",
      changedByUserId: adminId,
    });
  });

  it("answers the same live link each time, e-mailing and recording it only when it was made", async () => {
    const { order } = await approvedOrder(admin);
    const first = await generateLink(admin, order.id);
    const again = await generateLink(admin, order.id);
    expect(first.body.emailed).toBe(true);
    expect(again.body).toEqual({ balancePaymentUrl: first.body.balancePaymentUrl, emailed: false });
    expect((await readBalance(createClient(), tokenOf(first.body.balancePaymentUrl)!)).status).toBe(200);
    expect(await mailsOf(order.customerEmail, "balance-link")).toHaveLength(1);
    const notes = (await historyOf(order.id)).map((h) => h.note);
    expect(notes.filter((n) => n === BALANCE_LINK_SENT_NOTE)).toHaveLength(1);
  });

  it("is refused to a guest (401) and a customer (403), sending nothing", async () => {
    const { order } = await approvedOrder(admin);
    expect((await generateLink(createClient(), order.id)).status).toBe(401);
    const { user, password } = await createUser();
    const customer = createClient();
    await signIn(customer, user.username, password);
    expect((await generateLink(customer, order.id)).status).toBe(403);
    expect(await mailsOf(order.customerEmail, "balance-link")).toHaveLength(0);
  });

  it("is refused with a clear message unless the order is approved with a balance due", async () => {
    const { order, shopper } = await approvedOrder(admin);
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "awaiting_approval" });
    const early = await generateLink(admin, order.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(notApprovedForLink(order.id, "awaiting_approval"));

    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "approved" });
    await payBalance(shopper, await balanceToken(admin, order.id));
    const paid = await generateLink(admin, order.id);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(BALANCE_ALREADY_PAID);
    expect((await generateLink(admin, 2_000_000_000)).status).toBe(404);

    // Paid in full by other means (a ledger entry for the rest): nothing is due, nothing to link.
    const other = await approvedOrder(admin);
    await db()
      .insert(payments)
      .values({
        kind: "deposit",
        status: "completed",
        providerCaptureId: `MANUAL${randomBytes(6).toString("hex")}`,
        amountCents: 45000,
        customOrderId: other.order.id,
      });
    const none = await generateLink(admin, other.order.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(NO_BALANCE_DUE);
  });
});

describe("GET /api/balance-payment/{token}", () => {
  it("answers the balance-payment record, with the balance the ledger says is due", async () => {
    const { order } = await approvedOrder(admin, { plating: "black-nickel" });
    const res = await readBalance(createClient(), await balanceToken(admin, order.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      id: order.id,
      customerName: order.customerName,
      quantity: 100,
      size: "1inch",
      plating: "black-nickel",
      status: "approved",
      logoUrl: order.logoUrl,
      totalPrice: 535,
      shippingAmount: 0,
      taxAmount: 0,
      grandTotal: 535,
      depositAmount: 53.5,
      remainingBalance: 481.5,
      money: { charged: 53.5, refunded: 0, netPaid: 53.5, balanceDue: 481.5 },
    });
  });

  it("answers unknown, replaced, replaced-after-payment and cancelled tokens the same 404, for reading and paying alike", async () => {
    const { order, shopper } = await approvedOrder(admin);
    const replaced = await balanceToken(admin, order.id);
    expect((await replaceLink(admin, order.id)).status).toBe(201);
    const spent = await balanceToken(admin, order.id);
    await payBalance(shopper, spent);
    expect((await replaceLink(admin, order.id)).status).toBe(201);
    const cancelledOrder = await approvedOrder(admin);
    const cancelled = await balanceToken(admin, cancelledOrder.order.id);
    await db()
      .update(customOrders)
      .set({ status: "cancelled" })
      .where(eq(customOrders.id, cancelledOrder.order.id));

    const tokens = [randomToken(), replaced, spent, cancelled];
    const reads = await Promise.all(tokens.map((t) => readBalance(createClient(), t)));
    expect(reads.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(reads.map((r) => r.text)).size).toBe(1);
    expect(reads[0]!.body).toEqual({ message: "Payment link not found", code: "not_found" });

    const pays = await Promise.all(tokens.map((t) => balanceOrder(shopper, t)));
    expect(pays.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(pays.map((r) => r.text)).size).toBe(1);
    const completions = await Promise.all(
      [randomToken(), replaced].map((t) => completeBalance(createClient(), t, "NOSUCHPAYMENT123")),
    );
    expect(completions.map((r) => r.text)).toEqual([reads[0]!.text, reads[0]!.text]);
  });

  it("opens only the order its token names: one customer's token never shows another's order", async () => {
    const a = await approvedOrder(admin, { customerName: "Alice Augusta" });
    const b = await approvedOrder(admin, { customerName: "Bobby Jones" });
    const tokenA = await balanceToken(admin, a.order.id);
    await balanceToken(admin, b.order.id);
    const res = await readBalance(createClient(), tokenA);
    expect(res.body).toMatchObject({ id: a.order.id, customerName: "Alice Augusta" });
    const paid = await payBalance(a.shopper, tokenA);
    expect(paid.captured.body.customOrderId).toBe(a.order.id);
    expect((await readBalance(createClient(), tokenA)).body).toMatchObject({
      id: a.order.id,
      status: "balance_paid",
    });
  });
});
