import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { EMULATOR_MOUNT } from "../../app/features/payments/index.ts";
import {
  type EmulatorCapture,
  type EmulatorOrder,
  type EmulatorRefund,
  emulator,
  paypalId,
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
    custom_id: capture.customId,
    invoice_id: capture.invoiceId,
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

export function refundJson(base: string, refund: EmulatorRefund) {
  const capture = emulator.captures.get(refund.captureId);
  return {
    id: refund.id,
    status: "COMPLETED",
    amount: refund.amount,
    custom_id: capture?.customId,
    invoice_id: capture?.invoiceId,
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: "up", method: "GET" },
    ],
  };
}

export function orderJson(base: string, order: EmulatorOrder) {
  const captures = order.captureIds.flatMap((id) => {
    const capture = emulator.captures.get(id);
    return capture ? [captureJson(base, capture)] : [];
  });
  return {
    id: order.id,
    intent: "CAPTURE",
    status: order.status,
    purchase_units: [
      {
        reference_id: "default",
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        description: order.description,
        amount: order.amount,
        ...(captures.length ? { payments: { captures } } : {}),
      },
    ],
    ...(order.status === "CREATED"
      ? {}
      : {
          payer: {
            name: { given_name: "Test", surname: "Buyer" },
            email_address: "buyer@example.com",
            payer_id: "TESTBUYER0001",
          },
        }),
    create_time: order.createTime,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" },
      { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: "capture", method: "POST" },
    ],
  };
}

/** PayPal's error body: a name, a message, a debug id and the issue that decides the outcome. */
export function errorBody(status: number, issue: string, description: string) {
  const name =
    status === 422
      ? "UNPROCESSABLE_ENTITY"
      : status === 404
        ? "RESOURCE_NOT_FOUND"
        : status >= 500
          ? "INTERNAL_SERVER_ERROR"
          : "INVALID_REQUEST";
  return {
    name,
    message: status === 422 ? "The requested action could not be performed." : description,
    debug_id: paypalId().toLowerCase(),
    details: [{ issue, description }],
    links: [],
  };
}

export function paypalError(c: Context, status: ContentfulStatusCode, issue: string, description: string) {
  return c.json(errorBody(status, issue, description), status);
}
