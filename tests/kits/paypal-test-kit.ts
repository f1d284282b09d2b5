// For payment API tests: the shop's PayPal client is routed to the emulator served by the app
// itself (over HTTP, through `app.request`), and a shopper goes through checkout as the
// browser does: fill the cart, create the PayPal order, approve it on the buyer page, capture.
import { afterAll, afterEach, beforeAll } from "vitest";
import { newSessionId } from "../../app/features/cart/index.ts";
import { setPaypalTransport, testModeCredentials } from "../../app/features/payments/index.server.ts";
import type {
  CaptureResultJson,
  PaymentCustomer,
  PaymentOrderJson,
} from "../../app/features/payments/payments.schemas.ts";
import { createApp } from "../../app/server/app.ts";
import type { EmulatorOrderStatus, Fault, LoggedRequest } from "../../emulators/paypal/emulator-state.ts";
import { createClient, type TestClient, type TestResponse } from "../helpers/client.ts";

/**
 * The client's deadline in tests; emulator delays meant to time out are longer than this. Six
 * seconds: the emulator keeps its state in the database, and with both API runs and the
 * Playwright run sharing two cores, creating one PayPal order has taken over three seconds.
 */
export const TEST_PAYPAL_TIMEOUT_MS = 6_000;

/** Points the PayPal client at the in-app emulator for this test file, with fast retries. */
export function usePaypalEmulator(): void {
  beforeAll(() => {
    const app = createApp();
    setPaypalTransport({
      fetch: async (url, init) => app.request(url, init),
      timeoutMs: TEST_PAYPAL_TIMEOUT_MS,
      retryDelayMs: 5,
      inProgressDelayMs: 5,
    });
  });
  afterEach(async () => {
    await createClient().delete("/__paypal/test/faults");
  });
  afterAll(() => setPaypalTransport(undefined));
}

export interface Shopper {
  client: TestClient;
  sessionId: string;
}

/** A guest with their own browser session id. */
export function newShopper(): Shopper {
  const sessionId = newSessionId();
  return { client: createClient({ headers: { "x-session-id": sessionId } }), sessionId };
}

export function testCustomer(overrides: Partial<PaymentCustomer> = {}): PaymentCustomer {
  return {
    name: "Jordan Spieth",
    email: `jordan+${Math.random().toString(36).slice(2, 8)}@example.com`,
    shippingAddress: {
      line1: "1 Augusta Way",
      city: "Newport Beach",
      state: "CA",
      postalCode: "92660",
      country: "US",
    },
    ...overrides,
  };
}

export async function addToCart(shopper: Shopper, productId: number, quantity: number) {
  const res = await shopper.client.post("/api/cart", { productId, quantity });
  if (res.status !== 201) throw new Error(`add to cart failed: ${res.status} ${res.text}`);
}

export function createPaypalOrder(shopper: Shopper, body: Record<string, unknown> = {}) {
  return shopper.client.post<PaymentOrderJson & { message?: string; code?: string }>("/paypal/order", {
    currency: "USD",
    intent: "CAPTURE",
    purpose: "cart",
    customer: testCustomer(),
    ...body,
  });
}

/** The buyer's click on the emulator's approval page. */
export async function approve(paypalOrderId: string, decision: "approve" | "cancel" = "approve") {
  const res = await createClient().post(
    `/__paypal/checkoutnow?token=${paypalOrderId}`,
    `decision=${decision}`,
    {
      "content-type": "application/x-www-form-urlencoded",
    },
  );
  if (res.status !== 200) throw new Error(`approval failed: ${res.status} ${res.text}`);
  return res;
}

export function capture(shopper: Shopper, paypalOrderId: string) {
  return shopper.client.post<CaptureResultJson & { code?: string; issue?: string }>(
    `/paypal/order/${paypalOrderId}/capture`,
  );
}

/**
 * Two PayPal windows approved for the same purchase (a second deposit or balance): captures the
 * first, which must succeed, and answers the second's capture.
 */
export async function captureBoth(shopper: Shopper, firstId: string, secondId: string) {
  await approve(firstId);
  await approve(secondId);
  const first = await capture(shopper, firstId);
  if (first.status !== 200) throw new Error(`first capture failed: ${first.status} ${first.text}`);
  return capture(shopper, secondId);
}

/** Create, approve, capture: answers the PayPal order id and the capture response. */
export async function checkout(
  shopper: Shopper,
  body: Record<string, unknown> = {},
): Promise<{
  paypalOrderId: string;
  res: TestResponse<CaptureResultJson & { code?: string; issue?: string }>;
}> {
  const created = await createPaypalOrder(shopper, body);
  if (created.status !== 201) throw new Error(`create order failed: ${created.status} ${created.text}`);
  await approve(created.body.id);
  return { paypalOrderId: created.body.id, res: await capture(shopper, created.body.id) };
}

export async function setFault(fault: Partial<Fault> & Pick<Fault, "capture">) {
  const res = await createClient().post("/__paypal/test/faults", fault);
  if (res.status !== 201) throw new Error(`fault not set: ${res.status} ${res.text}`);
}

export interface EmulatorView {
  order: {
    id: string;
    status: EmulatorOrderStatus;
    purchase_units: {
      custom_id?: string;
      amount: { currency_code: string; value: string };
      payments?: { captures: { id: string; status: string; amount: { value: string } }[] };
    }[];
  };
  requests: LoggedRequest[];
  refunds: { id: string; amount: { value: string } }[];
  refundRequests: LoggedRequest[];
}

/** What the emulator knows about one PayPal order, and every call the shop made about it. */
export async function emulatorOrder(paypalOrderId: string): Promise<EmulatorView> {
  const res = await createClient().get<EmulatorView>(`/__paypal/test/orders/${paypalOrderId}`);
  if (res.status !== 200) throw new Error(`emulator order ${paypalOrderId}: ${res.status}`);
  return res.body;
}

export const capturesOf = (view: EmulatorView) => view.order.purchase_units[0]?.payments?.captures ?? [];

/** Basic authorization with the test database's shop credentials (made on first use). */
export async function shopBasicAuth(): Promise<string> {
  const { clientId, secret } = await testModeCredentials();
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;
}

/** An access token of the emulator, to call PayPal directly as the shop owner's tools would. */
export async function emulatorToken(): Promise<string> {
  const res = await createClient().post<{ access_token: string }>(
    "/__paypal/v1/oauth2/token",
    "grant_type=client_credentials",
    {
      authorization: await shopBasicAuth(),
      "content-type": "application/x-www-form-urlencoded",
    },
  );
  if (res.status !== 200) throw new Error(`emulator token: ${res.status}`);
  return res.body.access_token;
}
