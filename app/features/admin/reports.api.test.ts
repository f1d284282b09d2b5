import { beforeAll, describe, expect, it } from "vitest";
import { createDiscountCode, createUser, signIn } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { customOrder, payment, views } from "../../../tests/kits/overview-test-kit.ts";
import { addDays } from "./report-range.ts";
import type { ReportJson } from "./reports.schemas.ts";

useTestDatabase();

// One shop's history on fixed days before today (UTC), written once; every test reads a part of
// a report over it. No other test in this file writes orders, payments or page views.
const today = new Date().toISOString().slice(0, 10);
const day = (daysAgo: number) => addDays(today, -daysAgo);
const at = (daysAgo: number, time = "12:00:00") => new Date(`${day(daysAgo)}T${time}Z`);
let admin: TestClient;

beforeAll(async () => {
  const { user, password } = await createUser({ role: "admin" });
  admin = createClient();
  await signIn(admin, user.username, password);
  const spring = await createDiscountCode({ code: "SPRING" });

  // Custom orders, each deposit carrying its share of the order's tax: A owes its balance and
  // used SPRING (tax $36.25, $3.63 of it with the deposit, shipping free); B is paid in full
  // (shipping $25, no tax); C was cancelled and its deposit refunded (tax $20, $2 with the
  // deposit); D's deposit is older than every range below.
  const a = await customOrder(50_000, "deposit_paid", {
    discountCodeId: spring.id,
    discountCents: 2_500,
    taxCents: 3_625,
    depositTaxCents: 363,
  });
  await payment("deposit", 5_363, at(10), { customOrderId: a.id });
  const b = await customOrder(100_000, "balance_paid", { shippingCents: 2_500 });
  await payment("deposit", 10_000, at(12), { customOrderId: b.id });
  await payment("balance", 92_500, at(5), { customOrderId: b.id });
  const c = await customOrder(30_000, "cancelled", { taxCents: 2_000, depositTaxCents: 200 });
  const cDeposit = await payment("deposit", 3_200, at(8), { customOrderId: c.id, status: "refunded" });
  await payment("refund", 3_200, at(6), { customOrderId: c.id, refundOf: cDeposit.id });
  const d = await customOrder(40_000, "deposit_paid", {
    shippingCents: 1_000,
    taxCents: 500,
    depositTaxCents: 50,
  });
  await payment("deposit", 4_050, at(200), { customOrderId: d.id });

  // Cart orders: r1 used SPRING and paid $5 shipping (at 07:30 UTC: the day before in Los
  // Angeles); r2 paid $5.37 tax and was refunded $10; r3 is older than every range.
  const r1 = await createOrder(
    { discountCodeId: spring.id, discountCents: 420, shippingCents: 500, totalCents: 4_280 },
    [{ name: "Marker", unitPriceCents: 1_400, quantity: 3 }],
  );
  await payment("cart", 4_280, at(3, "07:30:00"), { orderId: r1.id });
  const r2 = await createOrder({ taxCents: 537, totalCents: 7_937 }, [
    { name: "Lapel", unitPriceCents: 3_000, quantity: 2 },
    { name: "Marker", unitPriceCents: 1_400, quantity: 1 },
  ]);
  const r2Paid = await payment("cart", 7_937, at(9), { orderId: r2.id });
  await payment("refund", 1_000, at(2), { orderId: r2.id, refundOf: r2Paid.id });
  const r3 = await createOrder({ shippingCents: 800, totalCents: 23_300 }, [
    { name: "Set", unitPriceCents: 2_500, quantity: 9 },
  ]);
  await payment("cart", 23_300, at(300), { orderId: r3.id });

  // Not money taken: a declined capture, and a refund PayPal has not confirmed.
  await payment("cart", 9_900, at(4), { status: "declined" });
  await payment("refund", 500, at(4), { orderId: r1.id, status: "pending" });

  await views("/", at(1), 3);
  await views("/custom", at(3, "07:30:00"), 2);
  await views("/old", at(400), 4);
});

