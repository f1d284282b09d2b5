import { useMemo, useRef, useState } from "react";
import type { PaymentPurpose } from "../payment-kinds.ts";
import type { CaptureResultJson } from "../payments.schemas.ts";
import { capturePaymentOrder, createPaymentOrder, PaymentRefusal } from "./payment-calls.ts";

// PayPal's button contract (createOrder → the buyer approves → onApprove captures), shared by the
// test-mode button and the real SDK button, with the shopper-facing outcome of every step.

export interface PaymentFlowOptions {
  purpose: PaymentPurpose;
  /** The total the shopper sees; the server refuses it (409) when its own figure differs. */
  amountCents: number;
  /**
   * What else `POST /paypal/order` needs (customer, discountCode, customOrderId…), or null when
   * the shopper must fix something first (the form shows what).
   */
  orderFields: () => Record<string, unknown> | null;
  /**
   * The payment is captured (COMPLETED) or being reviewed by PayPal (PENDING); `paypalOrderId`
   * is what a page confirms it with (e.g. the balance's `/complete`).
   */
  onSuccess: (result: CaptureResultJson, paypalOrderId: string) => void | Promise<void>;
  /** The server refused to start the payment, e.g. the total changed or a code expired. */
  onRefused?: (refusal: PaymentRefusal) => void;
  /** The buyer approved, but the capture failed (declined, refused); the notice shows it too. */
  onCaptureFailed?: (refusal: PaymentRefusal) => void;
}

export type PaymentNotice = { tone: "error" | "info"; text: string };
export type CaptureOutcome = "done" | "declined" | "failed";

export const CANCELLED_NOTICE = "Payment was cancelled.";
const FAILED_NOTICE = "PayPal could not finish the payment. Please try again.";

export interface PaymentFlow {
  fields(): Record<string, unknown> | null;
  /** PayPal's createOrder: the PayPal order id. */
  createOrder(fields: Record<string, unknown>): Promise<string>;
  /** PayPal's onApprove. "declined" means the buyer may pick another funding source. */
  capture(paypalOrderId: string): Promise<CaptureOutcome>;
  cancelled(): void;
  /** Shows `text`; without one, a generic error that keeps an earlier, more precise notice. */
  failed(text?: string): void;
}

const asRefusal = (err: unknown) =>
  err instanceof PaymentRefusal ? err : new PaymentRefusal(0, FAILED_NOTICE);

export function usePaymentFlow(options: PaymentFlowOptions) {
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  // PayPal's SDK keeps the callbacks it was rendered with, so they read the latest options.
  const latest = useRef(options);
  latest.current = options;

  const flow = useMemo<PaymentFlow>(
    () => ({
      fields: () => latest.current.orderFields(),
      async createOrder(fields) {
        setNotice(null);
        const { purpose, amountCents } = latest.current;
        try {
          return (await createPaymentOrder(purpose, amountCents, fields)).id;
        } catch (err) {
          const refusal = asRefusal(err);
          setNotice({ tone: "error", text: refusal.message });
          latest.current.onRefused?.(refusal);
          throw refusal;
        }
      },
      async capture(paypalOrderId) {
        let result: CaptureResultJson;
        try {
          result = await capturePaymentOrder(paypalOrderId);
        } catch (err) {
          const refusal = asRefusal(err);
          // Still being completed at PayPal: not a failure, so it is not shown as one.
          const processing = refusal.issue?.endsWith("_IN_PROGRESS") ?? false;
          setNotice({ tone: processing ? "info" : "error", text: refusal.message });
          latest.current.onCaptureFailed?.(refusal);
          // PayPal needs the buyer back (3-D Secure, another funding source): go to its page.
          if (refusal.issue === "PAYER_ACTION_REQUIRED" && refusal.payerActionUrl) {
            window.location.assign(refusal.payerActionUrl);
          }
          return refusal.issue === "INSTRUMENT_DECLINED" ? "declined" : "failed";
        }
        setNotice(null);
        await latest.current.onSuccess(result, paypalOrderId);
        return "done";
      },
      cancelled: () => setNotice({ tone: "info", text: CANCELLED_NOTICE }),
      failed: (text) =>
        setNotice((shown) =>
          text ? { tone: "error", text } : (shown ?? { tone: "error", text: FAILED_NOTICE }),
        ),
    }),
    [],
  );
  return { flow, notice };
}
