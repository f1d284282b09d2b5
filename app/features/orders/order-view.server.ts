// A regular order's private page `/orders/{token}`: whoever holds the `view` link its e-mails
// carry sees it, no sign-in needed (a guest has no account, so the link itself is the key).
// The custom-orders feature keeps the link table for both kinds of order.
import { eq } from "drizzle-orm";
import { orders } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import { createRegularOrderViewLink, findViewLinkTarget } from "../custom-orders/index.server.ts";
import { ORDER_NOT_FOUND, type OrderJson } from "./orders.schemas.ts";
import { withItems } from "./orders.server.ts";

/** An absolute, private URL to the regular order's page; call it inside the mail's transaction. */
export async function regularOrderViewUrl(tx: Executor, orderId: number): Promise<string> {
  return `${env().publicUrl}/orders/${await createRegularOrderViewLink(tx, orderId)}`;
}

/** The regular order a live `view` token names; an unknown token or an archived order is 404. */
export async function getRegularOrderByViewToken(token: string | undefined): Promise<OrderJson> {
  const target = await findViewLinkTarget(token);
  if (target?.kind !== "regular") throw notFound(ORDER_NOT_FOUND);
  const [order] = await db().select().from(orders).where(eq(orders.id, target.orderId)).limit(1);
  if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
  const [json] = await withItems([order], db());
  return json!;
}