async function report(query: string, tz = "UTC") {
  const res = await admin.get<ReportJson>(`/api/admin/reports?${query}&tz=${encodeURIComponent(tz)}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}
const lastTwentyDays = `from=${day(19)}&to=${today}`;

describe("GET /api/admin/reports: who may ask, and how", () => {
  it("is for admins only", async () => {
    const path = `/api/admin/reports?${lastTwentyDays}`;
    expect((await createClient().get(path)).status).toBe(401);
    const { user, password } = await createUser();
    const customer = createClient();
    await signIn(customer, user.username, password);
    const res = await customer.get(path);
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty("sales");
  });

  it.each([
    ["no range", "", "from: Required"],
    ["no end", "from=2026-01-01", "to: Required"],
    ["a date that is not one", "from=2026-02-30&to=2026-03-01", "Enter dates as YYYY-MM-DD"],
    ["a month that is not one", "from=2026-13-01&to=2026-03-01", "Enter dates as YYYY-MM-DD"],
    ["a date in another format", "from=03/01/2026&to=2026-03-02", "Enter dates as YYYY-MM-DD"],
    [
      "an end before the start",
      "from=2026-03-02&to=2026-03-01",
      "The start date must be on or before the end date",
    ],
    ["more than three years", "from=2023-01-01&to=2026-01-01", "Choose a range of at most 3 years"],
    ["a parameter it does not take", "from=2026-01-01&to=2026-01-02&kind=cart", "Unrecognized key"],
    ["an unknown time zone", "from=2026-01-01&to=2026-01-02&tz=Mars%2FOlympus", "Unknown time zone"],
  ])("answers 400 with a message for %s", async (_, query, message) => {
    const res = await admin.get<{ message: string; code: string }>(`/api/admin/reports?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid");
    expect(res.body.message).toContain(message);
  });

  it("takes exactly three years", async () => {
    const res = await admin.get<ReportJson>("/api/admin/reports?from=2023-01-01&to=2025-12-31");
    expect(res.status).toBe(200);
    expect(res.body.granularity).toBe("month");
    expect(res.body.sales.series).toHaveLength(36);
  });
});

