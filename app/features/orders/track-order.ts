import type { CustomOrderJson } from "../custom-orders/custom-orders.schemas.ts";

// The track page's rules (docs/product-rules.md#timings-and-limits, docs/product-rules.md#messages), kept out
// of the components so they are tested on their own. Browser-safe.

/** "Order highlight after redirect: 0.5 s". */
export const HIGHLIGHT_DELAY_MS = 500;

export type OrderKind = "custom" | "regular";

/** What the typed text is matched against: the order number, with a leading "#" forgiven. */
export function orderQuery(text: string): string {
  return text.trim().replace(/^#/, "");
}

/** The orders whose id contains the typed text; everything when nothing is typed. */
export function filterOrders<T extends { id: number }>(orders: readonly T[], text: string): T[] {
  const query = orderQuery(text);
  if (!query) return [...orders];
  return orders.filter((order) => String(order.id).includes(query));
}

/** The empty results: 'No orders found matching "{text}"', or "No orders found". */
export function emptyMessage(text: string): string {
  const typed = text.trim();
  return typed ? `No orders found matching "${typed}"` : "No orders found";
}

/** The card a link points at: `?id=&type=` (from checkout or a receipt), `fromCheckout=true`. */
export interface TrackTarget {
  kind: OrderKind;
  id: number;
  justPlaced: boolean;
}

export function trackTarget(params: URLSearchParams): TrackTarget | null {
  const id = params.get("id") ?? "";
  const kind = params.get("type");
  if (!/^\d{1,9}$/.test(id) || (kind !== "custom" && kind !== "regular")) return null;
  return { kind, id: Number(id), justPlaced: params.get("fromCheckout") === "true" };
}

/** The DOM id of an order's card, so a link can scroll to it. */
export const orderCardId = (kind: OrderKind, id: number) => `${kind}-order-${id}`;

export interface CustomOrderMoney {
  /** The whole order: pins, shipping and sales tax. */
  totalCents: number;
  shippingCents: number;
  taxCents: number;
  /** What was charged less what was refunded. */
  netPaidCents: number;
  refundedCents: number;
  balanceDueCents: number;
  paidInFull: boolean;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What the customer has paid and still owes, from the order's money view (the ledger decides,
 * never the status: an admin may ship an order whose balance is still due; a refund never
 * makes money owed; a cancelled order owes nothing). docs/product-rules.md#money
 */
export function customOrderMoney(order: CustomOrderJson): CustomOrderMoney {
  const balanceDueCents = cents(order.money.balanceDue);
  return {
    totalCents: cents(order.grandTotal),
    shippingCents: cents(order.shippingAmount),
    taxCents: cents(order.taxAmount),
    netPaidCents: cents(order.money.netPaid),
    refundedCents: cents(order.money.refunded),
    balanceDueCents,
    paidInFull: order.status !== "cancelled" && balanceDueCents === 0 && cents(order.money.charged) > 0,
  };
}
