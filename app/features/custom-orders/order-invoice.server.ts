// A custom order as its invoice states it: the order as recorded (options, figures), its promo
// code and where it ships. A prepared order whose deposit was never paid is a checkout, not an
// order, so it has no invoice. Read-only; the invoices feature composes it with the ledger.
import { findShippingAddress } from "../orders/index.server.ts";
import type { ShippingAddressJson } from "../orders/order-records.schemas.ts";
import { type CustomOrder, findCustomOrder } from "./custom-orders.server.ts";

export interface CustomOrderForInvoice {
  order: CustomOrder;
  promoCode: string | null;
  shipTo: ShippingAddressJson | null;
}

/** The placed order with that id, archived or not; undefined for none or an unpaid checkout. */
export async function getCustomOrderForInvoice(id: number): Promise<CustomOrderForInvoice | undefined> {
  const row = await findCustomOrder(id);
  if (!row || row.order.status === "pending") return undefined;
  return { ...row, shipTo: await findShippingAddress(row.order.shippingAddressId) };
}
