// The invoice of an order, for the owner (any order, archived ones too) and for whoever holds
// the order's private link (as its page: an archived order is not found). A prepared custom
// order whose deposit was never paid is a checkout, not an order, and has no invoice.
import { notFound } from "../../lib/errors.server.ts";
import { findViewLinkTarget, getCustomOrderForInvoice } from "../custom-orders/index.server.ts";
import { getRegularOrderForInvoice } from "../orders/index.server.ts";
import { buildInvoice, type Invoice, type InvoiceOrderKind } from "./invoice.ts";
import { renderInvoicePdf } from "./invoice-pdf.server.ts";
import { customInvoiceSource, regularInvoiceSource } from "./invoice-source.server.ts";
import { invoiceShop } from "./shop-identity.server.ts";

export const ORDER_NOT_FOUND = "Order not found";

/** An order of either kind, by id. */
export interface InvoiceRef {
  kind: InvoiceOrderKind;
  orderId: number;
}

export interface InvoiceFile {
  fileName: string;
  bytes: Buffer;
}

/** The invoice's figures; undefined when there is no such order (or it is archived and must be live). */
async function findInvoice(ref: InvoiceRef, live: boolean): Promise<Invoice | undefined> {
  if (ref.kind === "custom") {
    const found = await getCustomOrderForInvoice(ref.orderId);
    if (!found || (live && found.order.archivedAt)) return undefined;
    return buildInvoice(await customInvoiceSource(found));
  }
  const found = await getRegularOrderForInvoice(ref.orderId);
  if (!found || (live && found.order.archivedAt)) return undefined;
  return buildInvoice(await regularInvoiceSource(found));
}

async function pdfOf(invoice: Invoice | undefined): Promise<InvoiceFile> {
  if (!invoice) throw notFound(ORDER_NOT_FOUND);
  return { fileName: invoice.fileName, bytes: await renderInvoicePdf(invoice, await invoiceShop()) };
}

/** `GET /api/orders/{kind}/{id}/invoice.pdf`: the owner's copy of any order's invoice. */
export async function orderInvoicePdf(ref: InvoiceRef): Promise<InvoiceFile> {
  return pdfOf(await findInvoice(ref, false));
}

/** `GET /api/order-links/{token}/invoice.pdf`: the customer's copy, from the private order page. */
export async function viewLinkInvoicePdf(token: string | undefined): Promise<InvoiceFile> {
  const target = await findViewLinkTarget(token);
  if (!target) throw notFound(ORDER_NOT_FOUND);
  const ref: InvoiceRef =
    target.kind === "custom"
      ? { kind: "custom", orderId: target.customOrderId }
      : { kind: "regular", orderId: target.orderId };
  return pdfOf(await findInvoice(ref, true));
}

/**
 * The invoice attached to a receipt e-mail, made when the e-mail is sent; undefined when the
 * order is gone (the e-mail then goes without it).
 */
export async function receiptInvoicePdf(ref: InvoiceRef): Promise<InvoiceFile | undefined> {
  const invoice = await findInvoice(ref, false);
  return invoice && pdfOf(invoice);
}
