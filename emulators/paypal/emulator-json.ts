import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { EMULATOR_MOUNT } from "../../app/features/payments/index.ts";
import {
  type EmulatorCapture,
  type EmulatorOrder,
  type EmulatorRefund,
  getCapture,
  paypalId,
  type Runner,
} from "./emulator-state.ts";

// PayPal's JSON shapes for the emulator's orders, captures, refunds and errors.

/** The emulator's own base URL as the caller reached it, for HATEOAS links. */
export function emulatorBase(c: Context): string {
  return `${new URL(c.req.url).origin}${EMULATOR_MOUNT}`;
}

export function captureJson(base: string, capture: EmulatorCapture) {
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.statusReason ? { status_details: { reason: capture.statusReason } } : {}),
    amount: capture.amount,
    final_capture: true,
    seller_protection: { status: "ELIGIBLE" },
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: capture.createTime,
    update_time: capture.updateTime,
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: "refund", method: "POST" },
      { href: `${base}/v2/checkout/orders/${capture.orderId}`, rel: "up", method: "GET" },
    ],
  };
}

/** `runner`: the open transaction when there is one (an embedded database has one connection). */
export async function refundJson(base: string, refund: EmulatorRefund, runner?: Runner) {
  const capture = await getCapture(refund.captureId, runner);
  return {
    id: refund.id,
    status: refund.status,
    ...(refund.status === "PENDING" || refund.status === "FAILED"
      ? { status_details: { reason: "ECHECK" } }
      : {}),
    amount: refund.amount,
    ...(capture?.customId ? { custom_id: capture.customId } : {}),
    ...(capture?.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    create_time: refund.createTime,
    update_time: refund.updateTime,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: "up", method: "GET" },
    ],
  };
}

export async function orderJson(base: string, order: EmulatorOrder, runner?: Runner) {
  const captures: ReturnType<typeof captureJson>[] = [];
  for (const id of order.captureIds) {
    const capture = await getCapture(id, runner);
    if (capture) captures.push(captureJson(base, capture));
  }
  return {
    id: order.id,
    intent: "CAPTURE",
    status: order.status,
    purchase_units: [
      {
        reference_id: "default",
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        ...(order.description ? { description: order.description } : {}),
        amount: order.breakdown ? { ...order.amount, breakdown: order.breakdown } : order.amount,
        ...(order.items ? { items: order.items } : {}),
        payee: { email_address: "merchant@example.com", merchant_id: "SHQPMERCHANT2" },
        ...(order.shipping ? { shipping: order.shipping } : {}),
        ...(captures.length ? { payments: { captures } } : {}),
      },
    ],
    ...(order.status === "CREATED"
      ? {}
      : {
          payer: {
            name: { given_name: "Test", surname: "Buyer" },
            email_address: "buyer@example.com",
            payer_id: "TESTBUYER2345",
          },
        }),
    create_time: order.createTime,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      order.status === "PAYER_ACTION_REQUIRED"
        ? { href: `${base}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" }
        : { href: `${base}/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" },
      { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: "capture", method: "POST" },
    ],
  };
}

/** `Prefer: return=minimal` (PayPal's default): only the id, the status and the links. */
export function minimal(body: { id: string; status: string; links: unknown[] }) {
  return { id: body.id, status: body.status, links: body.links };
}

