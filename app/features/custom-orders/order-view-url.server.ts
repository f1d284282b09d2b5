// The private link back to a custom order that every lifecycle e-mail carries: a guest
// has no account, so the link itself is the key. Each e-mail gets a fresh `view` link; only its
// hash is stored.
import { and, eq, isNull } from "drizzle-orm";
import { customOrders } from "../../../db/schema.ts";
import type { Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { createOrderLink } from "./order-links.server.ts";

/** Path of the guest order page for a view token. */
export const orderViewPath = (token: string) => `/orders/${token}`;

/** An absolute, private URL to the order's page; call it inside the mail's transaction. */
export async function customOrderViewUrl(tx: Executor, customOrderId: number): Promise<string> {
  const token = await createOrderLink(tx, customOrderId, "view");
  return `${env().publicUrl}${orderViewPath(token)}`;
}

/**
 * Track Order's "find my order": a fresh private link to the custom order with that number,
 * only when it was placed with that e-mail and its deposit is paid (a prepared, unpaid order is
 * a checkout, not an order); undefined otherwise.
 */
export async function customOrderLinkFor(
  tx: Executor,
  customOrderId: number,
  email: string,
): Promise<{ url: string; customerName: string; email: string } | undefined> {
  const [order] = await tx
    .select({
      email: customOrders.customerEmail,
      name: customOrders.customerName,
      paid: customOrders.depositPaymentId,
    })
    .from(customOrders)
    .where(and(eq(customOrders.id, customOrderId), isNull(customOrders.archivedAt)))
    .limit(1);
  if (!order || order.paid === null || order.email.toLowerCase() !== email.toLowerCase()) return undefined;
  return { url: await customOrderViewUrl(tx, customOrderId), customerName: order.name, email: order.email };
}
