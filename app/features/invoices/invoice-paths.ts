import type { InvoiceOrderKind } from "./invoice.ts";

/** Where the owner downloads an order's invoice. */
export const invoicePath = (kind: InvoiceOrderKind, orderId: number) =>
  `/api/orders/${kind}/${orderId}/invoice.pdf`;

/** Where the holder of an order's private link downloads its invoice. */
export const viewLinkInvoicePath = (token: string) =>
  `/api/order-links/${encodeURIComponent(token)}/invoice.pdf`;
