// Conformance with PayPal's published OpenAPI documents (tests/reference/paypal, Apache-2.0,
// see its NOTICE): every request the shop's PayPal client sends and every answer the emulator
// gives, over real checkouts, refunds, webhooks and each fault mode, is validated against the
// operation's request schema and the schema of the answered status. Enums, patterns, lengths
// and PayPal's exact issue codes and descriptions all count.
import { readFileSync } from "node:fs";
import path from "node:path";
import AjvModule, { type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reconcilePayments, setPaypalTransport } from "../../app/features/payments/index.server.ts";
import { db } from "../../app/lib/db.server.ts";
import { createApp } from "../../app/server/app.ts";
import { payments } from "../../db/schema.ts";
import { createProduct, createUser, signIn } from "../../tests/factories.ts";
import { createClient, type TestClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import {
  addToCart,
  approve,
  capture,
  checkout,
  createPaypalOrder,
  emulatorToken,
  newShopper,
  setFault,
  TEST_PAYPAL_TIMEOUT_MS,
  usePaypalEmulator,
} from "../../tests/kits/paypal-test-kit.ts";

useTestDatabase();
usePaypalEmulator();

const Ajv = (AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule;
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const DOCUMENTS = {
  orders: "checkout_orders_v2.json",
  payments: "payments_payment_v2.json",
  webhooks: "notifications_webhooks_v1.json",
} as const;
type DocumentId = keyof typeof DOCUMENTS;

// PayPal's patterns are written for non-Unicode regular expressions, and its own formats
// (ppaas_date_time_v3, ...) are not standard: unknown formats are not checked.
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  validateSchema: false,
  unicodeRegExp: false,
  logger: false,
});
addFormats(ajv);
const documents = {} as Record<DocumentId, { paths: Record<string, Record<string, Operation>> }>;
for (const [id, file] of Object.entries(DOCUMENTS) as [DocumentId, string][]) {
  const doc = JSON.parse(readFileSync(path.resolve("tests/reference/paypal", file), "utf8"));
  documents[id] = doc;
  ajv.addSchema({ ...doc, $id: id });
}

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** The documented operations the shop uses, by method and path template. */
const OPERATIONS: [string, RegExp, DocumentId, string][] = [
  ["POST", /^\/v2\/checkout\/orders$/, "orders", "/v2/checkout/orders"],
  ["GET", /^\/v2\/checkout\/orders\/[^/]+$/, "orders", "/v2/checkout/orders/{id}"],
  ["POST", /^\/v2\/checkout\/orders\/[^/]+\/capture$/, "orders", "/v2/checkout/orders/{id}/capture"],
  ["GET", /^\/v2\/payments\/captures\/[^/]+$/, "payments", "/v2/payments/captures/{capture_id}"],
  [
    "POST",
    /^\/v2\/payments\/captures\/[^/]+\/refund$/,
    "payments",
    "/v2/payments/captures/{capture_id}/refund",
  ],
  ["GET", /^\/v2\/payments\/refunds\/[^/]+$/, "payments", "/v2/payments/refunds/{refund_id}"],
  [
    "POST",
    /^\/v1\/notifications\/verify-webhook-signature$/,
    "webhooks",
    "/v1/notifications/verify-webhook-signature",
  ],
];

