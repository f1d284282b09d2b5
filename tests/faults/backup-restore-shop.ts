// For the backup test: a shop with money and files in it, made through the API as the pages
// and PayPal's emulator make it (paid cart and custom orders, refunds, a mockup, artwork and a
// product photo), and what a visitor, a customer and the owner see of it on a running shop.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { extractText, getDocumentProxy } from "unpdf";
import { setPaypalTransport } from "../../app/features/payments/index.server.ts";
import { db, openDatabase } from "../../app/lib/db.server.ts";
import { createApp } from "../../app/server/app.ts";
import { mailOutbox } from "../../db/schema.ts";
import { createProduct } from "../factories.ts";
import type { ShopDatabase, ShopProcess } from "../helpers/shop-process.ts";
import { signedIn } from "../kits/blog-admin-test-kit.ts";
import { orderData, pngBytes, prepare } from "../kits/custom-orders-test-kit.ts";
import { capturesFor } from "../kits/money-test-kit.ts";
import * as paypal from "../kits/paypal-test-kit.ts";
import { uploadMockup } from "../kits/proofs-test-kit.ts";

export interface ShopFixture {
  regularOrderIds: number[];
  customOrderIds: number[];
  /** Customer-facing paths the e-mails gave out: private order pages, proofs, invoices. */
  privatePaths: string[];
}

function imageForm(bytes: Uint8Array, alt: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "image/png" }), "photo.png");
  form.append("alt", alt);
  return form;
}

async function expectStatus(res: { status: number; text: string }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
}

/** Builds the shop through the in-process app on the database and DATA_DIR in use. */
export async function buildShop(): Promise<ShopFixture> {
  const app = createApp();
  setPaypalTransport({
    fetch: async (url, init) => app.request(url, init),
    timeoutMs: 6_000,
    retryDelayMs: 5,
  });
  try {
    const admin = await signedIn("admin");
    const product = await createProduct({ priceCents: 1500, name: "Backup Test Marker" });
    const photo = await admin.post(
      `/api/admin/products/${product.id}/images`,
      imageForm(await pngBytes(120, 90), "Front"),
    );
    await expectStatus(photo, 201, "product photo");
    const regularOrderIds: number[] = [];
    for (const quantity of [2, 3]) {
      const shopper = paypal.newShopper();
      await paypal.addToCart(shopper, product.id, quantity);
      const { res } = await paypal.checkout(shopper);
      await expectStatus(res, 200, "cart checkout");
      regularOrderIds.push(res.body.orderId!);
    }
    const cartPayments = await admin.get<Array<{ id: number }>>(
      `/api/payments?orderId=${regularOrderIds[0]}`,
    );
    const cartRefund = await admin.post(`/api/payments/${cartPayments.body[0]!.id}/refund`, {
      amount: "7.50",
      reason: "One marker arrived scratched",
    });
    await expectStatus(cartRefund, 201, "cart refund");
    const customOrderIds = [await paidCustomOrder(), await paidCustomOrder()];
    await expectStatus(
      await uploadMockup(admin, customOrderIds[0]!, { note: "Gold outline" }),
      201,
      "mockup",
    );
    const [deposit] = await capturesFor(customOrderIds[1]!);
    const depositRefund = await admin.post(`/api/payments/${deposit!.id}/refund`, {
      amount: "10.00",
      reason: "Goodwill for the wait",
    });
    await expectStatus(depositRefund, 201, "deposit refund");
    return { regularOrderIds, customOrderIds, privatePaths: await mailedPaths() };
  } finally {
    setPaypalTransport(undefined);
  }
}

/** A custom order with its artwork, deposit paid through the emulator. */
async function paidCustomOrder(): Promise<number> {
  const shopper = paypal.newShopper();
  const prepared = await prepare(shopper.client, orderData());
  await expectStatus(prepared, 201, "prepare");
  const { id, checkoutToken, customerEmail, customerName } = prepared.body;
  const { res } = await paypal.checkout(shopper, {
    purpose: "deposit",
    customOrderId: id,
    checkoutToken,
    customer: paypal.testCustomer({ email: customerEmail, name: customerName }),
  });
  await expectStatus(res, 200, "deposit capture");
  return id;
}

