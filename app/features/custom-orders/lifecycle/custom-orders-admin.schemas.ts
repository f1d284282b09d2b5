import { z } from "zod";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import { normalizeCustomOrderStatus } from "../order-status.ts";

// The admin's custom-order calls: the list's query and the status select.
// Browser-safe: the dashboard uses the same schemas.

export const INVALID_CUSTOM_STATUS = "Choose one of the custom order statuses";

export const SetCustomOrderStatusSchema = z.strictObject({
  // Any state of the machine; `mockup_sent` is stored as `awaiting_approval`.
  status: z.string({ error: INVALID_CUSTOM_STATUS }).transform((v, ctx) => {
    const status = normalizeCustomOrderStatus(v);
    if (!status) ctx.addIssue({ code: "custom", message: INVALID_CUSTOM_STATUS });
    return status ?? z.NEVER;
  }),
  note: z.string().trim().max(1000, "The note can be at most 1000 characters").optional(),
});
export type SetCustomOrderStatus = z.infer<typeof SetCustomOrderStatusSchema>;

export const CustomOrderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a positive whole number" })
    .int("page must be a positive whole number")
    .min(1, "page must be a positive whole number")
    .max(100_000, "page must be a positive whole number")
    .default(1),
  q: z.string().trim().max(200).optional(),
  status: z
    .string()
    .optional()
    .transform((v) => (v ? normalizeCustomOrderStatus(v) : undefined)),
});
export type CustomOrderListQuery = z.input<typeof CustomOrderListQuerySchema>;

/** A custom order in the admin's list: the record plus what the ledger says was paid. */
export interface AdminCustomOrderJson extends CustomOrderJson {
  depositPaid: number;
  balanceDue: number;
}
