import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type Context, Hono, type Next } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { testModeCredentials } from "../../app/features/payments/index.server.ts";
import { EMULATOR_CERT_URL, EMULATOR_WEBHOOK_ID } from "../../app/features/payments/index.ts";
import { db, type Tx } from "../../app/lib/db.server.ts";
import { paypalEmulatorObjects } from "../../db/schema.ts";
import {
  authenticationFailure,
  captureJson,
  emulatorBase,
  minimal,
  orderJson,
  paypalError,
  refundJson,
} from "./emulator-json.ts";
import { type Answer, capture, createOrder, mockAnswer, refund } from "./emulator-payments.ts";
import {
  CAPTURE_FAULTS,
  forgetExpiredTokens,
  getCapture,
  getObject,
  getOrder,
  getRefund,
  logRequest,
  putObject,
  REFUND_FAULTS,
  TOKEN_FAULTS,
  takeFault,
} from "./emulator-state.ts";
import { refusedBody } from "./emulator-validation.ts";
import { isValidWebhookSignature } from "./webhook-signing.ts";

// PayPal's REST calls the shop makes, with PayPal's states, errors and idempotency rules:
// the same PayPal-Request-Id answers the stored result instead of acting twice.

const TOKEN_SECONDS = 32_400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => new Date().toISOString();

class RollBack extends Error {
  readonly answer: Answer;
  constructor(answer: Answer) {
    super("not stored");
    this.answer = answer;
  }
}

/**
 * PayPal's idempotency: the first request with a PayPal-Request-Id runs and its definite answer
 * is stored; the same id again answers the stored result, with 200 where the first was a 201.
 * The key row is taken first in the same transaction, so a concurrent twin waits for it.
 */
async function idempotent(
  kind: string,
  requestId: string | null,
  run: (tx: Tx) => Promise<Answer>,
): Promise<Answer & { replayed?: boolean }> {
  if (!requestId) return db().transaction(run);
  const key = `${kind}:${requestId}`;
  try {
    return await db().transaction(async (tx) => {
      const [taken] = await tx
        .insert(paypalEmulatorObjects)
        .values({ kind: "idempotency", id: key, data: { pending: true } })
        .onConflictDoNothing()
        .returning({ id: paypalEmulatorObjects.id });
      if (!taken) {
        const stored = (await getObject<Answer>("idempotency", key, tx))!;
        return { status: stored.status === 201 ? 200 : stored.status, body: stored.body, replayed: true };
      }
      const answer = await run(tx);
      if (answer.status >= 500) throw new RollBack(answer);
      await putObject("idempotency", key, answer, tx);
      return answer;
    });
  } catch (err) {
    if (err instanceof RollBack) return err.answer;
    throw err;
  }
}

