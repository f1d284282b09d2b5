import { z } from "zod";

// The parts of PayPal's Orders v2 and Payments v2 JSON the shop relies on. Answers are parsed,
// not cast: a field we decide money on must be there and have the right shape.
// https://developer.paypal.com/docs/api/orders/v2/ and /docs/api/payments/v2/

export const PaypalMoneySchema = z.object({ currency_code: z.string(), value: z.string() });
export type PaypalMoney = z.infer<typeof PaypalMoneySchema>;

export const CAPTURE_STATUSES = [
  "COMPLETED",
  "PENDING",
  "DECLINED",
  "FAILED",
  "REFUNDED",
  "PARTIALLY_REFUNDED",
] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

export const PaypalCaptureSchema = z.object({
  id: z.string().min(1),
  status: z.enum(CAPTURE_STATUSES),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  amount: PaypalMoneySchema,
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
  create_time: z.string().optional(),
});
export type PaypalCapture = z.infer<typeof PaypalCaptureSchema>;

export const PaypalLinkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  method: z.string().optional(),
});

export const PaypalOrderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        amount: PaypalMoneySchema.optional(),
        payments: z.object({ captures: z.array(PaypalCaptureSchema).optional() }).optional(),
      }),
    )
    .default([]),
  payer: z
    .object({
      email_address: z.string().optional(),
      name: z.object({ given_name: z.string().optional(), surname: z.string().optional() }).optional(),
    })
    .optional(),
  links: z.array(PaypalLinkSchema).default([]),
});
export type PaypalOrder = z.infer<typeof PaypalOrderSchema>;

/** A refund is final only when COMPLETED; PENDING settles later; FAILED and CANCELLED never paid. */
export const REFUND_STATUSES = ["COMPLETED", "PENDING", "FAILED", "CANCELLED"] as const;

export const PaypalRefundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(REFUND_STATUSES),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  amount: PaypalMoneySchema.optional(),
  links: z.array(PaypalLinkSchema).default([]),
});
export type PaypalRefund = z.infer<typeof PaypalRefundSchema>;

/** PayPal's error body: `name`, `message`, `debug_id`, and per-field `details[].issue`. */
export const PaypalErrorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() })).optional(),
});

/** The webhook envelope; the resource is parsed by each event's handler. */
export const PaypalWebhookEventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource_type: z.string().optional(),
  resource: z.record(z.string(), z.unknown()).default({}),
  create_time: z.string().optional(),
});
export type PaypalWebhookEvent = z.infer<typeof PaypalWebhookEventSchema>;

/** The only capture of a CAPTURE-intent order with one purchase unit, if there is one. */
export function captureOf(order: PaypalOrder): PaypalCapture | undefined {
  return order.purchase_units[0]?.payments?.captures?.[0];
}
