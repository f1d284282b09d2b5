import { AppError, type ErrorCode } from "../../lib/errors.server.ts";
import { PaypalErrorBodySchema } from "./paypal-wire.ts";

// What a failed PayPal call means to the shop, by PayPal's issue codes.

/**
 * A failed PayPal call. `uncertain` means PayPal may have carried it out (a timeout, a 5xx):
 * the caller must retry with the same request id rather than conclude anything.
 */
export class PaypalError extends AppError {
  readonly httpStatus: number;
  readonly issue: string | undefined;
  readonly uncertain: boolean;

  constructor(options: {
    code: ErrorCode;
    message: string;
    httpStatus: number;
    issue?: string;
    uncertain?: boolean;
  }) {
    super(options.code, options.message, options.issue ? { issue: options.issue } : undefined);
    this.name = "PaypalError";
    this.httpStatus = options.httpStatus;
    this.issue = options.issue;
    this.uncertain = options.uncertain ?? false;
  }
}

export const PAYPAL_UNAVAILABLE = "PayPal is not answering right now. Please try again in a moment.";
export const PAYMENT_DECLINED = "Your payment was declined. Please try another payment method.";
export const PAYMENT_NOT_APPROVED = "The payment was not approved yet";
export const PAYMENT_PROCESSING = "This payment is being processed. Please wait a moment.";
export const PAYER_ACTION_NEEDED = "PayPal needs you to confirm this payment. Please continue on PayPal.";
/** What a shopper sees when the shop's own PayPal set-up is wrong; the owner reads the log. */
export const PAYMENTS_NOT_CONFIGURED =
  "We can't take payments right now. Please try again later or contact us to complete your order.";

/**
 * PayPal is still working on an earlier request with the same PayPal-Request-Id (a refund:
 * 409 PREVIOUS_REQUEST_IN_PROGRESS; a capture: 422 ORDER_COMPLETION_IN_PROGRESS). Neither is an
 * answer: the same request is sent again until PayPal gives a final one.
 */
export const IN_PROGRESS_ISSUES = new Set(["PREVIOUS_REQUEST_IN_PROGRESS", "ORDER_COMPLETION_IN_PROGRESS"]);

/** The issue code of a PayPal error body: the first detail's, else the error's name. */
export function issueOf(body: unknown): string | undefined {
  const parsed = PaypalErrorBodySchema.safeParse(body);
  return parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name) : undefined;
}

/** What a definite PayPal refusal means to our caller, by PayPal's issue code. */
export function refusal(status: number, body: unknown): PaypalError {
  const issue = issueOf(body);
  const known: Record<string, [ErrorCode, string]> = {
    INSTRUMENT_DECLINED: ["payment_failed", PAYMENT_DECLINED],
    PAYER_ACTION_REQUIRED: ["payment_failed", PAYER_ACTION_NEEDED],
    ORDER_NOT_APPROVED: ["unprocessable", PAYMENT_NOT_APPROVED],
    ORDER_ALREADY_CAPTURED: ["conflict", "This payment was already captured"],
    RESOURCE_NOT_FOUND: ["not_found", "PayPal does not know this payment"],
    REFUND_AMOUNT_EXCEEDED: ["conflict", "The refund is larger than what is left of the payment"],
    CAPTURE_FULLY_REFUNDED: ["conflict", "This payment has already been refunded in full"],
  };
  if (status === 404)
    return new PaypalError({
      code: "not_found",
      message: known.RESOURCE_NOT_FOUND![1],
      httpStatus: status,
      issue,
    });
  const [code, message] = (issue && known[issue]) || [
    "payment_failed" as const,
    "PayPal could not process the payment. Please try again.",
  ];
  return new PaypalError({ code, message, httpStatus: status, issue });
}

export function unavailable(status: number, cause?: unknown): PaypalError {
  const err = new PaypalError({
    code: "unavailable",
    message: PAYPAL_UNAVAILABLE,
    httpStatus: status,
    uncertain: true,
  });
  if (cause) err.cause = cause;
  return err;
}

/** Still in progress at PayPal after every retry: not a failure, and not known to be done. */
export function inProgress(status: number, issue: string): PaypalError {
  return new PaypalError({
    code: "conflict",
    message: PAYMENT_PROCESSING,
    httpStatus: status,
    issue,
    uncertain: true,
  });
}

/**
 * PayPal refused the shop's own credentials (OAuth 401 invalid_client), or a token it had just
 * issued to them (401 AUTHENTICATION_FAILURE): a configuration error for the owner, never the
 * shopper's fault and never worth retrying.
 */
export function misconfigured(
  status: number,
  issue: "INVALID_CLIENT_CREDENTIALS" | "AUTHENTICATION_FAILURE" = "INVALID_CLIENT_CREDENTIALS",
): PaypalError {
  return new PaypalError({
    code: "unavailable",
    message: PAYMENTS_NOT_CONFIGURED,
    httpStatus: status,
    issue,
  });
}
