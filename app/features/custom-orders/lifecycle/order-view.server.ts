// The guest order page `/orders/{token}` (guest orders are reachable by the private link in
// their e-mails). The `view` link is the key; an unknown or revoked token, or an archived order,
// is the same 404 as a missing order.
import { notFound } from "../../../lib/errors.server.ts";
import { type CustomOrderJson, ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { customOrderJson, findCustomOrder } from "../custom-orders.server.ts";
import { findOrderLink } from "../order-links.server.ts";

/** `GET /api/order-links/{token}` and the page's loader. */
export async function getOrderByViewToken(token: string | undefined): Promise<CustomOrderJson> {
  const link = await findOrderLink(token, "view");
  const row = link ? await findCustomOrder(link.customOrderId) : undefined;
  if (!row || row.order.archivedAt) throw notFound(ORDER_NOT_FOUND);
  return customOrderJson(row);
}
