// Abandoned checkouts (docs/product-rules.md#archiving-and-deleting-orders): a prepared custom
// order whose deposit was never paid is a checkout, not an order. The admin sees it only in
// "Unpaid checkouts"; a nightly job removes it, with its artwork, once it is 30 days old. An order
// with any payment on its ledger (even one PayPal has not settled) is never removed here, nor one
// a buyer may be paying right now (a payment begun in the last day, or one captured and not yet
// written down: a capture answer that was lost is recovered by reconciliation).
import { and, eq, gt, inArray, isNull, lt, notExists, or } from "drizzle-orm";
import { customOrders, paymentIntents, payments } from "../../../../db/schema.ts";
import { db } from "../../../lib/db.server.ts";
import { registerJob } from "../../../lib/jobs.server.ts";
import { logger } from "../../../lib/logger.server.ts";
import { discardUpload } from "../../uploads/index.server.ts";

export const ABANDONED_CHECKOUT_DAYS = 30;
export const EXPIRE_CHECKOUTS_JOB = "custom-orders.expire-checkouts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes the unpaid checkouts prepared more than 30 days before `now`; answers their ids. */
export async function removeAbandonedCheckouts(now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * DAY_MS);
  const removed = await db()
    .delete(customOrders)
    .where(
      and(
        eq(customOrders.status, "pending"),
        isNull(customOrders.archivedAt),
        lt(customOrders.createdAt, cutoff),
        notExists(
          db()
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.customOrderId, customOrders.id),
                inArray(payments.status, ["completed", "refunded", "pending"]),
              ),
            ),
        ),
        notExists(
          db()
            .select({ id: paymentIntents.id })
            .from(paymentIntents)
            .where(
              and(
                eq(paymentIntents.customOrderId, customOrders.id),
                or(
                  inArray(paymentIntents.status, ["captured", "pending"]),
                  gt(paymentIntents.createdAt, new Date(now.getTime() - DAY_MS)),
                ),
              ),
            ),
        ),
      ),
    )
    .returning({ id: customOrders.id, logoKey: customOrders.logoKey });
  // The artwork goes once the rows are gone; a file left behind is only disk space.
  for (const { logoKey } of removed) if (logoKey) await discardUpload(logoKey);
  if (removed.length)
    logger().info({ customOrderIds: removed.map((r) => r.id) }, "abandoned checkouts removed");
  return removed.map((r) => r.id);
}

registerJob(
  EXPIRE_CHECKOUTS_JOB,
  async () => {
    await removeAbandonedCheckouts();
  },
  { retryLimit: 2, schedule: { cron: "29 3 * * *" } },
);
