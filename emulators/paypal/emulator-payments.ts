import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { captureJson, emulatorBase, errorBody, orderJson, refundJson } from "./emulator-json.ts";
import {
  type EmulatorCapture,
  type EmulatorOrder,
  emulator,
  type Fault,
  paypalId,
  valueToCents,
} from "./emulator-state.ts";

// What PayPal does on capture and refund, with the scripted faults tests ask for.

export type Answer = { status: ContentfulStatusCode; body: unknown };

const now = () => new Date().toISOString();

export function errorAnswer(status: ContentfulStatusCode, issue: string, description: string): Answer {
  return { status, body: errorBody(status, issue, description) };
}

/** The sandbox's negative-testing answer for a `PayPal-Mock-Response` code. */
export function mockAnswer(code: string): Answer {
  if (code === "INTERNAL_SERVER_ERROR") return errorAnswer(500, code, "An internal server error occurred.");
  return errorAnswer(422, code, `Mocked by PayPal-Mock-Response: ${code}.`);
}

/** Carries out a capture, or the scripted fault that replaces it. */
export function capture(
  c: Context,
  order: EmulatorOrder,
  fault: Fault | undefined,
  code: string | undefined,
): Answer {
  if (code) return mockAnswer(code);
  if (order.status === "COMPLETED")
    return errorAnswer(422, "ORDER_ALREADY_CAPTURED", "Order already captured.");
  if (order.status !== "APPROVED") {
    return errorAnswer(422, "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
  }
  if (fault?.capture === "declined") {
    // PayPal's funding failure: the buyer must choose another way to pay (actions.restart()).
    order.status = "CREATED";
    return errorAnswer(
      422,
      "INSTRUMENT_DECLINED",
      "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
    );
  }
  const amount =
    fault?.capture === "wrong_amount"
      ? { ...order.amount, value: order.amount.value === "0.01" ? "0.02" : "0.01" }
      : order.amount;
  const status =
    fault?.capture === "pending"
      ? "PENDING"
      : fault?.capture === "capture_declined"
        ? "DECLINED"
        : "COMPLETED";
  const record: EmulatorCapture = {
    id: fault?.capture === "reuse_capture_id" && fault.captureId ? fault.captureId : paypalId(),
    orderId: order.id,
    status,
    statusReason: status === "PENDING" ? "PENDING_REVIEW" : undefined,
    amount,
    customId: order.customId,
    invoiceId: order.invoiceId,
    refundedCents: 0,
    createTime: now(),
    updateTime: now(),
  };
  if (!emulator.captures.has(record.id)) emulator.captures.set(record.id, record);
  order.status = "COMPLETED";
  order.captureIds.push(record.id);
  const base = emulatorBase(c);
  return {
    status: 201,
    body: {
      ...orderJson(base, order),
      purchase_units: [
        {
          reference_id: "default",
          custom_id: order.customId,
          invoice_id: order.invoiceId,
          payments: { captures: [captureJson(base, record)] },
        },
      ],
    },
  };
}

const RefundSchema = z.object({
  amount: z.object({ currency_code: z.string(), value: z.string().regex(/^\d{1,10}(\.\d{2})?$/) }).optional(),
  invoice_id: z.string().optional(),
  note_to_payer: z.string().optional(),
});

export function refund(c: Context, record: EmulatorCapture, body: unknown): Answer {
  const parsed = RefundSchema.safeParse(body ?? {});
  if (!parsed.success) return errorAnswer(400, "INVALID_PARAMETER_VALUE", "The refund request is not valid.");
  if (record.status !== "COMPLETED" && record.status !== "PARTIALLY_REFUNDED") {
    const issue = record.status === "REFUNDED" ? "CAPTURE_FULLY_REFUNDED" : "REFUND_NOT_ALLOWED";
    return errorAnswer(422, issue, `A capture in status ${record.status} cannot be refunded.`);
  }
  const capturedCents = valueToCents(record.amount.value);
  const left = capturedCents - record.refundedCents;
  const amount = parsed.data.amount;
  if (amount && amount.currency_code !== record.amount.currency_code) {
    return errorAnswer(422, "REFUND_CURRENCY_MISMATCH", "The refund currency must match the capture's.");
  }
  const cents = amount ? valueToCents(amount.value) : left;
  if (cents <= 0)
    return errorAnswer(422, "REFUND_AMOUNT_INVALID", "The refund amount must be greater than zero.");
  if (cents > left)
    return errorAnswer(
      422,
      "REFUND_AMOUNT_EXCEEDED",
      "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
    );
  record.refundedCents += cents;
  record.status = record.refundedCents === capturedCents ? "REFUNDED" : "PARTIALLY_REFUNDED";
  record.updateTime = now();
  const value = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const created = {
    id: paypalId(),
    captureId: record.id,
    amount: { currency_code: record.amount.currency_code, value },
    createTime: now(),
  };
  emulator.refunds.set(created.id, created);
  return { status: 201, body: refundJson(emulatorBase(c), created) };
}
