import { afterEach, describe, expect, it } from "vitest";
import type { LoggedRequest } from "../../../emulators/paypal/emulator-state.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { env } from "../../lib/env.server.ts";
import { createApp } from "../../server/app.ts";
import {
  captureOrder,
  createOrder,
  getOrder,
  PaypalError,
  type PaypalFetch,
  paypalBaseUrl,
  refundCapture,
  setPaypalTransport,
} from "./paypal-client.server.ts";
import { captureOf } from "./paypal-wire.ts";

useTestDatabase();

const app = createApp();
const toEmulator: PaypalFetch = async (url, init) => app.request(url, init);
const sent: { url: string; requestId: string | null }[] = [];

/** Routes the client to the emulator through `wrap`, recording every attempt it makes. */
function route(wrap: (next: PaypalFetch) => PaypalFetch = (next) => next, timeoutMs = 3_000) {
  const recording: PaypalFetch = (url, init) => {
    sent.push({ url, requestId: new Headers(init.headers).get("paypal-request-id") });
    return wrap(toEmulator)(url, init);
  };
  setPaypalTransport({ fetch: recording, timeoutMs, retryDelayMs: 1 });
}

afterEach(() => {
  sent.length = 0;
  setPaypalTransport(undefined);
});

const order = (requestId: string, amountCents = 1234) =>
  createOrder({
    amountCents,
    currency: "USD",
    customId: "77",
    invoiceId: `inv-${requestId}`,
    description: "Test pins",
    requestId,
  });

async function log(): Promise<LoggedRequest[]> {
  return (await createClient().get<{ requests: LoggedRequest[] }>("/__paypal/test/log")).body.requests;
}

async function approved(requestId: string) {
  const created = await order(requestId);
  await createClient().post(`/__paypal/checkoutnow?token=${created.id}`, "decision=approve", {
    "content-type": "application/x-www-form-urlencoded",
  });
  return created;
}

describe("the PayPal client", () => {
  it("uses the emulator inside the shop in test mode", () => {
    setPaypalTransport(undefined);
    expect(paypalBaseUrl()).toBe(`${env().publicUrl}/__paypal`);
  });

  it("creates an order with the amount in PayPal's format, our ids and the request id", async () => {
    route();
    const created = await order(`client-create-${Date.now()}`, 4200);
    expect(created.status).toBe("CREATED");
    expect(created.purchase_units[0]).toMatchObject({
      custom_id: "77",
      amount: { currency_code: "USD", value: "42.00" },
    });
    expect(created.links.find((l) => l.rel === "approve")?.href).toContain(
      `/__paypal/checkoutnow?token=${created.id}`,
    );
  });

  it("asks for one OAuth token and reuses it until it expires, then renews it once", async () => {
    route();
    const tokensBefore = (await log()).filter((r) => r.kind === "token").length;
    const first = await order(`client-token-a-${Date.now()}`);
    await order(`client-token-b-${Date.now()}`);
    await getOrder(first.id);
    expect((await log()).filter((r) => r.kind === "token").length).toBe(tokensBefore + 1);
    await createClient().delete("/__paypal/test/tokens");
    expect((await getOrder(first.id)).id).toBe(first.id);
    expect((await log()).filter((r) => r.kind === "token").length).toBe(tokensBefore + 2);
  });

  it("retries network errors with the same PayPal-Request-Id and creates one order", async () => {
    let failures = 2;
    route((next) => async (url, init) => {
      if (url.endsWith("/v2/checkout/orders") && failures-- > 0) throw new TypeError("fetch failed");
      return next(url, init);
    });
    const requestId = `client-retry-${Date.now()}`;
    const created = await order(requestId);
    const attempts = sent.filter((s) => s.url.endsWith("/v2/checkout/orders"));
    expect(attempts.map((a) => a.requestId)).toEqual([requestId, requestId, requestId]);
    expect((await log()).filter((r) => r.kind === "create" && r.requestId === requestId)).toEqual([
      expect.objectContaining({ orderId: created.id, status: 201 }),
    ]);
  });

  it("gives up after two retries with an uncertain 'unavailable' error", async () => {
    route((next) => async (url, init) => {
      if (url.includes("/v2/")) throw new TypeError("fetch failed");
      return next(url, init);
    });
    const err = await order(`client-down-${Date.now()}`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaypalError);
    expect(err).toMatchObject({ code: "unavailable", uncertain: true, status: 503 });
    expect(sent.filter((s) => s.url.includes("/v2/"))).toHaveLength(3);
  });

  it("stops waiting after its timeout even when the transport never answers", async () => {
    // The token is answered at once here: with a 50 ms deadline, a busy runner's emulator could
    // miss it, and this test is about the calls after it.
    const token = () =>
      Response.json({ access_token: "A21AAtest", token_type: "Bearer", app_id: "APP-1", expires_in: 32400 });
    route(() => async (url) => (url.includes("/v2/") ? new Promise<Response>(() => {}) : token()), 50);
    const started = Date.now();
    const err = await order(`client-hang-${Date.now()}`).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "unavailable", uncertain: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sent.filter((s) => s.url.includes("/v2/"))).toHaveLength(3);
  });

  it("maps PayPal's refusals to clear errors", async () => {
    route();
    const created = await order(`client-refusal-${Date.now()}`);
    const notApproved = await captureOrder(created.id, `cap-${created.id}-0`).catch((e: unknown) => e);
    expect(notApproved).toMatchObject({
      code: "unprocessable",
      status: 422,
      issue: "ORDER_NOT_APPROVED",
      uncertain: false,
    });
    expect(notApproved).toMatchObject({ message: "The payment was not approved yet" });

    const declined = await approved(`client-declined-${Date.now()}`);
    await createClient().post("/__paypal/test/faults", { capture: "declined", orderId: declined.id });
    const err = await captureOrder(declined.id, `cap-${declined.id}-0`).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "payment_failed", status: 402, issue: "INSTRUMENT_DECLINED" });

    const missing = await getOrder("NOSUCHORDER000001").catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: "not_found", uncertain: false });
  });

  it("captures idempotently and refunds with its own request ids, never beyond the capture", async () => {
    route();
    const created = await approved(`client-capture-${Date.now()}`);
    const first = await captureOrder(created.id, `cap-${created.id}`);
    const replay = await captureOrder(created.id, `cap-${created.id}`);
    expect(captureOf(replay)?.id).toBe(captureOf(first)?.id);
    const other = await captureOrder(created.id, `cap-${created.id}-other`).catch((e: unknown) => e);
    expect(other).toMatchObject({ code: "conflict", issue: "ORDER_ALREADY_CAPTURED" });
    const captureId = captureOf(first)!.id;
    const part = await refundCapture(captureId, 234, `ref-${captureId}-1`);
    expect(part.amount?.value).toBe("2.34");
    expect((await refundCapture(captureId, 234, `ref-${captureId}-1`)).id).toBe(part.id);
    const tooMuch = await refundCapture(captureId, 1001, `ref-${captureId}-2`).catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ code: "conflict", issue: "REFUND_AMOUNT_EXCEEDED" });
    expect((await refundCapture(captureId, 1000, `ref-${captureId}-3`)).amount?.value).toBe("10.00");
    const refundIds = sent.filter((s) => s.url.endsWith("/refund")).map((s) => s.requestId);
    expect(refundIds).toEqual([
      `ref-${captureId}-1`,
      `ref-${captureId}-1`,
      `ref-${captureId}-2`,
      `ref-${captureId}-3`,
    ]);
  });
});