/** PayPal's error names and messages by HTTP status, exactly as its API documents list them. */
const ERRORS: Record<number, [string, string]> = {
  400: ["INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema."],
  401: [
    "AUTHENTICATION_FAILURE",
    "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  ],
  404: ["RESOURCE_NOT_FOUND", "The specified resource does not exist."],
  409: ["RESOURCE_CONFLICT", "The server has detected a conflict while processing this request."],
  422: [
    "UNPROCESSABLE_ENTITY",
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
  ],
  500: ["INTERNAL_SERVER_ERROR", "An internal server error occurred."],
  503: ["SERVICE_UNAVAILABLE", "Service Unavailable."],
};

/** PayPal's own description of each issue the emulator answers, word for word. */
const ISSUE_TEXT: Record<string, string> = {
  AMOUNT_MISMATCH:
    "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
  CANNOT_BE_NEGATIVE:
    "Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.",
  ITEM_TOTAL_MISMATCH:
    "Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.",
  ITEM_TOTAL_REQUIRED:
    "If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.",
  TAX_TOTAL_MISMATCH: "Should equal sum of (tax * quantity) across all items for a given purchase_unit.",
  TAX_TOTAL_REQUIRED:
    "If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.",
  CANNOT_BE_ZERO_OR_NEGATIVE:
    "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
  CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
  DECIMAL_PRECISION: "If the currency supports decimals, only two decimal place precision is supported.",
  DUPLICATE_INVOICE_ID:
    "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  INVALID_PARAMETER_SYNTAX: "The value of a field does not conform to the expected format.",
  INVALID_PARAMETER_VALUE: "The value of a field is invalid.",
  INVALID_RESOURCE_ID: "Specified resource ID does not exist. Please check the resource ID and try again.",
  MISSING_REQUIRED_PARAMETER: "A required field / parameter is missing.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  ORDER_COMPLETION_IN_PROGRESS:
    "The order was created with processing_instruction of ORDER_COMPLETE_ON_PAYMENT_APPROVAL. The customer has approved the payment and PayPal is still in the process of capturing the order on your behalf as instructed. Please try your request again.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  PAYER_ACTION_REQUIRED: "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
  PENDING_CAPTURE:
    "Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.",
  PREVIOUS_REQUEST_IN_PROGRESS:
    "A previous request on this resource is currently in progress. Please wait for sometime and try again. It is best to space out the initial and the subsequent request(s) to avoid receiving this error.",
  REFUND_AMOUNT_EXCEEDED:
    "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  REFUND_CAPTURE_CURRENCY_MISMATCH: "Refund must be in the same currency as the capture",
  REFUND_NOT_ALLOWED: "Capture cannot be refunded.",
  SHIPPING_ADDRESS_INVALID: "Provided shipping address is invalid.",
};

/**
 * Where the Orders document words an issue differently from the Payments one (ISSUE_TEXT above):
 * each API answers in its own document's words.
 */
const ORDERS_ISSUE_TEXT: Record<string, string> = {
  INVALID_ARRAY_MAX_ITEMS: "The number of items in an array parameter is too large.",
  INVALID_ARRAY_MIN_ITEMS: "The number of items in an array parameter is too small.",
  INVALID_PARAMETER_VALUE: "A parameter value is not valid.",
  INVALID_STRING_LENGTH: "The value of a field is either too short or too long",
  MALFORMED_REQUEST_JSON: "The request JSON is not well formed.",
  MISSING_REQUIRED_PARAMETER: "A required parameter is missing.",
};
const PAYMENTS_ISSUE_TEXT: Record<string, string> = {
  INVALID_STRING_LENGTH: "The value of a field is either too short or too long.",
};

/** Which of PayPal's documents an answer follows: Orders v2, or Payments v2 and the rest. */
export type PaypalApi = "orders" | "payments";

/** PayPal's error body: a name, a message, a debug id and the issue that decides the outcome. */
export function errorBody(
  status: number,
  issue: string,
  description: string,
  field?: string,
  api: PaypalApi = "payments",
) {
  const [name, message] = ERRORS[status] ?? ERRORS[status >= 500 ? 500 : 400]!;
  const text =
    (api === "orders" ? ORDERS_ISSUE_TEXT[issue] : PAYMENTS_ISSUE_TEXT[issue]) ?? ISSUE_TEXT[issue];
  return {
    name,
    message,
    debug_id: debugId(),
    details: [{ ...(field ? { field, location: "body" } : {}), issue, description: text ?? description }],
    links: [],
  };
}

const debugId = () => paypalId().toLowerCase().slice(0, 13);

/**
 * PayPal's 401 for a missing, unknown or expired token or wrong credentials, as its documents
 * give it (`error_401`): the fixed name and message, a debug id, and the link PayPal sends. The
 * only issue they list for a 401 (INVALID_ACCOUNT_STATUS) is about an account, not a token, so
 * no `details`.
 */
export function authenticationFailure() {
  const [name, message] = ERRORS[401]!;
  return {
    name,
    message,
    debug_id: debugId(),
    links: [{ href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link" }],
  };
}

export function paypalError(
  c: Context,
  status: ContentfulStatusCode,
  issue: string,
  description: string,
  field?: string,
) {
  return c.json(errorBody(status, issue, description, field), status);
}