/** `Prefer: return=representation` gives the whole resource; PayPal's default is minimal. */
function shaped(c: Context, answer: Answer): Answer {
  const full = /return=representation/i.test(c.req.header("prefer") ?? "");
  const body = answer.body as { id?: string; status?: string; links?: unknown[]; name?: string };
  if (full || answer.status >= 400 || !body?.id || !body.status || body.name) return answer;
  return {
    status: answer.status,
    body: minimal({ id: body.id, status: body.status, links: body.links ?? [] }),
  };
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

const send = (c: Context, answer: Answer) =>
  c.json(answer.body as object, answer.status as ContentfulStatusCode);

export const emulatorApi = new Hono();

/** Compared by their digests in constant time, so the answer's timing tells nothing of the secret. */
const sameText = (a: string, b: string) =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

/**
 * Whether a Basic authorization carries this shop's own credentials: made for it at random and
 * kept in its database, so only the shop's processes know them (see the payments feature's
 * test-mode-credentials.server.ts); nothing constant in the code opens this API.
 */
async function isShopClient(authorization: string | undefined): Promise<boolean> {
  const [scheme, encoded] = (authorization ?? "").split(" ");
  if (scheme !== "Basic" || !encoded) return false;
  const decoded = Buffer.from(encoded, "base64").toString();
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  const shop = await testModeCredentials();
  const id = sameText(decoded.slice(0, colon), shop.clientId);
  const secret = sameText(decoded.slice(colon + 1), shop.secret);
  return id && secret;
}

emulatorApi.post("/v1/oauth2/token", async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const refused = Boolean(await takeFault(TOKEN_FAULTS));
  const valid = !refused && (await isShopClient(c.req.header("authorization")));
  await logRequest({ kind: "token", requestId: null, status: valid ? 200 : 401 });
  if (!valid) {
    return c.json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
  }
  if (form.grant_type !== "client_credentials") {
    return c.json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" }, 400);
  }
  const token = `A21AA${randomBytes(24).toString("base64url")}`;
  await forgetExpiredTokens();
  await putObject("token", token, { expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
  return c.json({
    scope: "https://uri.paypal.com/services/payments/payment",
    access_token: token,
    token_type: "Bearer",
    app_id: "APP-FAIRWAY-EMULATOR",
    expires_in: TOKEN_SECONDS,
    nonce: `${now()}${randomBytes(8).toString("hex")}`,
  });
});

// Every other REST call needs a bearer token the emulator issued (to the shop's own credentials)
// and that has not expired; anything else gets PayPal's documented 401.
emulatorApi.use("/v1/*", requireToken);
emulatorApi.use("/v2/*", requireToken);

async function requireToken(c: Context, next: Next) {
  const [scheme, token] = (c.req.header("authorization") ?? "").split(" ");
  const stored = token ? await getObject<{ expiresAt: number }>("token", token) : undefined;
  if (scheme !== "Bearer" || !stored || stored.expiresAt < Date.now()) {
    return c.json(authenticationFailure(), 401);
  }
  return next();
}

emulatorApi.post("/v1/identity/generate-token", (c) =>
  c.json({ client_token: `emulator-${randomBytes(24).toString("base64url")}`, expires_in: 3600 }),
);

emulatorApi.post("/v2/checkout/orders", async (c) => {
  const requestId = c.req.header("paypal-request-id") ?? null;
  const code = mockCode(c);
  const raw = await c.req.json().catch(() => null);
  const answer = await idempotent("create", requestId, (tx) =>
    code ? Promise.resolve(mockAnswer(code)) : createOrder(tx, emulatorBase(c), raw),
  );
  await logRequest({
    kind: "create",
    requestId,
    orderId: (answer.body as { id?: string }).id,
    status: answer.status,
  });
  return send(c, shaped(c, answer));
});

emulatorApi.get("/v2/checkout/orders/:id", async (c) => {
  const order = await getOrder(c.req.param("id"));
  if (!order) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  return c.json(await orderJson(emulatorBase(c), order));
});

emulatorApi.post("/v2/checkout/orders/:id/capture", async (c) => {
  const id = c.req.param("id");
  const requestId = c.req.header("paypal-request-id") ?? null;
  if (!(await getOrder(id))) {
    await logRequest({ kind: "capture", requestId, orderId: id, status: 404 });
    return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  }
  const fault = await takeFault(CAPTURE_FAULTS, { orderId: id });
  if (fault?.capture === "slow") await sleep(fault.delayMs ?? 2_000);
  if (fault?.capture === "server_error") {
    await logRequest({ kind: "capture", requestId, orderId: id, status: 500 });
    return paypalError(c, 500, "INTERNAL_SERVER_ERROR", "An internal server error has occurred.");
  }
  const answer = await idempotent("capture", requestId, (tx) =>
    capture(tx, emulatorBase(c), id, fault, mockCode(c)),
  );
  if (fault?.capture === "capture_in_progress") {
    // PayPal is still completing this capture: the answer is not ready, though the money moves.
    await logRequest({ kind: "capture", requestId, orderId: id, status: 422 });
    return paypalError(
      c,
      422,
      "ORDER_COMPLETION_IN_PROGRESS",
      "PayPal is still in the process of capturing the order on your behalf. Please try your request again later.",
    );
  }
  await logRequest({ kind: "capture", requestId, orderId: id, status: answer.status });
  // The capture went through; the answer arrives after the shop has stopped waiting.
  if (fault?.capture === "timeout_after_capture") await sleep(fault.delayMs ?? 15_000);
  return send(c, shaped(c, answer));
});

emulatorApi.get("/v2/payments/captures/:id", async (c) => {
  const record = await getCapture(c.req.param("id"));
  if (!record) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  return c.json(captureJson(emulatorBase(c), record));
});

emulatorApi.post("/v2/payments/captures/:id/refund", async (c) => {
  const captureId = c.req.param("id");
  const requestId = c.req.header("paypal-request-id") ?? null;
  const body = await c.req.json().catch(() => ({}));
  const record = await getCapture(captureId);
  const fault = record ? await takeFault(REFUND_FAULTS, { orderId: record.orderId }) : undefined;
  const answer = await idempotent("refund", requestId, (tx) =>
    refund(tx, emulatorBase(c), captureId, body, fault),
  );
  if (fault?.capture === "refund_in_progress") {
    // The refund is made, but PayPal answers that the request is still in progress.
    await logRequest({ kind: "refund", requestId, captureId, status: 409 });
    return paypalError(
      c,
      409,
      "PREVIOUS_REQUEST_IN_PROGRESS",
      "A previous request on this resource is currently in progress. Please wait for sometime and try again. It is best to space out the initial and the subsequent request(s) to avoid receiving this error.",
    );
  }
  await logRequest({ kind: "refund", requestId, captureId, status: answer.status });
  return send(c, shaped(c, answer));
});

emulatorApi.get("/v2/payments/refunds/:id", async (c) => {
  const found = await getRefund(c.req.param("id"));
  await logRequest({
    kind: "get-refund",
    requestId: null,
    captureId: found?.captureId,
    status: found ? 200 : 404,
  });
  if (!found) return paypalError(c, 404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
  return c.json(await refundJson(emulatorBase(c), found));
});

const VerifySchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1).max(50),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z
    .string()
    .regex(/^[a-zA-Z0-9]+$/)
    .max(50),
  webhook_event: z.record(z.string(), z.unknown()),
});

