// The files an e-mail carries are named on its outbox row (an order's invoice) and made when it
// is sent, not stored: the outbox stays small, and a receipt sent late shows the order as it
// stands then.
import type { MailAttachmentRef } from "../../../db/schema.ts";
import { invoiceFileName, invoicePath } from "../invoices/index.ts";

export interface SmtpAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The files, made now; a file whose order is gone is left out. */
export async function makeAttachments(refs: MailAttachmentRef[] | null): Promise<SmtpAttachment[]> {
  if (!refs?.length) return [];
  // Loaded when first needed: the invoices feature reads the orders, whose services queue mail.
  const { receiptInvoicePdf } = await import("../invoices/index.server.ts");
  const files: SmtpAttachment[] = [];
  for (const ref of refs) {
    const file = await receiptInvoicePdf({ kind: ref.orderKind, orderId: ref.orderId });
    if (file) files.push({ filename: file.fileName, content: file.bytes, contentType: "application/pdf" });
  }
  return files;
}

/** What the admin's outbox shows of them: each file's name, and where the owner can open it. */
export const describeAttachments = (refs: MailAttachmentRef[] | null) =>
  (refs ?? []).map((ref) => ({
    fileName: invoiceFileName(ref.orderKind, ref.orderId),
    url: invoicePath(ref.orderKind, ref.orderId),
  }));
