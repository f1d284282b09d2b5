import { z } from "zod";
import { MAIL_STATUSES } from "./mail-status.ts";

export const OUTBOX_PAGE_SIZE = 25;

/** The admin's outbox list: page, optional status filter, optional search in recipient and subject. */
export const ListOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(MAIL_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListOutboxQuery = z.input<typeof ListOutboxQuerySchema>;
