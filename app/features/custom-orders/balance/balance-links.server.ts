// Balance-payment links: one live link per order (docs/product-rules.md#links). The approval of
// a mockup, the admin's "Generate Balance Link" and "Replace link" come here; the customer is
// e-mailed the link with the figures it will charge.
import { eq } from "drizzle-orm";
import { customOrders } from "../../../../db/schema.ts";
import type { Tx } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import { liveLink, replaceLink } from "../order-links.server.ts";
import { balanceFigures } from "./balance-figures.server.ts";
import { queueBalanceLinkMail } from "./balance-mails.server.ts";

export const balancePaymentPath = (token: string) => `/balance-payment/${token}`;

const balanceUrl = (token: string) => `${env().publicUrl}${balancePaymentPath(token)}`;

/** The price the customer approved with the design, when it was re-quoted: the old total and why. */
export interface ApprovedRequote {
  previousTotalCents: number;
  reason: string | null;
}

/** Queues the "balance link" e-mail with the link's URL to the order's customer. */
async function mailBalanceLink(tx: Tx, customOrderId: number, url: string, requote?: ApprovedRequote) {
  const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, customOrderId));
  if (!order) throw new Error(`mailBalanceLink: custom order ${customOrderId} does not exist`);
  await queueBalanceLinkMail(tx, order, await balanceFigures(order, tx), url, requote);
}

/**
 * Answers the order's live balance link (made if there is none) as token and absolute URL. It is
 * e-mailed to the customer always, or with `onlyIfNew` only when it was just made (a link the
 * customer holds already is not sent again). The caller holds the order's row lock.
 */
export async function issueBalanceLink(
  tx: Tx,
  customOrderId: number,
  { onlyIfNew = false, requote }: { onlyIfNew?: boolean; requote?: ApprovedRequote } = {},
): Promise<{ token: string; url: string; emailed: boolean }> {
  const { token, created } = await liveLink(tx, { customOrderId }, "balance");
  const url = balanceUrl(token);
  const emailed = created || !onlyIfNew;
  if (emailed) await mailBalanceLink(tx, customOrderId, url, requote);
  return { token, url, emailed };
}

/**
 * Revokes the order's balance link (it leaked) and answers a new one, e-mailed to the customer
 * when `mail` (the balance is still to pay). The caller holds the order's row lock.
 */
export async function replaceBalanceLinkOf(
  tx: Tx,
  customOrderId: number,
  { mail }: { mail: boolean },
): Promise<{ url: string; emailed: boolean }> {
  const url = balanceUrl(await replaceLink(tx, { customOrderId }, "balance"));
  if (mail) await mailBalanceLink(tx, customOrderId, url);
  return { url, emailed: mail };
}