describe("GET /api/admin/reports: the figures", () => {
  it("adds up sales by kind, refunds and net from the ledger, day by day", async () => {
    const r = await report(lastTwentyDays);
    expect(r).toMatchObject({ from: day(19), to: today, granularity: "day", timeZone: "UTC" });
    expect(r.sales.totals).toEqual({ deposits: 185.63, balances: 925, cartOrders: 122.17, total: 1232.8 });
    expect(r.refunds.totals).toEqual({ amount: 42, count: 2 });
    expect(r.net.totals).toEqual({ amount: 1190.8 });
    expect(r.sales.series).toHaveLength(20);
    expect(r.sales.series.find((p) => p.start === day(12))).toEqual({
      start: day(12),
      end: day(12),
      deposits: 100,
      balances: 0,
      cartOrders: 0,
      total: 100,
    });
    expect(r.net.series.find((p) => p.start === day(2))!.amount).toBe(-10);
  });

  it("lists deposits taken with what their orders still owe today", async () => {
    const { deposits } = await report(lastTwentyDays);
    // A owes $500 + $36.25 tax less its $53.63 deposit; B is paid; C was cancelled, so it owes nothing.
    expect(deposits.totals).toEqual({ orders: 3, deposits: 185.63, balanceDue: 482.62 });
    expect(deposits.series.find((p) => p.start === day(10))).toMatchObject({ orders: 1, balanceDue: 482.62 });
  });

  it("counts the discount codes cart and custom orders used", async () => {
    const { discounts } = await report(lastTwentyDays);
    expect(discounts.codes).toEqual([
      {
        code: "SPRING",
        cartOrders: 1,
        customOrders: 1,
        orders: 2,
        cartDiscount: 4.2,
        customDiscount: 25,
        discount: 29.2,
      },
    ]);
    expect(discounts.totals).toEqual({ orders: 2, discount: 29.2 });
    expect(discounts.byKind).toEqual({
      cartOrders: 1,
      customOrders: 1,
      cartDiscount: 4.2,
      customDiscount: 25,
    });
  });

  it("adds up the shipping and sales tax of the orders placed, cart and custom apart", async () => {
    const { shippingTax } = await report(lastTwentyDays);
    // A custom order counts all its tax and shipping on the day of its deposit, C's too though it
    // was cancelled since (its refund is in the refunds); D and r3 were placed long before.
    expect(shippingTax.totals).toEqual({
      cartShipping: 5,
      customShipping: 25,
      shipping: 30,
      cartTax: 5.37,
      customTax: 56.25,
      tax: 61.62,
    });
    expect(shippingTax.series).toHaveLength(20);
    const on = (daysAgo: number) => shippingTax.series.find((p) => p.start === day(daysAgo));
    expect(on(10)).toMatchObject({ customShipping: 0, customTax: 36.25, tax: 36.25 });
    expect(on(12)).toMatchObject({ customShipping: 25, shipping: 25, tax: 0 });
    expect(on(3)).toMatchObject({ cartShipping: 5, shipping: 5 });
    // B's balance (with its shipping) was taken on day 5: shipping counts on the day it was placed.
    expect(on(5)).toMatchObject({ shipping: 0, tax: 0 });
  });

  it("ranks the products cart orders sold by units", async () => {
    const { products } = await report(lastTwentyDays);
    expect(products.top.map(({ name, quantity, revenue }) => ({ name, quantity, revenue }))).toEqual([
      { name: "Marker", quantity: 4, revenue: 56 },
      { name: "Lapel", quantity: 2, revenue: 60 },
    ]);
    expect(products.productsSold).toBe(2);
    expect(products.totals).toEqual({ quantity: 6, revenue: 116 });
  });

  it("counts page views per day", async () => {
    const { pageViews } = await report(lastTwentyDays);
    expect(pageViews.totals).toEqual({ views: 5 });
    expect(pageViews.series.find((p) => p.start === day(1))!.views).toBe(3);
  });

  it("reads days in the owner's time zone", async () => {
    const la = await report(lastTwentyDays, "America/Los_Angeles");
    // 07:30 UTC is the evening before in Los Angeles.
    expect(la.sales.series.find((p) => p.start === day(4))!.cartOrders).toBe(42.8);
    expect(la.shippingTax.series.find((p) => p.start === day(4))!.cartShipping).toBe(5);
    expect(la.pageViews.series.find((p) => p.start === day(4))!.views).toBe(2);
  });

  it("cuts long ranges into weeks and months with the same totals", async () => {
    const long = await report(`from=${day(359)}&to=${today}`);
    expect(long.granularity).toBe("week");
    expect(long.sales.totals.total).toBe(1506.3); // and D's deposit, r3's payment
    expect(long.shippingTax.totals).toMatchObject({ shipping: 48, tax: 66.62 });
    expect(long.sales.series.at(0)!.start).toBe(day(359));
    expect(long.sales.series.at(-1)!.end).toBe(today);
    const longer = await report(`from=${day(500)}&to=${today}`);
    expect(longer.granularity).toBe("month");
    expect(longer.pageViews.totals.views).toBe(9);
  });

  it("answers zeros for a range with nothing in it", async () => {
    const empty = await report(`from=${day(150)}&to=${day(140)}`);
    expect(empty.sales.totals.total).toBe(0);
    expect(empty.sales.series.every((p) => p.total === 0)).toBe(true);
    expect(empty.discounts.codes).toEqual([]);
    expect(empty.shippingTax.totals).toMatchObject({ shipping: 0, tax: 0 });
    expect(empty.products.top).toEqual([]);
    expect(empty.products.productsSold).toBe(0);
  });
});
