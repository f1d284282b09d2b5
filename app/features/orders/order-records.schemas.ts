import { z } from "zod";
import type { MoneyJson } from "../payments/index.ts";
import { ORDER_STATUSES } from "./order-status.ts";
import { OVERRIDE_REASON_MAX } from "./status-guard.ts";

// What the admin dashboard reads and sends about any order, of either kind, and the
// regular-order admin calls. Browser-safe: the dashboard's forms use these schemas.

/** One recorded status change: from, to, who, when, note. */
export interface StatusChangeJson {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  /** Who acted: `admin` (named by `changedBy`), `customer` or `system`. */
  actor: "admin" | "customer" | "system";
  /** The account's username, when one acted. */
  changedBy: string | null;
  note: string | null;
  /** The admin's reason for a change the payments contradict. */
  reason: string | null;
  createdAt: string;
}

/**
 * The reason that confirms a change the payments contradict
 * (docs/product-rules.md#guarded-status-changes): trimmed, not empty.
 */
export const OverrideReasonSchema = z
  .string({ error: "The reason must be text" })
  .trim()
  .min(1, "Give a reason for this change")
  .max(OVERRIDE_REASON_MAX, `The reason can be at most ${OVERRIDE_REASON_MAX} characters`)
  .optional();

/** One row of an order's payments ledger; amounts in dollars. */
export interface LedgerEntryJson {
  id: number;
  kind: string;
  status: string;
  amount: number;
  currency: string;
  providerOrderId: string | null;
  providerCaptureId: string | null;
  providerRefundId: string | null;
  /** For a refund: the ledger row of the payment it gives back. */
  refundOfPaymentId: number | null;
  /** False for a capture that could not be applied to the order (refunded at once) and its refund. */
  applied: boolean;
  /** The owner's reason for a refund, or why a capture was not applied. */
  note: string | null;
  createdAt: string;
}

export interface ShippingAddressJson {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The admin's detail of an order: where it ships, what was paid, what happened. */
export interface OrderRecordJson {
  /** The order's money view (docs/product-rules.md#money). */
  money: MoneyJson;
  shippingAddress: ShippingAddressJson | null;
  payments: LedgerEntryJson[];
  history: StatusChangeJson[];
}

/** The answer of an admin delete: a paid order is archived, an unpaid one removed. */
export interface OrderDeleteJson {
  message: string;
  deleted: boolean;
  archived: boolean;
}

/** The states an admin may set on a regular order; `payment_pending` belongs to PayPal. */
export const ADMIN_ORDER_STATUSES = ORDER_STATUSES.filter((s) => s !== "payment_pending");

export const RESTOCK_ONLY_ON_CANCEL = "Units can be returned to stock only when cancelling the order";

export const SetOrderStatusSchema = z
  .strictObject({
    status: z.enum(ADMIN_ORDER_STATUSES, { error: "Choose one of the order statuses" }),
    reason: OverrideReasonSchema,
    /** On cancelling: the order's units go back on the shelf (the owner chooses; default no). */
    restock: z.boolean({ error: "Restock must be true or false" }).default(false),
  })
  .refine((v) => !v.restock || v.status === "cancelled", {
    message: RESTOCK_ONLY_ON_CANCEL,
    path: ["restock"],
  });
export type SetOrderStatus = z.infer<typeof SetOrderStatusSchema>;

export const TRACKING_NUMBER_REQUIRED = "Tracking number is required.";
export const TRACKING_URL_INVALID = "Tracking URL must be a valid http or https URL.";

// The number is required and trimmed; the URL optional and a real web address.
export const OrderTrackingSchema = z.strictObject({
  trackingNumber: z
    .string({ error: TRACKING_NUMBER_REQUIRED })
    .trim()
    .min(1, TRACKING_NUMBER_REQUIRED)
    .max(100, "Tracking number can be at most 100 characters."),
  trackingUrl: z
    .string({ error: TRACKING_URL_INVALID })
    .trim()
    .max(2000, TRACKING_URL_INVALID)
    .refine((v) => v === "" || z.url({ protocol: /^https?$/ }).safeParse(v).success, TRACKING_URL_INVALID)
    .nullable()
    .optional(),
  reason: OverrideReasonSchema,
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;
