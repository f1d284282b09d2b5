// Browser-safe entry of invoices: the rules, constants and helpers others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  buildInvoice,
  INVOICE_ORDER_KINDS,
  type Invoice,
  type InvoiceOrderKind,
  type InvoiceSource,
  invoiceFileName,
  invoiceNumber,
} from "./invoice.ts";
export { invoicePath, viewLinkInvoicePath } from "./invoice-paths.ts";
