// `GET /api/admin/exports/orders.csv?from=&to=` and `GET /api/admin/exports/customers.csv`: CSV
// that a parser reads back, with money lines from the money view and cells a spreadsheet
// will not run. The 100,000-order export runs on PostgreSQL (exports-volume.api.test.ts).
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, test } from "vitest";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { customOrder, payment } from "../../../tests/kits/overview-test-kit.ts";
import { signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { ORDERS_CSV_HEADER } from "./orders-export.server.ts";

useTestDatabase();

const admin = useAdminClient();

const rowsOf = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });

describe("orders.csv", () => {
  test("one line per placed order of either kind in the range, with its money lines", async () => {
    const tag = randomBytes(4).toString("hex");
    const day = (d: number) => new Date(Date.UTC(2001, 2, d, 12));
    const cart = await createOrder({
      customerEmail: `cart.${tag}@example.com`,
      customerName: 'Fore, "Chip" Putter',
      shippingCents: 500,
      taxCents: 300,
      createdAt: day(10),
    });
    const capture = await payment("cart", cart.totalCents, day(10), { orderId: cart.id });
    await payment("refund", 1000, day(11), { orderId: cart.id, refundOf: capture.id });
    const custom = await customOrder(10_000, "in_production", {
      customerEmail: `custom.${tag}@example.com`,
      customerName: '=HYPERLINK("http://evil.example")',
      shippingCents: 800,
      taxCents: 500,
      createdAt: day(5),
    });
    await payment("deposit", 1000, day(5), { customOrderId: custom.id });
    await createOrder({
      customerEmail: `late.${tag}@example.com`,
      createdAt: new Date(Date.UTC(2001, 3, 2)),
    });
    await createOrder({
      customerEmail: `unpaid.${tag}@example.com`,
      status: "payment_pending",
      createdAt: day(12),
    });

    const res = await admin.get<string>("/api/admin/exports/orders.csv?from=2001-03-01&to=2001-03-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-2001-03-01-to-2001-03-31.csv"',
    );
    const rows = rowsOf(res.text);
    expect(Object.keys(rows[0]!)).toEqual([...ORDERS_CSV_HEADER]);
    expect(rows.map((r) => `${r.Kind}:${r.Order}`)).toEqual([`custom:${custom.id}`, `regular:${cart.id}`]);
    expect(rows[0]).toMatchObject({
      Customer: '\'=HYPERLINK("http://evil.example")',
      Subtotal: "100.00",
      Shipping: "8.00",
      Tax: "5.00",
      Total: "113.00",
      Paid: "10.00",
      Refunded: "0.00",
      "Balance due": "103.00",
      Status: "in_production",
    });
    expect(rows[1]).toMatchObject({
      Customer: 'Fore, "Chip" Putter',
      Email: `cart.${tag}@example.com`,
      Total: (cart.totalCents / 100).toFixed(2),
      Paid: (cart.totalCents / 100).toFixed(2),
      Refunded: "10.00",
      "Net paid": ((cart.totalCents - 1000) / 100).toFixed(2),
      "Balance due": "0.00",
    });
  });

  test("refuses dates that are not days, or a range that ends before it starts", async () => {
    for (const query of ["from=2001-02-30", "from=2001-03-05&to=2001-03-01", "since=2001-01-01"]) {
      expect((await admin.get(`/api/admin/exports/orders.csv?${query}`)).status, query).toBe(400);
    }
  });
});

describe("customers.csv", () => {
  test("lists each customer once with the list's figures", async () => {
    const tag = randomBytes(4).toString("hex");
    const order = await createOrder({ customerEmail: `Buyer.${tag}@Example.com`, customerName: "@Buyer" });
    await payment("cart", order.totalCents, new Date(), { orderId: order.id });
    await createOrder({ customerEmail: `buyer.${tag}@example.com`, customerName: "@Buyer" });
    const res = await admin.get<string>("/api/admin/exports/customers.csv");
    expect(res.status).toBe(200);
    const mine = rowsOf(res.text).filter((r) => r.Email!.toLowerCase().includes(tag));
    expect(mine).toEqual([
      expect.objectContaining({
        Name: "'@Buyer",
        Orders: "1",
        "Total spent": (order.totalCents / 100).toFixed(2),
      }),
    ]);
  });
});

describe("access", () => {
  test("is the admin's only: 401 signed out, 403 for a customer", async () => {
    const { client } = await signUp();
    for (const path of ["/api/admin/exports/orders.csv", "/api/admin/exports/customers.csv"]) {
      expect((await createClient().get(path)).status).toBe(401);
      expect((await client.get(path)).status).toBe(403);
    }
  });
});
