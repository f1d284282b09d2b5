// Balance-payment links: a long random token, only its hash stored; a new link replaces the
// old one. Approval of a mockup and the admin's "generate balance link" both come here, and the
// customer is e-mailed the link with the figures it will charge.
import { eq } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import type { Tx } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { createOrderLink, revokeOrderLinks } from "../order-links.server.ts";
import { balanceFigures } from "./balance-figures.server.ts";
import { queueBalanceLinkMail } from "./balance-mails.server.ts";

export const balancePaymentPath = (token: string) => `/balance-payment/${token}`;

/**
 * Replaces the order's balance link with a new one, queues the "balance link" e-mail to the
 * customer, and answers the link's absolute URL (the only time the token exists in clear). The
 * caller holds the order's row lock.
 */
export async function issueBalanceLink(
  tx: Tx,
  customOrderId: number,
): Promise<{ token: string; url: string }> {
  await revokeOrderLinks(tx, customOrderId, "balance");
  const token = await createOrderLink(tx, customOrderId, "balance");
  const url = `${env().publicUrl}${balancePaymentPath(token)}`;
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, customOrderId));
  if (!order) throw new Error(`issueBalanceLink: custom order ${customOrderId} does not exist`);
  await queueBalanceLinkMail(tx, order, await balanceFigures(order, tx), url);
  return { token, url };
}
