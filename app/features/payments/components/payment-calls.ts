import { ApiError, apiRequest } from "../../../lib/api.ts";
import { paypalAmount } from "../../../lib/money.ts";
import { getSessionId } from "../../cart/index.ts";
import type { PaymentPurpose } from "../payment-kinds.ts";
import {
  type CaptureResultJson,
  PAYMENT_CURRENCY,
  type PaymentOrderJson,
  type PaypalSetupJson,
} from "../payments.schemas.ts";

// The browser's side of the payment calls: set-up, create and capture.

/** A payment call the server refused, with what the page needs to react. */
export class PaymentRefusal extends Error {
  readonly status: number;
  readonly code?: string;
  /** PayPal's issue, e.g. INSTRUMENT_DECLINED (the buyer may try another funding source). */
  readonly issue?: string;
  /** The server's amount when it refused ours (409). */
  readonly amount?: string;
  /** The field at fault, e.g. `discountCode` when the applied code no longer qualifies. */
  readonly field?: string;
  /** PAYER_ACTION_REQUIRED: PayPal's page where the buyer finishes the payment. */
  readonly payerActionUrl?: string;

  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "PaymentRefusal";
    this.status = status;
    const text = (key: string) => (typeof details[key] === "string" ? (details[key] as string) : undefined);
    this.code = text("code");
    this.issue = text("issue");
    this.amount = text("amount");
    this.field = text("field");
    this.payerActionUrl = text("payerActionUrl");
  }
}

/** Turns any failure into a refusal; a network failure has status 0. */
function refusal(err: unknown, fallback: string): PaymentRefusal {
  if (!(err instanceof ApiError)) return new PaymentRefusal(0, fallback);
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(err.message.replace(/^\d{3}: /, ""));
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // A body that is not JSON (a proxy's error page): the fallback says it.
  }
  const message = typeof body.message === "string" && body.message ? body.message : fallback;
  return new PaymentRefusal(err.status, message, body);
}

export async function fetchPaypalSetup(): Promise<PaypalSetupJson> {
  const res = await apiRequest("GET", "/paypal/setup");
  return (await res.json()) as PaypalSetupJson;
}

/** `POST /paypal/order` with the amount the shopper sees; the server's figure decides. */
export async function createPaymentOrder(
  purpose: PaymentPurpose,
  amountCents: number,
  fields: Record<string, unknown>,
): Promise<PaymentOrderJson> {
  try {
    const res = await apiRequest(
      "POST",
      "/paypal/order",
      {
        ...fields,
        amount: paypalAmount(amountCents),
        currency: PAYMENT_CURRENCY,
        intent: "CAPTURE",
        purpose,
      },
      // Every purpose sends it: the cart's owner, and the browser recorded as the buyer.
      { "X-Session-Id": getSessionId() },
    );
    return (await res.json()) as PaymentOrderJson;
  } catch (err) {
    throw refusal(err, "We couldn't start the payment. Please try again.");
  }
}

const CAPTURE_RETRIES = 2;
const RETRY_DELAY_MS = 1500;

/**
 * `POST /paypal/order/{id}/capture`. Capturing is idempotent on the server, so a lost answer
 * or a server that is briefly unavailable is simply asked again.
 */
export async function capturePaymentOrder(paypalOrderId: string): Promise<CaptureResultJson> {
  for (let attempt = 0; ; attempt++) {
    try {
      // The browser that created the payment is the one answered a guest's private order link.
      const res = await apiRequest(
        "POST",
        `/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`,
        {},
        { "X-Session-Id": getSessionId() },
      );
      return (await res.json()) as CaptureResultJson;
    } catch (err) {
      const refused = refusal(
        err,
        "We couldn't confirm your payment. Please check your e-mail before trying again.",
      );
      const retryable = refused.status === 0 || refused.status >= 500;
      if (!retryable || attempt >= CAPTURE_RETRIES) throw refused;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}
