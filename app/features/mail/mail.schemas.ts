import { z } from "zod";
import { MAIL_STATUSES, type MailStatus } from "./mail-status.ts";

export const OUTBOX_PAGE_SIZE = 25;

/** The admin's outbox list: page, optional status filter, optional search in recipient and subject. */
export const ListOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(MAIL_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListOutboxQuery = z.input<typeof ListOutboxQuerySchema>;

/** One row of the admin's outbox list (no bodies). */
export interface OutboxSummaryJson {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPageJson {
  items: OutboxSummaryJson[];
  total: number;
  page: number;
  pageSize: number;
  /** `smtp`: mail is sent through SMTP_URL; `outbox`: no SMTP server, mail is kept here. */
  delivery: "smtp" | "outbox";
}

/** One e-mail with its bodies, for the admin's preview (HTML shown in a sandboxed frame). */
export interface OutboxMailJson extends OutboxSummaryJson {
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Files made when the mail is sent: each one's name, and where the admin can open it. */
  attachments: { fileName: string; url: string }[];
}