const pointer = (segment: string) =>
  segment.replace(/~/g, "~0").replace(/\//g, "~1").replace(/\{/g, "%7B").replace(/\}/g, "%7D");

const compiled = new Map<string, ValidateFunction>();
function validator(doc: DocumentId, ref: string): ValidateFunction {
  const key = `${doc}#${ref}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile({ $ref: key });
    compiled.set(key, fn);
  }
  return fn;
}

interface Exchange {
  method: string;
  path: string;
  status: number;
  request: unknown;
  response: unknown;
  /** Sent by the shop's client (its request is checked too), not a test's deliberate call. */
  fromShop: boolean;
}

const exchanges: Exchange[] = [];

/** Checks one exchange; answers what does not conform, empty when all does. */
function check(exchange: Exchange): string[] {
  const found = OPERATIONS.find(([method, re]) => method === exchange.method && re.test(exchange.path));
  if (!found) return [];
  const [, , doc, template] = found;
  const operation = documents[doc].paths[template]![exchange.method.toLowerCase()]!;
  const base = `/paths/${pointer(template)}/${exchange.method.toLowerCase()}`;
  const problems: string[] = [];
  const where = `${exchange.method} ${template} ${exchange.status}`;
  if (
    exchange.fromShop &&
    exchange.request !== undefined &&
    operation.requestBody?.content?.["application/json"]
  ) {
    const validate = validator(doc, `${base}/requestBody/content/${pointer("application/json")}/schema`);
    if (!validate(exchange.request))
      problems.push(`${where} request: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  }
  const status = operation.responses[String(exchange.status)] ? String(exchange.status) : "default";
  const response = operation.responses[status];
  if (!response) {
    problems.push(`${where}: status not documented`);
  } else if (response.content?.["application/json"]) {
    const validate = validator(
      doc,
      `${base}/responses/${status}/content/${pointer("application/json")}/schema`,
    );
    if (!validate(exchange.response)) {
      const issue = (exchange.response as { details?: { issue?: string }[] })?.details?.[0]?.issue;
      problems.push(
        `${where}${issue ? ` ${issue}` : ""} response: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
      );
    }
  }
  return problems;
}

/** The shop's PayPal client, recorded: what it sent and what the emulator answered. */
beforeAll(() => {
  const app = createApp();
  setPaypalTransport({
    fetch: async (url, init) => {
      const res = await app.request(url, init);
      const text = await res.clone().text();
      const body = typeof init.body === "string" ? init.body : undefined;
      const parse = (t: string | undefined) => {
        try {
          return t ? JSON.parse(t) : undefined;
        } catch {
          return t;
        }
      };
      exchanges.push({
        method: String(init.method ?? "GET").toUpperCase(),
        path: new URL(url).pathname.replace(/^\/__paypal/, ""),
        status: res.status,
        request: parse(body),
        response: parse(text),
        fromShop: true,
      });
      return res;
    },
    timeoutMs: TEST_PAYPAL_TIMEOUT_MS,
    retryDelayMs: 5,
    inProgressDelayMs: 5,
  });
});
afterAll(() => setPaypalTransport(undefined));

/** A call straight to the emulator (cases the shop never sends), recorded the same way. */
let token: Promise<string> | undefined;
async function direct(method: "GET" | "POST", pathname: string, body?: unknown, extra = {}) {
  // One token for every direct call, as a client keeps it until it expires.
  token ??= emulatorToken();
  const headers = {
    authorization: `Bearer ${await token}`,
    prefer: "return=representation",
    "paypal-request-id": `conformance-${Math.random()}`,
    ...extra,
  };
  const client = createClient();
  const res =
    method === "GET"
      ? await client.get(`/__paypal${pathname}`, headers)
      : await client.post(`/__paypal${pathname}`, body ?? {}, headers);
  exchanges.push({
    method,
    path: pathname,
    status: res.status,
    request: body,
    response: res.body,
    fromShop: false,
  });
  return res;
}

interface ErrorBody {
  details?: { issue?: string; field?: string; location?: string }[];
}

let admin: TestClient;
beforeAll(async () => {
  const { user, password } = await createUser({ role: "admin" });
  admin = createClient();
  await signIn(admin, user.username, password);
});

async function cartShopper() {
  const shopper = newShopper();
  const pin = await createProduct({ priceCents: 1250 });
  await addToCart(shopper, pin.id, 2);
  return shopper;
}

async function paidPayment() {
  const { res } = await checkout(await cartShopper());
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, res.body.orderId!));
  return payment!;
}

describe("the emulator and the shop's client against PayPal's OpenAPI documents", () => {
  it("conform over checkouts, refunds, webhooks and every fault mode", async () => {
    // Checkout, then a partial and a full refund.
    const paid = await paidPayment();
    await admin.post(`/api/payments/${paid.id}/refund`, { amount: "5.00" });
    await admin.post(`/api/payments/${paid.id}/refund`, {});
    await direct("POST", `/v2/payments/captures/${paid.providerCaptureId}/refund`, {
      amount: { currency_code: "USD", value: "1.00" },
    });
    await direct("GET", `/v2/payments/captures/${paid.providerCaptureId}`);

    // Refund faults: pending (then read back), failed, cancelled, in progress.
    for (const fault of ["refund_pending", "refund_failed", "refund_cancelled"] as const) {
      const payment = await paidPayment();
      await setFault({ capture: fault });
      await admin.post(`/api/payments/${payment.id}/refund`, { amount: "2.50" });
      if (fault === "refund_pending") {
        await db()
          .update(payments)
          .set({ updatedAt: new Date(Date.now() - 2 * 3_600_000) })
          .where(eq(payments.refundOfPaymentId, payment.id));
        await reconcilePayments();
      }
    }
    const inProgress = await paidPayment();
    await setFault({ capture: "refund_in_progress", times: 1 });
    await admin.post(`/api/payments/${inProgress.id}/refund`, {});

    // Capture faults, each through the shop's capture call.
    for (const fault of [
      "capture_in_progress",
      "payer_action_required",
      "duplicate_invoice_id",
      "declined",
      "pending",
      "capture_declined",
    ] as const) {
      const shopper = await cartShopper();
      const created = await createPaypalOrder(shopper);
      await approve(created.body.id);
      await setFault({ capture: fault, orderId: created.body.id });
      await capture(shopper, created.body.id);
    }
    // Capture before approval: ORDER_NOT_APPROVED; twice: ORDER_ALREADY_CAPTURED.
    const early = await cartShopper();
    const unapproved = await createPaypalOrder(early);
    await capture(early, unapproved.body.id);
    const done = await checkout(await cartShopper());
    await direct("POST", `/v2/checkout/orders/${done.paypalOrderId}/capture`, {});
    await direct("GET", `/v2/checkout/orders/${done.paypalOrderId}`);
    await direct("GET", "/v2/checkout/orders/NOSUCHORDER00000");

    // Amounts PayPal refuses or accepts.
    for (const value of ["0.00", "-1.00", "1.555", "abc", "10.5"]) {
      await direct("POST", "/v2/checkout/orders", {
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "USD", value } }],
      });
    }

    // Bodies PayPal refuses, each with the issue its documents give: a required field that is
    // absent is MISSING_REQUIRED_PARAMETER wherever it is, whatever kind of field it is.
    const unit = { amount: { currency_code: "USD", value: "5.00" } };
    const refusedBodies: [string, unknown, string, string][] = [
      ["POST", { purchase_units: [unit] }, "MISSING_REQUIRED_PARAMETER", "/intent"],
      ["POST", { intent: "CAPTURE" }, "MISSING_REQUIRED_PARAMETER", "/purchase_units"],
      [
        "POST",
        { intent: "CAPTURE", purchase_units: [{ amount: { value: "5.00" } }] },
        "MISSING_REQUIRED_PARAMETER",
        "/purchase_units/0/amount/currency_code",
      ],
      [
        "POST",
        { intent: "CAPTURE", purchase_units: [{}] },
        "MISSING_REQUIRED_PARAMETER",
        "/purchase_units/0/amount",
      ],
      ["POST", { intent: "SALE", purchase_units: [unit] }, "INVALID_PARAMETER_VALUE", "/intent"],
      ["POST", { intent: "CAPTURE", purchase_units: [] }, "INVALID_ARRAY_MIN_ITEMS", "/purchase_units"],
      [
        "POST",
        { intent: "CAPTURE", purchase_units: [{ ...unit, custom_id: "x".repeat(128) }] },
        "INVALID_STRING_LENGTH",
        "/purchase_units/0/custom_id",
      ],
      ["REFUND", { amount: { currency_code: "USD" } }, "MISSING_REQUIRED_PARAMETER", "/amount/value"],
      ["REFUND", { note_to_payer: "x".repeat(256) }, "INVALID_STRING_LENGTH", "/note_to_payer"],
    ];
    for (const [kind, body, issue, field] of refusedBodies) {
      const res =
        kind === "POST"
          ? await direct("POST", "/v2/checkout/orders", body)
          : await direct("POST", `/v2/payments/captures/${paid.providerCaptureId}/refund`, body);
      expect({ status: res.status, detail: (res.body as ErrorBody).details?.[0] }).toMatchObject({
        status: 400,
        detail: { issue, field, location: "body" },
      });
    }
    const verified = await direct("POST", "/v1/notifications/verify-webhook-signature", {
      auth_algo: "SHA256withRSA",
      cert_url: "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-x",
      transmission_id: "x",
      transmission_sig: "x",
      transmission_time: new Date().toISOString(),
      webhook_event: {},
    });
    expect((verified.body as ErrorBody).details?.[0]).toMatchObject({
      issue: "MISSING_REQUIRED_PARAMETER",
      field: "/webhook_id",
    });

    // PayPal's documented 401 for a token it did not issue, on every kind of call: with no
    // details (its only documented 401 issue is about an account) and a fresh debug id.
    const oldConstants = Buffer.from("fairway-test-client:fairway-test-secret").toString("base64");
    for (const authorization of ["Bearer A21AAnot-a-token", "", `Basic ${oldConstants}`]) {
      const refused = [
        await direct("GET", `/v2/checkout/orders/${done.paypalOrderId}`, undefined, { authorization }),
        await direct("POST", `/v2/payments/captures/${paid.providerCaptureId}/refund`, {}, { authorization }),
        await direct("GET", `/v2/payments/captures/${paid.providerCaptureId}`, undefined, { authorization }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          name: "AUTHENTICATION_FAILURE",
          message:
            "Authentication failed due to missing authorization header, or invalid authentication credentials.",
          debug_id: expect.stringMatching(/^[0-9a-z]{13}$/),
          links: [{ href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link" }],
        });
      }
    }

    // A webhook the emulator signs, verified by the shop with PayPal's verify call.
    const emitted = await createClient().post<{ deliveries: { status: number }[] }>(
      "/__paypal/test/emit-webhook",
      { event_type: "PAYMENT.CAPTURE.COMPLETED", captureId: paid.providerCaptureId },
    );
    expect(emitted.body.deliveries.map((d) => d.status)).toEqual([200]);

    const problems = exchanges.flatMap(check);
    expect(problems).toEqual([]);
    // Every documented operation the shop uses was exercised, with its error answers.
    const seen = new Set(
      exchanges.flatMap((e) => {
        const op = OPERATIONS.find(([m, re]) => m === e.method && re.test(e.path));
        return op ? [`${op[0]} ${op[3]} ${e.status}`] : [];
      }),
    );
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        "GET /v2/checkout/orders/{id} 200",
        "GET /v2/checkout/orders/{id} 401",
        "GET /v2/checkout/orders/{id} 404",
        "GET /v2/payments/captures/{capture_id} 401",
        "GET /v2/payments/captures/{capture_id} 200",
        "GET /v2/payments/refunds/{refund_id} 200",
        "POST /v1/notifications/verify-webhook-signature 200",
        "POST /v2/checkout/orders 201",
        "POST /v2/checkout/orders 400",
        "POST /v2/checkout/orders 422",
        "POST /v2/checkout/orders/{id}/capture 201",
        "POST /v2/checkout/orders/{id}/capture 200",
        "POST /v2/checkout/orders/{id}/capture 422",
        "POST /v1/notifications/verify-webhook-signature 400",
        "POST /v2/payments/captures/{capture_id}/refund 201",
        "POST /v2/payments/captures/{capture_id}/refund 400",
        "POST /v2/payments/captures/{capture_id}/refund 401",
        "POST /v2/payments/captures/{capture_id}/refund 409",
        "POST /v2/payments/captures/{capture_id}/refund 422",
      ]),
    );
  }, 180_000);
});
