import { and, eq, ne, sql } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { Tx } from "../../app/lib/db.server.ts";
import { paypalEmulatorObjects } from "../../db/schema.ts";
import { BreakdownSchema, checkBreakdown, ItemSchema } from "./emulator-breakdown.ts";
import { captureJson, errorBody, orderJson, type PaypalApi, refundJson } from "./emulator-json.ts";
import {
  type EmulatorCapture,
  type EmulatorOrder,
  type EmulatorRefund,
  type Fault,
  lockObject,
  paypalId,
  putCapture,
  putOrder,
  putRefund,
  valueToCents,
} from "./emulator-state.ts";
import { refusedBody } from "./emulator-validation.ts";

// What PayPal does on create, capture and refund, with the scripted faults tests ask for.

export type Answer = { status: ContentfulStatusCode; body: unknown };

const now = () => new Date().toISOString();

export function errorAnswer(
  status: ContentfulStatusCode,
  issue: string,
  description: string,
  field?: string,
  api?: PaypalApi,
): Answer {
  return { status, body: errorBody(status, issue, description, field, api) };
}

/** The sandbox's negative-testing answer for a `PayPal-Mock-Response` code. */
export function mockAnswer(code: string): Answer {
  if (code === "INTERNAL_SERVER_ERROR") return errorAnswer(500, code, "An internal server error occurred.");
  return errorAnswer(422, code, `Mocked by PayPal-Mock-Response: ${code}.`);
}

/** PayPal's money value: digits with an optional fraction (its documented pattern). */
const MONEY_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

/** A money object as PayPal checks it: syntax (400), then precision and sign (422). */
function checkMoney(
  money: { currency_code: string; value: string },
  field: string,
  zeroIssue: "CANNOT_BE_ZERO_OR_NEGATIVE",
  api: PaypalApi,
): Answer | undefined {
  if (!/^[A-Z]{3}$/.test(money.currency_code))
    return errorAnswer(
      400,
      "INVALID_PARAMETER_VALUE",
      "The value of a field is invalid.",
      `${field}/currency_code`,
      api,
    );
  if (!MONEY_VALUE.test(money.value) || money.value.length > 32)
    return errorAnswer(
      400,
      "INVALID_PARAMETER_SYNTAX",
      "The value of a field does not conform to the expected format.",
      `${field}/value`,
      api,
    );
  if ((money.value.split(".")[1] ?? "").length > 2)
    return errorAnswer(
      422,
      "DECIMAL_PRECISION",
      "If the currency supports decimals, only two decimal place precision is supported.",
      `${field}/value`,
      api,
    );
  if (valueToCents(money.value) <= 0)
    return errorAnswer(422, zeroIssue, "Must be greater than zero.", `${field}/value`, api);
  return undefined;
}

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });

