// The invoice PDF of both kinds of order, read back as text: it holds the order's figures, for
// the owner and for whoever holds the order's private link; nobody else gets it.
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { customOrders, mailOutbox, orders, payments } from "../../../db/schema.ts";
import { createDiscountCode, createProduct } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { depositPaidOrder } from "../../../tests/kits/balance-test-kit.ts";
import { orderPageToken, preparedOrder } from "../../../tests/kits/lifecycle-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { formatUsd } from "../../lib/money.ts";
import { createApp } from "../../server/app.ts";

useTestDatabase();
paypal.usePaypalEmulator();
const admin = useAdminClient();

let app: ReturnType<typeof createApp> | undefined;

/** The answer's bytes as they are (the test client reads answers as text). */
async function download(client: TestClient | undefined, path: string) {
  app ??= createApp();
  const cookie = [...(client?.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await app.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The PDF's text, all pages, with runs of white space made single spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;

interface CartOrder {
  id: number;
  token: string;
  row: typeof orders.$inferSelect;
  captureId: string;
  customerName: string;
}

interface CartInput {
  name: string;
  /** The first pin's name. */
  pin: string;
  line1: string;
  city: string;
}

/** A guest's paid cart: two pins at $12.50 and one at $9.99, 10% off, shipping and tax to California. */
async function paidCart(input: Partial<CartInput> = {}): Promise<CartOrder> {
  const { name = "Ada Fairway", pin = "Links Flag", line1 = "1 Augusta Way", city = "Newport Beach" } = input;
  const [flag, clubs] = [
    await createProduct({ name: pin, priceCents: 1250 }),
    await createProduct({ name: "Crossed Clubs", priceCents: 999 }),
  ];
  const code = await createDiscountCode();
  const shopper = paypal.newShopper();
  await paypal.addToCart(shopper, flag.id, 2);
  await paypal.addToCart(shopper, clubs.id, 1);
  const base = paypal.testCustomer({ name });
  const customer = { ...base, shippingAddress: { ...base.shippingAddress, line1, city } };
  const { res } = await paypal.checkout(shopper, { discountCode: code.code, customer });
  expect(res.status, res.text).toBe(200);
  const id = res.body.orderId!;
  const token = orderPageToken(res.body.viewUrl ?? "");
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
  return {
    id,
    token: token!,
    row: row!,
    captureId: payment!.providerCaptureId!,
    customerName: customer.name,
  };
}

let cart: CartOrder;
beforeAll(async () => {
  await admin.put("/api/admin/shipping-rates", { rates: [{ country: "US", state: "CA", flatRate: 8 }] });
  await admin.put("/api/admin/tax-rates", { rates: [{ state: "CA", rate: 7.25, onShipping: true }] });
  cart = await paidCart();
});

describe("a cart order's invoice", () => {
  it("is a PDF download named after the invoice, for the owner", async () => {
    const res = await download(admin, `/api/orders/regular/${cart.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const number = `R${String(cart.id).padStart(5, "0")}`;
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("holds the order's figures, customer, address and payment", async () => {
    const { row } = cart;
    // The checkout really charged all of it: a discount, shipping and tax.
    expect(row.discountCents).toBeGreaterThan(0);
    expect(row.shippingCents).toBe(800);
    expect(row.taxCents).toBeGreaterThan(0);
    const text = await pdfText((await download(admin, `/api/orders/regular/${cart.id}/invoice.pdf`)).bytes);
    for (const expected of [
      "Fairway Pin Co.",
      "hello@fairwaypin.co",
      `Order #${cart.id}`,
      `R${String(cart.id).padStart(5, "0")}`,
      cart.customerName,
      row.customerEmail,
      "1 Augusta Way",
      "Newport Beach, CA 92660",
      "United States",
      "Links Flag",
      "Crossed Clubs",
      "$25.00",
      "$9.99",
      `Subtotal ${formatUsd(row.subtotalCents)}`,
      formatUsd(-row.discountCents),
      `Shipping ${formatUsd(row.shippingCents)}`,
      `Sales tax ${formatUsd(row.taxCents)}`,
      `Total ${formatUsd(row.totalCents)}`,
      cart.captureId,
      `Paid ${formatUsd(row.totalCents)}`,
      "Balance due $0.00",
      "Paid in full",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is the same invoice from the private order page's link, and shows a refund with its date", async () => {
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, cart.id));
    const refund = await admin.post(`/api/payments/${payment!.id}/refund`, {
      amount: "5.00",
      reason: "Bent pin",
    });
    expect(refund.status, refund.text).toBe(201);
    const res = await download(undefined, `/api/order-links/${cart.token}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Order #${cart.id}`);
    expect(text).toContain("Refund");
    expect(text).toContain("-$5.00");
    expect(text).toContain(`Net paid ${formatUsd(cart.row.totalCents - 500)}`);
    // A refund is never money owed.
    expect(text).toContain("Balance due $0.00");
  });
});

describe("names in any script", () => {
  // The invoice embeds Noto Sans and its Chinese and Korean families: every letter prints, and
  // reads back, as the customer wrote it (a font without it would print "?" or nothing).
  it.each([
    { name: "Łukasz Dvořák Дмитрий 山田", pin: "旗 Flag — Флаг", line1: "渋谷区神南1-2-3", city: "東京都" },
    { name: "Γιώργος Παπαδόπουλος", pin: "Σημαία Links Flag", line1: "Οδός Ερμού 12", city: "Αθήνα" },
    { name: "김민준", pin: "골프 깃발 Links Flag", line1: "테헤란로 152", city: "서울" },
  ])("prints $name, their address and the pin's name as written", async (input) => {
    const order = await paidCart(input);
    const res = await download(admin, `/api/orders/regular/${order.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    for (const expected of [input.name, input.pin, input.line1, `${input.city}, CA 92660`]) {
      expect(text).toContain(expected);
    }
    // The footer's "Questions?" is the only question mark: no letter became one.
    expect(text.replace("Questions?", "")).not.toContain("?");
    // Only the letters used are embedded: the CJK fonts are about 10 MB each.
    expect(res.bytes.length).toBeLessThan(60_000);
  });
});

describe("a custom order's invoice, with only the deposit paid", () => {
  it("holds the pins, their options and price, the deposit and the balance due", async () => {
    const { id, customerEmail } = await depositPaidOrder({ plating: "gold", rushOrder: true });
    const [order] = await db().select().from(customOrders).where(eq(customOrders.id, id));
    const res = await download(admin, `/api/orders/custom/${id}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`invoice-C${String(id).padStart(5, "0")}.pdf`);
    const text = await pdfText(res.bytes);
    for (const expected of [
      `Custom order #${id}`,
      customerEmail,
      "Custom soft-enamel pins",
      "Plating: Gold",
      `${order!.quantity} ${formatUsd(order!.pricePerPinCents)} ${formatUsd(order!.subtotalCents)}`,
      "Rush order",
      `1 ${formatUsd(order!.rushFeeCents)} ${formatUsd(order!.rushFeeCents)}`,
      `Total ${formatUsd(order!.totalCents + order!.shippingCents + order!.taxCents)}`,
      "Deposit",
      `Paid ${formatUsd(order!.depositCents + order!.depositTaxCents)}`,
      `Balance due ${formatUsd(order!.balanceCents + order!.shippingCents + order!.taxCents - order!.depositTaxCents)}`,
      "Deposit Paid",
      "BILL TO",
      "Refunded $0.00",
    ]) {
      expect(text).toContain(expected);
    }

    // The customer's copy, by the private link of the "order received" e-mail.
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, customerEmail));
    const token = orderPageToken(mail!.text);
    const mine = await download(undefined, `/api/order-links/${token}/invoice.pdf`);
    expect(mine.status).toBe(200);
    expect(await pdfText(mine.bytes)).toContain(
      `Balance due ${formatUsd(order!.balanceCents + order!.shippingCents + order!.taxCents - order!.depositTaxCents)}`,
    );
  });

  it("carries the shipping and sales tax fixed on the order when its deposit was paid", async () => {
    const { id } = await depositPaidOrder({ plating: "silver" });
    const [order] = await db().select().from(customOrders).where(eq(customOrders.id, id));
    // This file's shop taxes California (see beforeAll), where the order ships.
    expect(order!.taxCents).toBeGreaterThan(0);
    const owed = order!.totalCents + order!.shippingCents + order!.taxCents;
    const paid = order!.depositCents + order!.depositTaxCents;
    const text = await pdfText((await download(admin, `/api/orders/custom/${id}/invoice.pdf`)).bytes);
    for (const expected of [
      `Shipping ${order!.shippingCents > 0 ? formatUsd(order!.shippingCents) : "Free"}`,
      `Sales tax ${formatUsd(order!.taxCents)}`,
      `Total ${formatUsd(owed)}`,
      `Paid ${formatUsd(paid)}`,
      `Balance due ${formatUsd(owed - paid)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("does not exist for a checkout whose deposit was never paid", async () => {
    const prepared = await preparedOrder();
    const res = await download(admin, `/api/orders/custom/${prepared.id}/invoice.pdf`);
    expect(res.status).toBe(404);
    expect(json(res.bytes)).toEqual({ message: "Order not found", code: "not_found" });
  });
});

describe("who gets an invoice", () => {
  const paths = () => [
    `/api/orders/regular/${cart.id}/invoice.pdf`,
    `/api/orders/custom/${cart.id}/invoice.pdf`,
  ];

  it("the owner's route refuses a guest (401) and a customer (403), even the buyer", async () => {
    const customer = (await signUp()).client;
    for (const path of paths()) {
      const guest = await download(undefined, path);
      expect(guest.status).toBe(401);
      expect(json(guest.bytes)).toMatchObject({ code: "unauthorized" });
      const signedIn = await download(customer, path);
      expect(signedIn.status).toBe(403);
      expect(json(signedIn.bytes)).toMatchObject({ code: "forbidden" });
    }
  });

  it("a wrong, guessed or ill-formed token is 404, never a 500", async () => {
    const tampered = cart.token.replace(/^./, (c) => (c === "a" ? "b" : "a"));
    for (const token of [tampered, "A".repeat(43), "x", "%00", "a".repeat(500)]) {
      const res = await download(createClient(), `/api/order-links/${token}/invoice.pdf`);
      expect(res.status, token).toBe(404);
      expect(json(res.bytes)).toEqual({ message: "Order not found", code: "not_found" });
    }
  });

  it("an unknown or malformed id is 404 for the owner", async () => {
    for (const id of ["999999999", "0", "abc", "1.5"]) {
      const res = await download(admin, `/api/orders/regular/${id}/invoice.pdf`);
      expect(res.status, id).toBe(404);
    }
  });

  it("an archived order's link opens nothing, while the owner keeps its invoice", async () => {
    const other = await paidCart();
    await db().update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, other.id));
    expect((await download(undefined, `/api/order-links/${other.token}/invoice.pdf`)).status).toBe(404);
    expect((await download(admin, `/api/orders/regular/${other.id}/invoice.pdf`)).status).toBe(200);
  });
});
