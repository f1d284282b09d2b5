import { randomBytes } from "node:crypto";
import { type Context, Hono, type Next } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  EMULATOR_CERT_URL,
  EMULATOR_CLIENT_ID,
  EMULATOR_CLIENT_SECRET,
  EMULATOR_WEBHOOK_ID,
} from "../../app/features/payments/index.ts";
import { captureJson, emulatorBase, orderJson, paypalError } from "./emulator-json.ts";
import { type Answer, capture, errorAnswer, mockAnswer, refund } from "./emulator-payments.ts";
import {
  type EmulatorOrder,
  emulator,
  logRequest,
  paypalId,
  takeFault,
  valueToCents,
} from "./emulator-state.ts";
import { isValidWebhookSignature } from "./webhook-signing.ts";

// PayPal's REST calls the shop makes, with PayPal's states, errors and idempotency rules:
// the same PayPal-Request-Id answers the stored result instead of acting twice.

const TOKEN_SECONDS = 32_400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => new Date().toISOString();

/** Replays the stored answer for a known request id; runs and stores a definite answer otherwise. */
async function idempotent(
  kind: string,
  requestId: string | null,
  run: () => Answer | Promise<Answer>,
): Promise<Answer> {
  const key = requestId ? `${kind}:${requestId}` : null;
  const stored = key ? emulator.idempotency.get(key) : undefined;
  if (stored) return { status: stored.status as ContentfulStatusCode, body: stored.body };
  const answer = await run();
  if (key && answer.status < 500) emulator.idempotency.set(key, answer);
  return answer;
}

/** The sandbox's negative testing header: `{"mock_application_codes":"INSTRUMENT_DECLINED"}`. */
function mockCode(c: Context): string | undefined {
  const header = c.req.header("paypal-mock-response");
  if (!header) return undefined;
  try {
    const code = (JSON.parse(header) as { mock_application_codes?: unknown }).mock_application_codes;
    return typeof code === "string" && /^[A-Z_]{3,64}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

const send = (c: Context, answer: Answer) => c.json(answer.body as object, answer.status);

export const emulatorApi = new Hono();

emulatorApi.post("/v1/oauth2/token", async (c) => {
  const [scheme, encoded] = (c.req.header("authorization") ?? "").split(" ");
  const [id, secret] = Buffer.from(encoded ?? "", "base64")
    .toString()
    .split(":");
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const valid = scheme === "Basic" && id === EMULATOR_CLIENT_ID && secret === EMULATOR_CLIENT_SECRET;
  logRequest({ kind: "token", requestId: null, status: valid ? 200 : 401 });
  if (!valid) {
    return c.json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
  }
  if (form.grant_type !== "client_credentials") {
    return c.json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" }, 400);
  }
  const token = `A21AA${randomBytes(24).toString("base64url")}`;
  emulator.tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
  return c.json({
    scope: "https://uri.paypal.com/services/payments/payment",
    access_token: token,
    token_type: "Bearer",
    app_id: "APP-FAIRWAY-EMULATOR",
    expires_in: TOKEN_SECONDS,
    nonce: `${now()}${randomBytes(8).toString("hex")}`,
  });
});

// Every other REST call needs a bearer token the emulator issued and that has not expired.
emulatorApi.use("/v1/*", requireToken);
emulatorApi.use("/v2/*", requireToken);

async function requireToken(c: Context, next: Next) {
  const [scheme, token] = (c.req.header("authorization") ?? "").split(" ");
  const expiresAt = token ? emulator.tokens.get(token) : undefined;
  if (scheme !== "Bearer" || !expiresAt || expiresAt < Date.now()) {
    return c.json({ error: "invalid_token", error_description: "Token signature verification failed" }, 401);
  }
  return next();
}

emulatorApi.post("/v1/identity/generate-token", (c) =>
  c.json({ client_token: `emulator-${randomBytes(24).toString("base64url")}`, expires_in: 3600 }),
);

const CreateOrderSchema = z.object({
  intent: z.literal("CAPTURE"),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        custom_id: z.string().max(127).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
        amount: z.object({
          currency_code: z.string().regex(/^[A-Z]{3}$/),
          value: z.string().regex(/^\d{1,10}(\.\d{2})?$/),
        }),
      }),
    )
    .length(1),
});

