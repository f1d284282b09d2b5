import { z } from "zod";
import { ORDER_STATUSES } from "./order-status.ts";

// What the admin dashboard reads and sends about any order, of either kind, and the
// regular-order admin calls. Browser-safe: the dashboard's forms use these schemas.

/** One recorded status change: from, to, who, when, note. */
export interface StatusChangeJson {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  changedBy: string | null;
  note: string | null;
  createdAt: string;
}

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

export const SetOrderStatusSchema = z.strictObject({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: "Choose one of the order statuses" }),
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
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;
