import { z } from "zod";
import { PageQuerySchema } from "../../../lib/page-query.ts";
import { OverrideReasonSchema } from "../../orders/order-records.schemas.ts";
import { listFlag } from "../../orders/orders.schemas.ts";
import type { MoneyJson } from "../../payments/index.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import { isCalendarDate } from "../in-hands-date.ts";
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
  reason: OverrideReasonSchema,
});
export type SetCustomOrderStatus = z.infer<typeof SetCustomOrderStatusSchema>;

/** The admin list's orders: newest first, or by the day the pins are needed. */
export const CUSTOM_ORDER_SORTS = ["newest", "in-hands"] as const;

export const CustomOrderListQuerySchema = z.object({
  page: PageQuerySchema,
  q: z.string().trim().max(200).optional(),
  status: z
    .string()
    .optional()
    .transform((v) => (v ? normalizeCustomOrderStatus(v) : undefined)),
  /** `true` lists the archived orders instead of the live ones. */
  archived: listFlag("archived"),
  /** `true` lists the unpaid checkouts (prepared, deposit never paid), which no other list shows. */
  unpaid: listFlag("unpaid"),
  /** `in-hands`: the soonest in-hands date first, orders without one last; else newest first. */
  sort: z.enum(CUSTOM_ORDER_SORTS, { error: "sort must be newest or in-hands" }).default("newest"),
  /** Only the orders needed on or before this day (YYYY-MM-DD). */
  inHandsBy: z.string().refine(isCalendarDate, "inHandsBy must be a date written as YYYY-MM-DD").optional(),
});
export type CustomOrderListQuery = z.input<typeof CustomOrderListQuerySchema>;

/** A custom order in the admin's list: the record plus what the ledger says was paid. */
export interface AdminCustomOrderJson extends CustomOrderJson {
  depositPaid: number;
  /** The money view's balance due: never raised by a refund (docs/product-rules.md#money). */
  balanceDue: number;
  money: MoneyJson;
}
