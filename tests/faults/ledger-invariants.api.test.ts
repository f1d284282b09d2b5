// The fault suites trust ledger-invariants.ts to notice broken books; here it must, for each
// kind of break a fault could leave: an order moved without its money, money kept for an order
// that did not move, a payment taken twice, a failed payment kept, a refund above its capture.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server.ts";
import { customOrders, orders, paymentIntents, payments } from "../../db/schema.ts";
import { createProduct } from "../factories.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { approvedOrder } from "../kits/balance-test-kit.ts";
import * as paypal from "../kits/paypal-test-kit.ts";
import { useAdminClient } from "../kits/test-accounts.ts";
import { ledgerViolations } from "./ledger-invariants.ts";

useTestDatabase();
paypal.usePaypalEmulator();

const admin = useAdminClient();

/** Breaks the books, checks the checker says so, and puts them back. */
async function expectCaught(pattern: RegExp, breakIt: () => Promise<() => Promise<unknown>>) {
  expect(await ledgerViolations()).toEqual([]);
  const undo = await breakIt();
  expect((await ledgerViolations()).join("\n")).toMatch(pattern);
  await undo();
  expect(await ledgerViolations()).toEqual([]);
}

describe("the ledger invariant checker", () => {
  it("passes real paid orders of every purpose and catches each kind of broken book", async () => {
    const { order } = await approvedOrder(admin);
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, (await createProduct({ priceCents: 1500 })).id, 2);
    const { res } = await paypal.checkout(shopper);
    const orderId = res.body.orderId!;
    const [deposit] = await db().select().from(payments).where(eq(payments.customOrderId, order.id));
    const [cart] = await db().select().from(payments).where(eq(payments.orderId, orderId));

    await expectCaught(/no balance in the ledger/, async () => {
      await db().update(customOrders).set({ status: "balance_paid" }).where(eq(customOrders.id, order.id));
      return () => db().update(customOrders).set({ status: "approved" }).where(eq(customOrders.id, order.id));
    });
    await expectCaught(/deposit \d+ kept, order not moved/, async () => {
      await db().update(customOrders).set({ status: "pending" }).where(eq(customOrders.id, order.id));
      return () => db().update(customOrders).set({ status: "approved" }).where(eq(customOrders.id, order.id));
    });
    await expectCaught(/2 deposits kept/, async () => {
      const [twin] = await db()
        .insert(payments)
        .values({ ...deposit!, id: undefined, providerCaptureId: "TWIN", paymentIntentId: null })
        .returning();
      return () => db().delete(payments).where(eq(payments.id, twin!.id));
    });
    await expectCaught(/failed, but payment \d+ was kept/, async () => {
      await db()
        .update(paymentIntents)
        .set({ status: "failed" })
        .where(eq(paymentIntents.id, cart!.paymentIntentId!));
      return () =>
        db()
          .update(paymentIntents)
          .set({ status: "captured" })
          .where(eq(paymentIntents.id, cart!.paymentIntentId!));
    });
    await expectCaught(/refunded 3001 of 3000/, async () => {
      const [refund] = await db()
        .insert(payments)
        .values({ kind: "refund", status: "completed", amountCents: 3001, refundOfPaymentId: cart!.id })
        .returning();
      return () => db().delete(payments).where(eq(payments.id, refund!.id));
    });
    await expectCaught(/cancelled, money kept/, async () => {
      await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, orderId));
      return () => db().update(orders).set({ status: "pending" }).where(eq(orders.id, orderId));
    });
  });
});
