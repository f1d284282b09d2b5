import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  discountCodes,
  mailOutbox,
  paymentIntents,
  payments,
  products,
  stockHolds,
} from "../../../db/schema.ts";
import { createDiscountCode, createProduct } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { onPostgres, useTestDatabase } from "../../../tests/helpers/db.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import type { ProductJson } from "./catalog.schemas.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

const stockOf = async (id: number) =>
  (await db().select({ n: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.n;

/** The stock a checkout (by its PayPal order) still holds. */
const holdsOf = async (paypalOrderId: string) =>
  db()
    .select({ quantity: stockHolds.quantity })
    .from(stockHolds)
    .innerJoin(paymentIntents, eq(paymentIntents.id, stockHolds.paymentIntentId))
    .where(eq(paymentIntents.providerOrderId, paypalOrderId));

describe("adding to the cart checks the product and its stock", () => {
  it.each(["archived", "draft"] as const)(
    "refuses a %s product with 409 and a clear message",
    async (status) => {
      const pin = await createProduct({ status, name: "Retired Flag Pin" });
      const res = await paypal.newShopper().client.post("/api/cart", { productId: pin.id, quantity: 1 });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: "Retired Flag Pin is no longer for sale. Please remove it from your cart.",
        code: "conflict",
      });
    },
  );

  it("says how many are left when the cart asks for more", async () => {
    const pin = await createProduct({ stockCount: 2, name: "Last Two Pin" });
    const { client } = paypal.newShopper();
    const tooMany = await client.post("/api/cart", { productId: pin.id, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ message: "Only 2 of Last Two Pin are left." });
    expect((await client.post("/api/cart", { productId: pin.id, quantity: 2 })).status).toBe(201);
    const more = await client.post("/api/cart", { productId: pin.id, quantity: 1 });
    expect(more.body).toMatchObject({
      message: "Only 2 of Last Two Pin are left, and your cart already has 2.",
    });
  });

  it("refuses the PayPal order when the stock fell below the cart after it was filled", async () => {
    const pin = await createProduct({ stockCount: 3, name: "Falling Pin" });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, pin.id, 3);
    await admin.patch(`/api/admin/products/${pin.id}`, { stock: 1 });
    const res = await paypal.createPaypalOrder(shopper);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only 1 of Falling Pin is left. Please lower the quantity in your cart.");
  });
});

