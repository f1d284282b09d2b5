// PayPal's REST API over fetch, as PayPal's own Node integration guide does. The same code talks
// to live PayPal, the sandbox and the built-in emulator; only the base URL and the credentials
// differ. Every POST that moves money carries a PayPal-Request-Id derived from our own record, so
// a retry is never a second payment.
// See docs/decisions/003-payments.md.
import { logger } from "../../lib/logger.server.ts";
import { paypalAmount } from "../../lib/money.ts";
import { type PaymentBreakdown, paypalAmountWithBreakdown } from "./paypal-breakdown.ts";
import { call, parse, paypalWebhookId } from "./paypal-http.server.ts";
import {
  type PaypalCapture,
  PaypalCaptureSchema,
  type PaypalOrder,
  PaypalOrderSchema,
  type PaypalRefund,
  PaypalRefundSchema,
} from "./paypal-wire.ts";

export {
  PAYER_ACTION_NEEDED,
  PAYMENT_DECLINED,
  PAYMENT_NOT_APPROVED,
  PAYMENT_PROCESSING,
  PAYMENTS_NOT_CONFIGURED,
  PAYPAL_UNAVAILABLE,
  PaypalError,
} from "./paypal-errors.server.ts";
export {
  checkPaypalCredentials,
  type PaypalFetch,
  type PaypalTransport,
  paypalBaseUrl,
  paypalClientId,
  paypalWebhookId,
  setPaypalTransport,
} from "./paypal-http.server.ts";

const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

export interface CreateOrderInput {
  amountCents: number;
  currency: "USD";
  customId: string;
  invoiceId: string;
  description: string;
  requestId: string;
  /** The lines, discount, shipping and tax the amount is made of, for PayPal's receipt. */
  breakdown?: PaymentBreakdown;
  /** The address the shop collected; PayPal shows it and the buyer cannot change it. */
  shipTo?: {
    name: string;
    line1: string;
    line2?: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
}

/** The Orders v2 request body: the amount is always the server's own figure. */
export function createOrderBody(input: CreateOrderInput) {
  const ship = input.shipTo;
  return {
    intent: "CAPTURE" as const,
    purchase_units: [
      {
        reference_id: "default",
        custom_id: input.customId,
        invoice_id: input.invoiceId,
        description: input.description.slice(0, 127),
        ...(input.breakdown
          ? paypalAmountWithBreakdown(input.amountCents, input.currency, input.breakdown)
          : { amount: { currency_code: input.currency, value: paypalAmount(input.amountCents) } }),
        ...(ship
          ? {
              shipping: {
                type: "SHIPPING",
                name: { full_name: ship.name.slice(0, 300) },
                address: {
                  address_line_1: ship.line1.slice(0, 300),
                  ...(ship.line2 ? { address_line_2: ship.line2.slice(0, 300) } : {}),
                  admin_area_2: ship.city.slice(0, 120),
                  admin_area_1: ship.state.slice(0, 300),
                  postal_code: ship.postalCode.slice(0, 60),
                  country_code: ship.country,
                },
              },
            }
          : {}),
      },
    ],
    // Orders v2 takes the shipping preference in the PayPal wallet's experience context
    // (`application_context` is deprecated): with an address, PayPal ships to exactly it.
    ...(ship
      ? {
          payment_source: {
            paypal: { experience_context: { shipping_preference: "SET_PROVIDED_ADDRESS" } },
          },
        }
      : {}),
  };
}

/** `custom_id` names our payment intent. */
export async function createOrder(input: CreateOrderInput): Promise<PaypalOrder> {
  const body = await call("/v2/checkout/orders", {
    method: "POST",
    requestId: input.requestId,
    body: createOrderBody(input),
  });
  return parse(PaypalOrderSchema, body, "create order");
}

export async function getOrder(id: string): Promise<PaypalOrder> {
  return parse(PaypalOrderSchema, await call(orderPath(id), { method: "GET" }), "get order");
}

export async function captureOrder(id: string, requestId: string): Promise<PaypalOrder> {
  const body = await call(`${orderPath(id)}/capture`, { method: "POST", requestId, body: {} });
  return parse(PaypalOrderSchema, body, "capture order");
}

export async function getCapture(captureId: string): Promise<PaypalCapture> {
  const body = await call(`/v2/payments/captures/${encodeURIComponent(captureId)}`, { method: "GET" });
  return parse(PaypalCaptureSchema, body, "get capture");
}

/** A full refund without `amountCents`, a partial one with it. */
export async function refundCapture(
  captureId: string,
  amountCents: number | undefined,
  requestId: string,
  currency = "USD",
): Promise<PaypalRefund> {
  const body = await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
    method: "POST",
    requestId,
    body:
      amountCents === undefined
        ? {}
        : { amount: { currency_code: currency, value: paypalAmount(amountCents) } },
  });
  return parse(PaypalRefundSchema, body, "refund capture");
}

/** A refund's current state, for a refund PayPal answered PENDING. */
export async function getRefund(refundId: string): Promise<PaypalRefund> {
  const body = await call(`/v2/payments/refunds/${encodeURIComponent(refundId)}`, { method: "GET" });
  return parse(PaypalRefundSchema, body, "get refund");
}

/** Where PayPal wants the buyer to go to finish a payment (3-D Secure, a changed funding source). */
export function payerActionUrl(order: PaypalOrder): string | undefined {
  return (
    order.links.find((l) => l.rel === "payer-action")?.href ??
    order.links.find((l) => l.rel === "approve")?.href
  );
}

const SIGNATURE_HEADERS = [
  "paypal-auth-algo",
  "paypal-cert-url",
  "paypal-transmission-id",
  "paypal-transmission-sig",
  "paypal-transmission-time",
] as const;

/**
 * Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature). The event is
 * passed as the raw body we received, never re-serialised, so an edited byte fails.
 */
export async function verifyWebhookSignature(headers: Headers, rawBody: string): Promise<boolean> {
  const webhookId = paypalWebhookId();
  if (!webhookId) {
    logger().error("PAYPAL_WEBHOOK_ID is not set: webhooks cannot be verified and are refused");
    return false;
  }
  const values = SIGNATURE_HEADERS.map((name) => headers.get(name));
  if (values.some((v) => !v || v.length > 2000)) return false;
  const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
  if (!isPaypalCertUrl(certUrl!)) return false;
  const fields = {
    auth_algo: authAlgo,
    cert_url: certUrl,
    transmission_id: transmissionId,
    transmission_sig: transmissionSig,
    transmission_time: transmissionTime,
    webhook_id: webhookId,
  };
  const body = (await call("/v1/notifications/verify-webhook-signature", {
    method: "POST",
    requestId: `webhook-${transmissionId}-verify`,
    rawJson: `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`,
  })) as { verification_status?: unknown };
  return body?.verification_status === "SUCCESS";
}

/** PayPal's signing certificates are served over HTTPS from paypal.com and nowhere else. */
function isPaypalCertUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" && (url.hostname === "paypal.com" || url.hostname.endsWith(".paypal.com"))
    );
  } catch {
    return false;
  }
}