const CreateOrderSchema = z.object({
  intent: z.enum(["CAPTURE", "AUTHORIZE"]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().min(1).max(127).optional(),
        invoice_id: z.string().min(1).max(127).optional(),
        description: z.string().min(1).max(127).optional(),
        amount: MoneySchema.extend({ breakdown: BreakdownSchema.optional() }),
        items: z.array(ItemSchema).max(100).optional(),
        shipping: z
          .object({
            type: z.string().optional(),
            name: z.object({ full_name: z.string().max(300).optional() }).optional(),
            address: z
              .object({
                address_line_1: z.string().max(300).optional(),
                address_line_2: z.string().max(300).optional(),
                admin_area_2: z.string().max(120).optional(),
                admin_area_1: z.string().max(300).optional(),
                postal_code: z.string().max(60).optional(),
                country_code: z.string().regex(/^([A-Z]{2}|C2)$/),
              })
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1)
    .max(10),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({
              shipping_preference: z
                .enum(["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"])
                .optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

export async function createOrder(tx: Tx, base: string, raw: unknown): Promise<Answer> {
  const parsed = CreateOrderSchema.safeParse(raw);
  if (!parsed.success) return refusedBody(parsed.error, raw, "orders");
  if (parsed.data.intent !== "CAPTURE" || parsed.data.purchase_units.length !== 1)
    return errorAnswer(422, "UNPROCESSABLE_ENTITY", "The emulator takes one CAPTURE purchase unit.");
  const unit = parsed.data.purchase_units[0]!;
  const bad = checkMoney(
    unit.amount,
    "/purchase_units/@reference_id=='default'/amount",
    "CANNOT_BE_ZERO_OR_NEGATIVE",
    "orders",
  );
  if (bad) return bad;
  const unbalanced = checkBreakdown(unit.amount, unit.amount.breakdown, unit.items);
  if (unbalanced) return unbalanced;
  const preference = parsed.data.payment_source?.paypal?.experience_context?.shipping_preference;
  if (preference === "SET_PROVIDED_ADDRESS" && !unit.shipping?.address)
    return errorAnswer(
      422,
      "SHIPPING_ADDRESS_INVALID",
      "A shipping address is required with shipping_preference SET_PROVIDED_ADDRESS.",
      "/purchase_units/0/shipping/address",
    );
  const order: EmulatorOrder = {
    id: paypalId(),
    status: "CREATED",
    amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
    ...(unit.amount.breakdown ? { breakdown: unit.amount.breakdown } : {}),
    ...(unit.items ? { items: unit.items } : {}),
    customId: unit.custom_id,
    invoiceId: unit.invoice_id,
    description: unit.description,
    shipping: unit.shipping,
    shippingPreference: preference,
    createTime: now(),
    captureIds: [],
  };
  await putOrder(order, tx);
  return { status: 201, body: await orderJson(base, order, tx) };
}

/** Another completed capture with this invoice id (PayPal's default: invoice ids are unique). */
async function invoiceUsed(tx: Tx, invoiceId: string | undefined, orderId: string): Promise<boolean> {
  if (!invoiceId) return false;
  const o = paypalEmulatorObjects;
  const [row] = await tx
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        eq(o.kind, "capture"),
        sql`${o.data}->>'invoiceId' = ${invoiceId}`,
        ne(sql`${o.data}->>'orderId'`, orderId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Carries out a capture, or the scripted fault that replaces it. */
export async function capture(
  tx: Tx,
  base: string,
  orderId: string,
  fault: Fault | undefined,
  code: string | undefined,
): Promise<Answer> {
  const order = await lockObject<EmulatorOrder>(tx, "order", orderId);
  if (!order) return errorAnswer(404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  if (code) return mockAnswer(code);
  if (order.status === "COMPLETED")
    return errorAnswer(422, "ORDER_ALREADY_CAPTURED", "Order already captured.");
  if (fault?.capture === "payer_action_required" && order.status === "APPROVED") {
    // The buyer must go back to PayPal (3-D Secure, another funding source) before capture.
    await putOrder({ ...order, status: "PAYER_ACTION_REQUIRED" }, tx);
    return errorAnswer(
      422,
      "PAYER_ACTION_REQUIRED",
      "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
    );
  }
  if (order.status !== "APPROVED") {
    return errorAnswer(422, "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
  }
  if (fault?.capture === "duplicate_invoice_id" || (await invoiceUsed(tx, order.invoiceId, order.id))) {
    return errorAnswer(
      422,
      "DUPLICATE_INVOICE_ID",
      "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
    );
  }
  if (fault?.capture === "declined") {
    // PayPal's funding failure: the buyer must choose another way to pay (actions.restart()).
    await putOrder({ ...order, status: "CREATED" }, tx);
    return errorAnswer(
      422,
      "INSTRUMENT_DECLINED",
      "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
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
  const reused = fault?.capture === "reuse_capture_id" && fault.captureId ? fault.captureId : undefined;
  const record: EmulatorCapture = {
    id: reused ?? paypalId(),
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
  if (!reused || !(await lockObject(tx, "capture", reused))) await putCapture(record, tx);
  const completed: EmulatorOrder = {
    ...order,
    status: "COMPLETED",
    captureIds: [...order.captureIds, record.id],
  };
  await putOrder(completed, tx);
  const json = await orderJson(base, completed, tx);
  return {
    status: 201,
    body: {
      ...json,
      purchase_units: json.purchase_units.map((u) => ({
        ...u,
        payments: { captures: [captureJson(base, record)] },
      })),
    },
  };
}

const RefundSchema = z.object({
  amount: MoneySchema.optional(),
  invoice_id: z.string().max(127).optional(),
  custom_id: z.string().max(127).optional(),
  note_to_payer: z.string().max(255).optional(),
});

/** Carries out a refund; a fault decides PayPal's refund status (PENDING, FAILED, CANCELLED). */
export async function refund(
  tx: Tx,
  base: string,
  captureId: string,
  body: unknown,
  fault: Fault | undefined,
): Promise<Answer> {
  const record = await lockObject<EmulatorCapture>(tx, "capture", captureId);
  if (!record) return errorAnswer(404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  const parsed = RefundSchema.safeParse(body ?? {});
  if (!parsed.success) return refusedBody(parsed.error, body ?? {}, "payments");
  if (record.status === "PENDING")
    return errorAnswer(422, "PENDING_CAPTURE", "Cannot initiate a refund as the capture is pending.");
  if (record.status !== "COMPLETED" && record.status !== "PARTIALLY_REFUNDED") {
    const issue = record.status === "REFUNDED" ? "CAPTURE_FULLY_REFUNDED" : "REFUND_NOT_ALLOWED";
    return errorAnswer(422, issue, `A capture in status ${record.status} cannot be refunded.`);
  }
  const capturedCents = valueToCents(record.amount.value);
  const left = capturedCents - record.refundedCents;
  const amount = parsed.data.amount;
  if (amount) {
    const bad = checkMoney(amount, "/amount", "CANNOT_BE_ZERO_OR_NEGATIVE", "payments");
    if (bad) return bad;
    if (amount.currency_code !== record.amount.currency_code)
      return errorAnswer(
        422,
        "REFUND_CAPTURE_CURRENCY_MISMATCH",
        "Refund must be in the same currency as the capture.",
        "/amount/currency_code",
      );
  }
  const cents = amount ? valueToCents(amount.value) : left;
  if (cents > left)
    return errorAnswer(
      422,
      "REFUND_AMOUNT_EXCEEDED",
      "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
    );
  const status =
    fault?.capture === "refund_pending"
      ? "PENDING"
      : fault?.capture === "refund_failed"
        ? "FAILED"
        : fault?.capture === "refund_cancelled"
          ? "CANCELLED"
          : "COMPLETED";
  // A pending refund holds its amount; a failed or cancelled one never returned anything.
  if (status === "COMPLETED" || status === "PENDING") {
    const refundedCents = record.refundedCents + cents;
    await putCapture(
      {
        ...record,
        refundedCents,
        status:
          status === "PENDING"
            ? record.status
            : refundedCents === capturedCents
              ? "REFUNDED"
              : "PARTIALLY_REFUNDED",
        updateTime: now(),
      },
      tx,
    );
  }
  const value = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const created: EmulatorRefund = {
    id: paypalId(),
    captureId: record.id,
    status,
    amount: { currency_code: record.amount.currency_code, value },
    createTime: now(),
    updateTime: now(),
  };
  await putRefund(created, tx);
  return { status: 201, body: await refundJson(base, created, tx) };
}

/** Settles a PENDING refund (the test controls): completed, failed or cancelled. */
export async function settleRefund(
  tx: Tx,
  refundId: string,
  outcome: "COMPLETED" | "FAILED" | "CANCELLED",
): Promise<EmulatorRefund | undefined> {
  const found = await lockObject<EmulatorRefund>(tx, "refund", refundId);
  if (found?.status !== "PENDING") return found;
  const record = await lockObject<EmulatorCapture>(tx, "capture", found.captureId);
  if (record) {
    const capturedCents = valueToCents(record.amount.value);
    const refundedCents =
      outcome === "COMPLETED"
        ? record.refundedCents
        : record.refundedCents - valueToCents(found.amount.value);
    await putCapture(
      {
        ...record,
        refundedCents,
        status:
          outcome !== "COMPLETED"
            ? record.status
            : refundedCents === capturedCents
              ? "REFUNDED"
              : "PARTIALLY_REFUNDED",
        updateTime: now(),
      },
      tx,
    );
  }
  const settled = { ...found, status: outcome, updateTime: now() };
  await putRefund(settled, tx);
  return settled;
}