describe("a paid order takes its units", () => {
  it.runIf(onPostgres())(
    "sells the last two units to exactly two of five buyers paying at once; the others are never charged",
    async () => {
      const pin = await createProduct({ stockCount: 2, name: "Final Two Pin" });
      const buyers = [];
      for (let i = 0; i < 5; i++) {
        const shopper = paypal.newShopper();
        await paypal.addToCart(shopper, pin.id, 1);
        const created = await paypal.createPaypalOrder(shopper);
        expect(created.status).toBe(201);
        await paypal.approve(created.body.id);
        buyers.push({ shopper, paypalOrderId: created.body.id });
      }
      const answers = await Promise.all(buyers.map((b) => paypal.capture(b.shopper, b.paypalOrderId)));

      const won = answers.filter((res) => res.status === 200 && res.body.orderId);
      const lost = buyers.filter((_, i) => answers[i]!.status === 409);
      expect(won).toHaveLength(2);
      expect(lost).toHaveLength(3);
      for (const i of buyers.keys()) {
        if (answers[i]!.status !== 409) continue;
        expect(answers[i]!.body).toMatchObject({
          message: "Final Two Pin is out of stock. Please remove it from your cart.",
        });
      }
      for (const loser of lost) {
        const captured = await db()
          .select()
          .from(payments)
          .where(and(eq(payments.providerOrderId, loser.paypalOrderId), ne(payments.kind, "refund")));
        expect(captured).toEqual([]);
        expect(paypal.capturesOf(await paypal.emulatorOrder(loser.paypalOrderId))).toEqual([]);
      }
      expect(await stockOf(pin.id)).toBe(0);
      expect((await createClient().get<ProductJson>(`/api/products/${pin.id}`)).body.inStock).toBe(false);
    },
  );

  it("refunds at once a capture whose units went after its hold (a retried capture is never refused first)", async () => {
    const pin = await createProduct({ stockCount: 1, name: "Lost Hold Pin", priceCents: 900 });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, pin.id, 1);
    const created = await paypal.createPaypalOrder(shopper);
    await paypal.approve(created.body.id);
    // As after a capture call whose answer was lost: the checkout held once, then the unit went.
    const [intent] = await db()
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, created.body.id));
    await db()
      .insert(stockHolds)
      .values({ paymentIntentId: intent!.id, productId: pin.id, quantity: 1, expiresAt: new Date() });
    await db().update(products).set({ stockCount: 0 }).where(eq(products.id, pin.id));

    const res = await paypal.capture(shopper, created.body.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: "Lost Hold Pin sold out while you were paying, so your payment of $9.00 was refunded to you.",
      refunded: true,
    });
    const ledger = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, created.body.id))
      .orderBy(payments.id);
    expect(ledger.map((p) => [p.kind, p.status, p.applied])).toEqual([
      ["cart", "refunded", false],
      ["refund", "completed", false],
    ]);
    expect(await stockOf(pin.id)).toBe(0);
    // The failed checkout holds nothing any more: the order's rolled-back step does not keep it.
    expect(await holdsOf(created.body.id)).toEqual([]);
  });

  it.each([
    ["the card is declined", "declined"],
    ["the discount code was used up meanwhile", "code"],
  ] as const)("gives the last unit to another buyer at once when %s", async (_label, failure) => {
    const pin = await createProduct({ stockCount: 1, name: "Contested Pin" });
    const code = await createDiscountCode({ maxUses: 1 });
    const first = paypal.newShopper();
    await paypal.addToCart(first, pin.id, 1);
    const created = await paypal.createPaypalOrder(
      first,
      failure === "code" ? { discountCode: code.code } : {},
    );
    expect(created.status).toBe(201);
    await paypal.approve(created.body.id);
    if (failure === "declined") await paypal.setFault({ capture: "declined", orderId: created.body.id });
    else await db().update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, code.id));

    const refused = await paypal.capture(first, created.body.id);
    expect(refused.status).not.toBe(200);
    expect(await holdsOf(created.body.id)).toEqual([]);
    const second = paypal.newShopper();
    await paypal.addToCart(second, pin.id, 1);
    expect((await paypal.checkout(second)).res.status).toBe(200);
    expect(await stockOf(pin.id)).toBe(0);
  });

  it("mails the owner once at the low-stock level, and a refund returns the units only when asked", async () => {
    const pin = await createProduct({ stockCount: 5, lowStockAt: 3, name: "Watched Pin", priceCents: 1000 });
    const lowStockMails = async () =>
      (
        await db()
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, env().ADMIN_EMAIL ?? env().SUPPORT_EMAIL))
      ).filter((m) => m.subject.startsWith("Low stock: Watched Pin"));
    const first = paypal.newShopper();
    await paypal.addToCart(first, pin.id, 2);
    const { res } = await paypal.checkout(first);
    expect(res.status).toBe(200);
    expect(await stockOf(pin.id)).toBe(3);
    const [lowStock] = await lowStockMails();
    // The e-mail opens that product in the admin's editor, not the dashboard's overview.
    expect(lowStock!.text).toContain(`/admin/products/${pin.id}`);

    const second = paypal.newShopper();
    await paypal.addToCart(second, pin.id, 1);
    expect((await paypal.checkout(second)).res.status).toBe(200);
    expect(await stockOf(pin.id)).toBe(2);
    expect(await lowStockMails()).toHaveLength(1);

    const [payment] = await db().select().from(payments).where(eq(payments.orderId, res.body.orderId!));
    const refund = (body: Record<string, unknown>) => admin.post(`/api/payments/${payment!.id}/refund`, body);
    expect((await refund({ amount: "5.00", restock: "yes" })).status).toBe(400);
    expect((await refund({ amount: "5.00" })).status).toBe(201);
    expect(await stockOf(pin.id)).toBe(2);
    expect((await refund({ amount: "5.00", restock: true })).status).toBe(201);
    expect(await stockOf(pin.id)).toBe(4);
    const history = await admin.get<{ note: string | null }[]>(`/api/orders/${res.body.orderId}/history`);
    expect(history.body.map((h) => h.note)).toContain("2 units returned to stock");
  });

  it("a cancelled order returns its units when the owner asks, and only then", async () => {
    const pin = await createProduct({ stockCount: 4, name: "Cancelled Pin" });
    const orderOf = async () => {
      const shopper = paypal.newShopper();
      await paypal.addToCart(shopper, pin.id, 2);
      return (await paypal.checkout(shopper)).res.body.orderId!;
    };
    const [kept, returned] = [await orderOf(), await orderOf()];
    expect(await stockOf(pin.id)).toBe(0);
    const cancel = (id: number, body: Record<string, unknown>) =>
      admin.put(`/api/orders/${id}/status`, { status: "cancelled", reason: "Customer asked", ...body });
    expect(
      (await admin.put(`/api/orders/${kept}/status`, { status: "processing", restock: true })).status,
    ).toBe(400);
    expect((await cancel(kept, {})).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(0);
    expect((await cancel(returned, { restock: true })).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(2);
  });

  it("a pending payment PayPal declines returns its units though the owner cancelled the order first", async () => {
    const pin = await createProduct({ stockCount: 2, name: "Reviewed Pin" });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, pin.id, 2);
    const created = await paypal.createPaypalOrder(shopper);
    await paypal.approve(created.body.id);
    await paypal.setFault({ capture: "pending", orderId: created.body.id });
    const pending = await paypal.capture(shopper, created.body.id);
    expect(pending.body).toMatchObject({ status: "PENDING" });
    expect(await stockOf(pin.id)).toBe(0);
    const orderId = pending.body.orderId!;
    const cancel = (body: Record<string, unknown> = {}) =>
      admin.put(`/api/orders/${orderId}/status`, { status: "cancelled", reason: "Customer asked", ...body });
    expect((await cancel()).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(0);

    const captureId = paypal.capturesOf(await paypal.emulatorOrder(created.body.id))[0]!.id;
    const denied = await createClient().post(`/__paypal/test/captures/${captureId}/settle`, {
      outcome: "denied",
    });
    expect(denied.status).toBe(200);
    expect(await stockOf(pin.id)).toBe(2);
    // Once per order: the owner's restock afterwards returns nothing more.
    expect((await cancel({ restock: true })).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(2);
  });

  it("restocks an order a full refund already cancelled; reopening takes the units again, or is refused", async () => {
    const pin = await createProduct({ stockCount: 3, name: "Reopened Pin", priceCents: 1000 });
    const buyer = paypal.newShopper();
    await paypal.addToCart(buyer, pin.id, 2);
    const orderId = (await paypal.checkout(buyer)).res.body.orderId!;
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect((await admin.post(`/api/payments/${payment!.id}/refund`, {})).status).toBe(201);
    const statusOf = async () => (await admin.get<{ status: string }>(`/api/orders/${orderId}`)).body.status;
    expect(await statusOf()).toBe("cancelled");
    expect(await stockOf(pin.id)).toBe(1);

    const setStatus = (status: string, body: Record<string, unknown> = {}) =>
      admin.put<{ message?: string }>(`/api/orders/${orderId}/status`, { status, ...body });
    expect((await setStatus("cancelled", { restock: true })).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(3);
    expect((await setStatus("cancelled", { restock: true })).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(3);

    // Reopened with a reason, it takes its two units back, and may return them again later.
    expect((await setStatus("processing", { reason: "Customer paid by cheque" })).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(1);
    expect((await setStatus("cancelled", { restock: true, reason: "Cheque bounced" })).status).toBe(200);
    expect(await stockOf(pin.id)).toBe(3);

    // Once the units are sold to someone else, reopening is refused and nothing changes.
    await db().update(products).set({ stockCount: 1 }).where(eq(products.id, pin.id));
    const refused = await setStatus("processing", { reason: "Customer paid by cheque" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This order's units went back on the shelf and only 1 of Reopened Pin is left now. Raise its stock count before reopening the order.",
    );
    expect(await statusOf()).toBe("cancelled");
    expect(await stockOf(pin.id)).toBe(1);
  });
});