/**
 * The text of one top-level member of a JSON object, byte for byte as sent: the signature is
 * over the event exactly as PayPal delivered it, so it is checked over those bytes.
 */
export function rawMember(text: string, key: string): string | undefined {
  let depth = 0;
  let i = 0;
  const skipString = (from: number) => {
    let j = from + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
    return j + 1;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const end = skipString(i);
      if (depth === 1) {
        const name = JSON.parse(text.slice(i, end)) as string;
        let k = end;
        while (/\s/.test(text[k] ?? "")) k++;
        if (text[k] === ":" && name === key) {
          k++;
          while (/\s/.test(text[k] ?? "")) k++;
          const start = k;
          let level = 0;
          while (k < text.length) {
            const v = text[k]!;
            if (v === '"') {
              k = skipString(k);
              if (level === 0) break;
              continue;
            }
            if (v === "{" || v === "[") level++;
            else if (v === "}" || v === "]") {
              if (level === 0) break;
              level--;
              if (level === 0) {
                k++;
                break;
              }
            } else if (v === "," && level === 0) break;
            k++;
          }
          return text.slice(start, k).trim();
        }
      }
      i = end;
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    i++;
  }
  return undefined;
}

emulatorApi.post("/v1/notifications/verify-webhook-signature", async (c) => {
  const text = await c.req.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: refused below.
  }
  const parsed = VerifySchema.safeParse(json);
  await logRequest({
    kind: "verify",
    requestId: c.req.header("paypal-request-id") ?? null,
    status: parsed.success ? 200 : 400,
  });
  if (!parsed.success) return send(c, refusedBody(parsed.error, json, "payments"));
  const v = parsed.data;
  const rawEvent = rawMember(text, "webhook_event");
  const genuine =
    rawEvent !== undefined &&
    v.webhook_id === EMULATOR_WEBHOOK_ID &&
    v.cert_url === EMULATOR_CERT_URL &&
    (await isValidWebhookSignature(
      v.transmission_sig,
      v.transmission_id,
      v.transmission_time,
      v.webhook_id,
      rawEvent,
    ));
  return c.json({ verification_status: genuine ? "SUCCESS" : "FAILURE" });
});
