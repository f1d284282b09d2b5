// Server-side entry of invoices: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { type InvoiceFile, type InvoiceRef, receiptInvoicePdf } from "./invoices.server.ts";