emulatorApi.post("/v2/checkout/orders", async (c) => {
  const requestId = c.req.header("paypal-request-id") ?? null;
  const code = mockCode(c);
  const raw = await c.req.json().catch(() => null);
  const answer = await idempotent("create", requestId, () => {
    if (code) return mockAnswer(code);
    const parsed = CreateOrderSchema.safeParse(raw);
    if (!parsed.success)
      return errorAnswer(
        400,
        "INVALID_PARAMETER_VALUE",
        parsed.error.issues[0]?.message ?? "Invalid request",
      );
    const unit = parsed.data.purchase_units[0]!;
    if (valueToCents(unit.amount.value) <= 0)
      return errorAnswer(422, "AMOUNT_MUST_BE_POSITIVE", "The amount must be greater than zero.");
    const order: EmulatorOrder = {
      id: paypalId(),
      status: "CREATED",
      amount: unit.amount,
      customId: unit.custom_id,
      invoiceId: unit.invoice_id,
      description: unit.description,
      createTime: now(),
      captureIds: [],
    };
    emulator.orders.set(order.id, order);
    return { status: 201, body: orderJson(emulatorBase(c), order) };
  });
  logRequest({
    kind: "create",
    requestId,
    orderId: (answer.body as { id?: string }).id,
    status: answer.status,
  });
  return send(c, answer);
});

emulatorApi.get("/v2/checkout/orders/:id", (c) => {
  const order = emulator.orders.get(c.req.param("id"));
  if (!order) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  return c.json(orderJson(emulatorBase(c), order));
});

emulatorApi.post("/v2/checkout/orders/:id/capture", async (c) => {
  const id = c.req.param("id");
  const requestId = c.req.header("paypal-request-id") ?? null;
  const order = emulator.orders.get(id);
  if (!order) {
    logRequest({ kind: "capture", requestId, orderId: id, status: 404 });
    return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  }
  const fault = takeFault(id);
  if (fault?.capture === "slow") await sleep(fault.delayMs ?? 2_000);
  if (fault?.capture === "server_error") {
    logRequest({ kind: "capture", requestId, orderId: id, status: 500 });
    return paypalError(c, 500, "INTERNAL_SERVER_ERROR", "An internal server error has occurred.");
  }
  const answer = await idempotent("capture", requestId, () => capture(c, order, fault, mockCode(c)));
  logRequest({ kind: "capture", requestId, orderId: id, status: answer.status });
  // The capture went through; the answer arrives after the shop has stopped waiting.
  if (fault?.capture === "timeout_after_capture") await sleep(fault.delayMs ?? 15_000);
  return send(c, answer);
});

emulatorApi.get("/v2/payments/captures/:id", (c) => {
  const record = emulator.captures.get(c.req.param("id"));
  if (!record) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  return c.json(captureJson(emulatorBase(c), record));
});

emulatorApi.post("/v2/payments/captures/:id/refund", async (c) => {
  const captureId = c.req.param("id");
  const requestId = c.req.header("paypal-request-id") ?? null;
  const body = await c.req.json().catch(() => ({}));
  const answer = await idempotent("refund", requestId, () => {
    const record = emulator.captures.get(captureId);
    if (!record) return errorAnswer(404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    return refund(c, record, body);
  });
  logRequest({ kind: "refund", requestId, captureId, status: answer.status });
  return send(c, answer);
});

const VerifySchema = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.record(z.string(), z.unknown()),
});

emulatorApi.post("/v1/notifications/verify-webhook-signature", async (c) => {
  const parsed = VerifySchema.safeParse(await c.req.json().catch(() => null));
  logRequest({
    kind: "verify",
    requestId: c.req.header("paypal-request-id") ?? null,
    status: parsed.success ? 200 : 400,
  });
  if (!parsed.success) return paypalError(c, 400, "INVALID_REQUEST", "Request is not well-formed.");
  const v = parsed.data;
  const genuine =
    v.webhook_id === EMULATOR_WEBHOOK_ID &&
    v.cert_url === EMULATOR_CERT_URL &&
    isValidWebhookSignature(
      v.transmission_sig,
      v.transmission_id,
      v.transmission_time,
      v.webhook_id,
      JSON.stringify(v.webhook_event),
    );
  return c.json({ verification_status: genuine ? "SUCCESS" : "FAILURE" });
});
