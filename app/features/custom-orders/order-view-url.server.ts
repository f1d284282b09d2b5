// The private link back to a custom order that every lifecycle e-mail carries: a guest
// has no account, so the link itself is the key. Each e-mail gets a fresh `view` link; only its
// hash is stored.
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
