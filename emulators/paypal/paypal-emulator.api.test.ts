import { afterEach, describe, expect, it } from "vitest";
import { EMULATOR_CERT_URL, EMULATOR_WEBHOOK_ID } from "../../app/features/payments/index.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { createApp } from "../../app/server/app.ts";
import { createClient } from "../../tests/helpers/client.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { emulatorToken, shopBasicAuth } from "../../tests/kits/paypal-test-kit.ts";

useTestDatabase();

const client = createClient();
const auth = async (requestId?: string) => ({
  authorization: `Bearer ${await emulatorToken()}`,
  prefer: "return=representation",
  ...(requestId ? { "paypal-request-id": requestId } : {}),
});

interface OrderJson {
  id: string;
  status: string;
  links: { rel: string; href: string }[];
  purchase_units: { payments?: { captures: { id: string; status: string }[] } }[];
  details?: { issue: string }[];
}

async function createOrder(value = "12.34", requestId = `emu-${Math.random()}`) {
  const body = {
    intent: "CAPTURE",
    purchase_units: [{ custom_id: "9", amount: { currency_code: "USD", value } }],
  };
  return client.post<OrderJson>("/__paypal/v2/checkout/orders", body, await auth(requestId));
}

const decide = (id: string, decision: string) =>
  client.post(`/__paypal/checkoutnow?token=${id}`, `decision=${decision}`, {
    "content-type": "application/x-www-form-urlencoded",
  });

const captureIt = async (id: string, requestId: string, extra: Record<string, string> = {}) =>
  client.post<OrderJson>(
    `/__paypal/v2/checkout/orders/${id}/capture`,
    {},
    { ...(await auth(requestId)), ...extra },
  );

