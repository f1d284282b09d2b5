// Track Order's "find my order" for guests: an order number and the e-mail the order was placed
// with. The answer never says whether they match; a match e-mails the private order page's link
// to that address, so a stranger who guesses a pair learns nothing and reaches nobody's order.
// The link goes to the address the order holds, never to one the visitor typed differently.
// Both kinds of order are numbered by their id, so a number is looked up among regular and
// custom orders alike, and each order placed with that e-mail under that number gets its link.
// The search runs as a job of the durable queue: the request only enqueues it, so a match and a
// mismatch take the same time to answer, and a restart right after the answer still sends the
// e-mail.
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { orders } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { enqueue, registerJob } from "../../lib/jobs.server.ts";
import { customOrderLinkFor } from "../custom-orders/index.server.ts";
import { queueMail } from "../mail/index.server.ts";
import { regularOrderViewUrl } from "./order-view.server.ts";
import type { OrderLookup } from "./orders.schemas.ts";

/** What every lookup answers, match or not (docs/product-rules.md#find-my-order). */
export const ORDER_LOOKUP_ANSWER = {
  message: "If that order number and e-mail match an order, we've e-mailed its private link to that address.",
} as const;

export const ORDER_LOOKUP_JOB = "orders.lookup";

/** E-mails the private link of each order with that number placed with that e-mail. */
async function mailMatchingOrders({ orderNumber, email }: OrderLookup): Promise<void> {
  await db().transaction(async (tx) => {
    const [regular] = await tx
      .select({ id: orders.id, name: orders.customerName, email: orders.customerEmail })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderNumber),
          sql`lower(${orders.customerEmail}) = lower(${email})`,
          isNull(orders.archivedAt),
          ne(orders.status, "payment_pending"),
        ),
      )
      .limit(1);
    if (regular) {
      const url = await regularOrderViewUrl(tx, regular.id);
      const data = { orderId: regular.id, kind: "regular" as const, customerName: regular.name, url };
      await queueMail(tx, { to: regular.email, template: "order-link", data });
    }
    const custom = await customOrderLinkFor(tx, orderNumber, email);
    if (custom) {
      const data = {
        orderId: orderNumber,
        kind: "custom" as const,
        customerName: custom.customerName,
        url: custom.url,
      };
      await queueMail(tx, { to: custom.email, template: "order-link", data });
    }
  });
}

/**
 * `POST /api/orders/lookup`: queues the search and answers at once, the same for every pair, so
 * a match (which renders and queues an e-mail) takes no longer to answer than a mismatch.
 */
export async function lookUpOrder(input: OrderLookup): Promise<typeof ORDER_LOOKUP_ANSWER> {
  await enqueue(db(), ORDER_LOOKUP_JOB, { orderNumber: input.orderNumber, email: input.email });
  return ORDER_LOOKUP_ANSWER;
}

// The job holds an e-mail address someone typed, so it is deleted an hour after it ends instead
// of being kept for the queue's usual week.
registerJob<OrderLookup>(ORDER_LOOKUP_JOB, (lookup) => mailMatchingOrders(lookup), {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  deleteAfterSeconds: 3_600,
});
