// Orders made through the API as the browser would make them (cart or builder, the PayPal
// emulator's approval, capture), for the specs that need an order in some state before they look
// at a page. The flows themselves are tested through the screens in their own specs.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import sharp from "sharp";
import { admin } from "./helpers.ts";

const ADDRESS = {
  line1: "1 Augusta Way",
  city: "Newport Beach",
  state: "CA",
  postalCode: "92660",
  country: "US",
};

/** A real PNG, so the server's check of the file's bytes accepts it. */
export function logoPng(size = 120): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#1f6b45" } })
    .png()
    .toBuffer();
}

/** Who pays: the name and street differ between specs that check them on screen. */
export interface Buyer {
  name?: string;
  line1?: string;
}

function customer(email: string, buyer: Buyer = {}) {
  return {
    name: buyer.name ?? "Jordan Fairway",
    email,
    shippingAddress: { ...ADDRESS, ...(buyer.line1 ? { line1: buyer.line1 } : {}) },
  };
}

/** Creates a PayPal order, approves it on the emulator and captures it; answers the capture's JSON. */
export async function payThroughEmulator(
  api: APIRequestContext,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const created = await api.post("/paypal/order", {
    headers,
    data: { currency: "USD", intent: "CAPTURE", ...data },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await api.post(`/__paypal/checkoutnow?token=${id}`, { form: { decision: "approve" } });
  expect(approved.status()).toBe(200);
  const captured = await api.post(`/paypal/order/${id}/capture`, { headers });
  expect(captured.status()).toBe(200);
  const result = (await captured.json()) as { status: string; orderId: number };
  expect(result.status).toBe("COMPLETED");
  return result;
}

/** What a custom order's options may differ in; the rest is 100 gold 1-inch pins. */
export interface CustomOrderOptions {
  buyer?: Buyer;
  pinBack?: string;
  packaging?: string;
  /** The day the pins are needed by, YYYY-MM-DD. */
  inHandsDate?: string;
}

/** A prepared (unpaid) custom order of 100 gold pins, as `api`'s session, with its checkout token. */
export async function preparedCustomOrder(
  api: APIRequestContext,
  email: string,
  options: CustomOrderOptions = {},
) {
  const prepared = await api.post("/api/custom-orders/prepare", {
    multipart: {
      logo: { name: "club-crest.png", mimeType: "image/png", buffer: await logoPng() },
      orderData: JSON.stringify({
        quantity: 100,
        size: "1inch",
        plating: "gold",
        pinBack: options.pinBack ?? "rubber",
        packaging: options.packaging ?? "just-pins",
        rushOrder: false,
        customerName: customer(email, options.buyer).name,
        customerEmail: email,
        inHandsDate: options.inHandsDate,
      }),
    },
  });
  expect(prepared.status()).toBe(201);
  return (await prepared.json()) as { id: number; checkoutToken: string };
}

/** A custom order of 100 gold pins whose deposit is paid, as `api`'s session. */
export async function paidCustomOrder(
  api: APIRequestContext,
  email: string,
  options: CustomOrderOptions = {},
): Promise<number> {
  const { id, checkoutToken } = await preparedCustomOrder(api, email, options);
  await payThroughEmulator(api, {
    purpose: "deposit",
    customOrderId: id,
    checkoutToken,
    customer: customer(email, options.buyer),
  });
  return id;
}

/** Pays the cart of the browser session `sessionId` (as its X-Session-Id) and answers the order id. */
export async function paySessionCart(
  api: APIRequestContext,
  email: string,
  options: { sessionId: string; discountCode?: string; buyer?: Buyer },
): Promise<number> {
  const { orderId } = await payThroughEmulator(
    api,
    {
      purpose: "cart",
      ...(options.discountCode ? { discountCode: options.discountCode } : {}),
      customer: customer(email, options.buyer),
    },
    { "X-Session-Id": options.sessionId },
  );
  return orderId;
}

/** A paid cart of in-stock pins (two unless told), bought by a guest browser of its own. */
export async function paidCartOrder(
  api: APIRequestContext,
  email: string,
  options: { quantity?: number; buyer?: Buyer } = {},
): Promise<number> {
  const products = (await (await api.get("/api/products")).json()) as { id: number; inStock: boolean }[];
  const pin = products.find((product) => product.inStock);
  expect(pin, "the demo shop has a pin in stock").toBeDefined();
  const sessionId = randomBytes(16).toString("base64url");
  const added = await api.post("/api/cart", {
    headers: { "X-Session-Id": sessionId },
    data: { productId: pin!.id, quantity: options.quantity ?? 2 },
  });
  expect(added.status()).toBe(201);
  return paySessionCart(api, email, { sessionId, buyer: options.buyer });
}

/** Signs `api` in as the e2e admin. */
export async function signInAdmin(api: APIRequestContext) {
  expect((await api.post("/api/auth/login", { data: admin })).status()).toBe(200);
}

/** A mockup the admin sends for `orderId` (version 1, 2…), through the admin's session. */
export async function sendMockup(adminApi: APIRequestContext, orderId: number, note: string) {
  const res = await adminApi.post(`/api/custom-orders/${orderId}/mockups`, {
    multipart: { file: { name: "mockup.png", mimeType: "image/png", buffer: await logoPng(480) }, note },
  });
  expect(res.status()).toBe(201);
}

/** Approves the order as the admin and answers the path of its balance-payment link. */
export async function balancePaymentPath(adminApi: APIRequestContext, orderId: number): Promise<string> {
  const approved = await adminApi.patch(`/api/custom-orders/${orderId}/status`, {
    data: { status: "approved" },
  });
  expect(approved.status()).toBe(200);
  const link = await adminApi.post(`/api/custom-orders/${orderId}/generate-balance-link`);
  expect(link.status()).toBe(201);
  const { balancePaymentUrl } = (await link.json()) as { balancePaymentUrl: string };
  return new URL(balancePaymentUrl).pathname;
}

/** The private order-page link of the newest e-mail to `email` that carries one, from the outbox. */
export async function orderPagePath(adminApi: APIRequestContext, email: string): Promise<string> {
  let path = "";
  await expect(async () => {
    const list = await adminApi.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`);
    const { items } = (await list.json()) as { items: { id: number }[] };
    expect(items.length).toBeGreaterThan(0);
    const mail = (await (await adminApi.get(`/api/admin/outbox/${items[0]!.id}`)).json()) as { text: string };
    const link = /https?:\/\/\S+?(\/orders\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    path = link!;
  }).toPass({ timeout: 20_000 });
  return path;
}