describe("the PayPal emulator's REST API", () => {
  it("issues tokens only for its client credentials and the client_credentials grant", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const wrong = Buffer.from("someone:else").toString("base64");
    const refused = await client.post("/__paypal/v1/oauth2/token", "grant_type=client_credentials", {
      ...form,
      authorization: `Basic ${wrong}`,
    });
    expect(refused.status).toBe(401);
    const noGrant = await client.post("/__paypal/v1/oauth2/token", "grant_type=password", {
      ...form,
      authorization: await shopBasicAuth(),
    });
    expect(noGrant.status).toBe(400);
    expect(await emulatorToken()).toMatch(/^A21AA/);
  });

  it("refuses REST calls without a valid bearer token", async () => {
    const res = await client.post("/__paypal/v2/checkout/orders", {}, { authorization: "Bearer nope" });
    expect(res.status).toBe(401);
    expect((await client.get("/__paypal/v2/checkout/orders/X")).status).toBe(401);
  });

  it("answers the same order for the same PayPal-Request-Id, and a new one for another", async () => {
    const requestId = `emu-idem-${Date.now()}`;
    const a = await createOrder("5.00", requestId);
    const b = await createOrder("5.00", requestId);
    const c = await createOrder("5.00");
    expect(a.status).toBe(201);
    // PayPal answers a replay of a created order with 200 and the same order.
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    expect(c.body.id).not.toBe(a.body.id);
    expect(a.body.links.find((l) => l.rel === "approve")?.href).toContain(
      `/__paypal/checkoutnow?token=${a.body.id}`,
    );
  });

  it("validates amounts as PayPal does", async () => {
    const issue = async (value: string) => {
      const res = await createOrder(value);
      return [res.status, res.body.details?.[0]?.issue ?? null];
    };
    expect(await issue("abc")).toEqual([400, "INVALID_PARAMETER_SYNTAX"]);
    // PayPal's money pattern takes one decimal; more than two is a precision error.
    expect(await issue("1.5")).toEqual([201, null]);
    expect(await issue("1.555")).toEqual([422, "DECIMAL_PRECISION"]);
    expect(await issue("0.00")).toEqual([422, "CANNOT_BE_ZERO_OR_NEGATIVE"]);
    expect(await issue("-3.00")).toEqual([422, "CANNOT_BE_ZERO_OR_NEGATIVE"]);
  });

  it("answers only the id, status and links unless asked for the representation", async () => {
    const body = {
      intent: "CAPTURE",
      purchase_units: [{ custom_id: "9", amount: { currency_code: "USD", value: "3.00" } }],
    };
    const { prefer: _full, ...minimal } = await auth(`emu-min-${Math.random()}`);
    const res = await client.post<OrderJson>("/__paypal/v2/checkout/orders", body, minimal);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["id", "links", "status"]);
  });

  it("captures only approved orders, once, replaying the capture for the same request id", async () => {
    const { body: order } = await createOrder("20.00");
    const early = await captureIt(order.id, "cap-early");
    expect(early.status).toBe(422);
    expect(early.body.details?.[0]?.issue).toBe("ORDER_NOT_APPROVED");
    expect((await decide(order.id, "approve")).status).toBe(200);
    const first = await captureIt(order.id, "cap-1");
    expect(first.status).toBe(201);
    expect(first.body.status).toBe("COMPLETED");
    const captureId = first.body.purchase_units[0]!.payments!.captures[0]!.id;
    const replay = await captureIt(order.id, "cap-1");
    expect(replay.status).toBe(200);
    expect(replay.body.purchase_units[0]!.payments!.captures[0]!.id).toBe(captureId);
    const second = await captureIt(order.id, "cap-2");
    expect(second.status).toBe(422);
    expect(second.body.details?.[0]?.issue).toBe("ORDER_ALREADY_CAPTURED");
  });

  it("honours the sandbox's PayPal-Mock-Response header", async () => {
    const { body: order } = await createOrder();
    await decide(order.id, "approve");
    const res = await captureIt(order.id, "cap-mock", {
      "paypal-mock-response": JSON.stringify({ mock_application_codes: "INSTRUMENT_DECLINED" }),
    });
    expect(res.status).toBe(422);
    expect(res.body.details?.[0]?.issue).toBe("INSTRUMENT_DECLINED");
  });

  it("refunds in parts, never more than was captured", async () => {
    const { body: order } = await createOrder("10.00");
    await decide(order.id, "approve");
    const captured = await captureIt(order.id, "cap-refund");
    const captureId = captured.body.purchase_units[0]!.payments!.captures[0]!.id;
    const refund = async (value: string | null, requestId: string) =>
      client.post<{ status?: string; details?: { issue: string }[] }>(
        `/__paypal/v2/payments/captures/${captureId}/refund`,
        value ? { amount: { currency_code: "USD", value } } : {},
        await auth(requestId),
      );
    expect((await refund("4.00", "r1")).status).toBe(201);
    const over = await refund("6.01", "r2");
    expect(over.status).toBe(422);
    expect(over.body.details?.[0]?.issue).toBe("REFUND_AMOUNT_EXCEEDED");
    expect((await refund(null, "r3")).status).toBe(201);
    const capture = await client.get<{ status: string }>(
      `/__paypal/v2/payments/captures/${captureId}`,
      await auth(),
    );
    expect(capture.body.status).toBe("REFUNDED");
    expect((await refund("0.01", "r4")).body.details?.[0]?.issue).toBe("CAPTURE_FULLY_REFUNDED");
  });

  it("verifies only the webhooks it signed itself", async () => {
    const emitted = await client.post<{ headers: Record<string, string>; body: string }>(
      "/__paypal/test/emit-webhook",
      {
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        resource: { id: "ANY" },
        deliver: false,
      },
    );
    const h = emitted.body.headers;
    const verify = async (event: unknown, overrides: Record<string, string> = {}) =>
      (
        await client.post<{ verification_status: string }>(
          "/__paypal/v1/notifications/verify-webhook-signature",
          {
            auth_algo: h["paypal-auth-algo"],
            cert_url: EMULATOR_CERT_URL,
            transmission_id: h["paypal-transmission-id"],
            transmission_sig: h["paypal-transmission-sig"],
            transmission_time: h["paypal-transmission-time"],
            webhook_id: EMULATOR_WEBHOOK_ID,
            webhook_event: event,
            ...overrides,
          },
          await auth(),
        )
      ).body.verification_status;
    const event = JSON.parse(emitted.body.body);
    expect(await verify(event)).toBe("SUCCESS");
    expect(await verify({ ...event, event_type: "PAYMENT.CAPTURE.REFUNDED" })).toBe("FAILURE");
    expect(await verify(event, { webhook_id: "WHOTHER" })).toBe("FAILURE");
    // The signature covers the event's bytes as delivered: the same event with other
    // whitespace is not what was signed.
    const raw = async (eventText: string) => {
      const fields = {
        auth_algo: h["paypal-auth-algo"],
        cert_url: EMULATOR_CERT_URL,
        transmission_id: h["paypal-transmission-id"],
        transmission_sig: h["paypal-transmission-sig"],
        transmission_time: h["paypal-transmission-time"],
        webhook_id: EMULATOR_WEBHOOK_ID,
      };
      const text = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${eventText}}`;
      const res = await client.post<{ verification_status: string }>(
        "/__paypal/v1/notifications/verify-webhook-signature",
        text,
        { ...(await auth()), "content-type": "application/json" },
      );
      return res.body.verification_status;
    };
    expect(await raw(emitted.body.body)).toBe("SUCCESS");
    expect(await raw(JSON.stringify(event, null, 2))).toBe("FAILURE");
  });
});

describe("the PayPal emulator's approval page", () => {
  it("shows the amount, test mode and the two buttons", async () => {
    const { body: order } = await createOrder("42.00");
    const page = await client.get(`/__paypal/checkoutnow?token=${order.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.text).toContain("PayPal test mode");
    expect(page.text).toContain("$42.00");
    expect(page.text).toMatch(/<button[^>]*value="approve"[^>]*>Approve payment<\/button>/);
    expect(page.text).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(page.text).toContain('method="post"');
    expect(page.text).not.toContain("<script");
  });

  it("approves, then closes the window with a script carrying the response's CSP nonce", async () => {
    const { body: order } = await createOrder();
    const res = await decide(order.id, "approve");
    expect(res.text).toContain("Payment approved — you can close this window");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(res.text).toContain(`<script nonce="${nonce}">`);
    expect(res.text).toContain("window.close()");
    const after = await client.get<OrderJson>(`/__paypal/v2/checkout/orders/${order.id}`, await auth());
    expect(after.body.status).toBe("APPROVED");
  });

  it("cancels without approving, and refuses an unknown choice or order", async () => {
    const { body: order } = await createOrder();
    expect((await decide(order.id, "cancel")).text).toContain(
      "Payment cancelled — you can close this window",
    );
    const after = await client.get<OrderJson>(`/__paypal/v2/checkout/orders/${order.id}`, await auth());
    expect(after.body.status).toBe("CREATED");
    expect((await decide(order.id, "steal")).status).toBe(400);
    expect((await client.get("/__paypal/checkoutnow?token=NOPE")).status).toBe(404);
  });

  it("refuses a cross-site approval", async () => {
    const { body: order } = await createOrder();
    const res = await client.post(`/__paypal/checkoutnow?token=${order.id}`, "decision=approve", {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });
});

describe("outside test mode", () => {
  const saved = { ...process.env };
  afterEach(() => {
    // Key by key: the process's own env object stays, as later files sharing the worker expect.
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    resetEnvForTests();
  });

  it("does not exist at all", async () => {
    process.env.PAYPAL_CLIENT_ID = "live-client";
    process.env.PAYPAL_CLIENT_SECRET = "live-secret";
    resetEnvForTests();
    const live = createApp();
    const res = await live.request("http://localhost/__paypal/checkoutnow?token=X");
    expect(res.status).toBe(404);
    const token = await live.request("http://localhost/__paypal/v1/oauth2/token", { method: "POST" });
    expect(token.status).toBe(404);
  });
});
