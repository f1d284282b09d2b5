// Balance-payment links (D3): a long random token, only its hash stored; a new link replaces the
// old one. Approval of a mockup and the admin's "generate balance link" both come here.
import type { Tx } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { createOrderLink, revokeOrderLinks } from "./order-links.server.ts";

export const balancePaymentPath = (token: string) => `/balance-payment/${token}`;

/**
 * Replaces the order's balance link with a new one and answers its absolute URL (the only time
 * the token exists in clear). The caller holds the order's row lock.
 */
export async function issueBalanceLink(
  tx: Tx,
  customOrderId: number,
): Promise<{ token: string; url: string }> {
  await revokeOrderLinks(tx, customOrderId, "balance");
  const token = await createOrderLink(tx, customOrderId, "balance");
  return { token, url: `${env().publicUrl}${balancePaymentPath(token)}` };
}