const LINK =
  /https?:\/\/[^/\s]+(\/(?:orders|proof)\/[A-Za-z0-9_-]{20,}|\/api\/order-links\/[A-Za-z0-9_-]+\/invoice\.pdf)/g;

async function mailedPaths(): Promise<string[]> {
  const mails = await db().select({ text: mailOutbox.text }).from(mailOutbox);
  const paths = new Set<string>();
  for (const mail of mails) for (const match of mail.text.matchAll(LINK)) paths.add(match[1]!);
  return [...paths].sort();
}

/** A PDF as the words on its pages (its bytes carry the moment it was made). */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/**
 * A page's HTML less what differs on every answer or every process: the script nonce and the
 * development server's random manifest version.
 */
const stablePage = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/"version": "[0-9.]+"/g, "");

async function view(res: Response): Promise<string> {
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("pdf")) return `${res.status} pdf ${await pdfText(await res.arrayBuffer())}`;
  if (type.includes("html")) return `${res.status} html ${stablePage(await res.text())}`;
  return `${res.status} ${await res.text()}`;
}

/** Everything the test compares between the shop that was backed up and the restored one. */
export async function shopViews(shop: ShopProcess, cookie: string, fixture: ShopFixture, uploads: string[]) {
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.baseUrl}${pathname}`, { headers: { origin: shop.baseUrl, ...headers } });
  const views: Record<string, string> = {};
  for (const pathname of fixture.privatePaths) {
    views[pathname] = await view(await get(pathname));
    // The proof page loads its mockup and price in the browser, from the proof's API.
    const proof = /^\/proof\/(.+)$/.exec(pathname)?.[1];
    if (proof) views[`/api/proofs/${proof}`] = await view(await get(`/api/proofs/${proof}`));
  }
  const owner = [
    ...fixture.regularOrderIds.flatMap((id) => [
      `/api/orders/${id}/record`,
      `/api/orders/regular/${id}/invoice.pdf`,
    ]),
    ...fixture.customOrderIds.flatMap((id) => [
      `/api/custom-orders/${id}/record`,
      `/api/orders/custom/${id}/invoice.pdf`,
    ]),
  ];
  for (const pathname of owner) views[pathname] = await view(await get(pathname, { cookie }));
  // The overview's money (it also says when it was made, and counts visits as they come).
  const overview = (await (await get("/api/admin/overview", { cookie })).json()) as Record<string, unknown>;
  views.overview = `200 ${JSON.stringify([overview.money, overview.balancesDue, overview.ordersByStatus])}`;
  for (const key of uploads) {
    // Uploads are served under /uploads/, the pictures' resized copies (a hash names them) under /media/.
    const served = /^[0-9a-f]{32}\.(avif|webp)$/.test(key) ? `/media/${key}` : `/uploads/${key}`;
    const res = await get(served);
    views[served] = `${res.status} ${createHash("sha256")
      .update(Buffer.from(await res.arrayBuffer()))
      .digest("hex")}`;
  }
  return views;
}

/** The stored files of a local DATA_DIR, each with its sha256. */
export function storedFiles(dataDir: string): Record<string, string> {
  const folder = path.join(dataDir, "uploads");
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder).filter((n) => !n.endsWith(".part"))) {
    files[name] = createHash("sha256")
      .update(readFileSync(path.join(folder, name)))
      .digest("hex");
  }
  return files;
}

/** Signs the owner in on a shop process; answers the cookie header. */
export async function ownerCookie(shop: ShopProcess, admin: { username: string; password: string }) {
  const login = await fetch(`${shop.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shop.baseUrl },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A fresh, empty place to restore into: a new folder, and on PostgreSQL a new empty database. */
export async function emptyTarget(sessionSecret: string): Promise<ShopDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), "fairway-shop-restored-"));
  const base = { dir, sessionSecret };
  if (!serverUrl) {
    return {
      ...base,
      open: () => openDatabase({ dataDir: dir }),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `shop_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    ...base,
    url: url.toString(),
    open: () => openDatabase({ url: url.toString() }),
    remove: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
