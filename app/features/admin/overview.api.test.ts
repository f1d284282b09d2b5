import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { customOrder, daysAgo, payment, views } from "../../../tests/kits/overview-test-kit.ts";
import type { OverviewJson } from "./overview.schemas.ts";
import { dateIn } from "./view-days.ts";

useTestDatabase();

// One shop's history, written once; every test reads a different part of the same answer. No
// other test in this file writes orders, payments or page views.
const now = new Date();
const HOUR_MS = 3_600_000;
/** 07:30 UTC three days ago: the day before in Los Angeles, the same day in UTC. */
const earlyUtc = new Date(`${daysAgo(now, 3).toISOString().slice(0, 10)}T07:30:00Z`);
let admin: TestClient;

beforeAll(async () => {
  const { user, password } = await createUser({ role: "admin" });
  admin = createClient();
  await signIn(admin, user.username, password);

  // Custom orders: A owes its balance; B is paid in full; C was cancelled and its deposit
  // refunded; D is only prepared; E is archived.
  const a = await customOrder(50_000, "deposit_paid");
  await payment("deposit", 5_000, daysAgo(now, 1), { customOrderId: a.id });
  const b = await customOrder(100_000, "balance_paid");
  await payment("deposit", 10_000, daysAgo(now, 9), { customOrderId: b.id });
  await payment("balance", 90_000, daysAgo(now, 2), { customOrderId: b.id });
  const c = await customOrder(30_000, "cancelled");
  const cDeposit = await payment("deposit", 3_000, daysAgo(now, 3), {
    customOrderId: c.id,
    status: "refunded",
  });
  await payment("refund", 3_000, daysAgo(now, 2), { customOrderId: c.id, refundOf: cDeposit.id });
  await customOrder(70_000, "pending");
  const e = await customOrder(20_000, "deposit_paid", { archivedAt: new Date() });
  await payment("deposit", 2_000, daysAgo(now, 20), { customOrderId: e.id });

  // Regular orders: one this week, one last week with a $10 refund, one a month ago.
  const r1 = await createOrder({ status: "pending" }, [
    { name: "Marker", unitPriceCents: 1400, quantity: 3 },
  ]);
  await payment("cart", 4_200, new Date(now.getTime() - HOUR_MS), { orderId: r1.id });
  const r2 = await createOrder({ status: "shipped" }, [{ name: "Lapel", unitPriceCents: 3000, quantity: 2 }]);
  const r2Paid = await payment("cart", 6_000, daysAgo(now, 8), { orderId: r2.id });
  await payment("refund", 1_000, daysAgo(now, 8), { orderId: r2.id, refundOf: r2Paid.id });
  const r3 = await createOrder({ status: "delivered" }, [{ name: "Set", unitPriceCents: 2500, quantity: 1 }]);
  await payment("cart", 2_500, daysAgo(now, 30), { orderId: r3.id });

  // Not money taken: a declined capture, and a refund PayPal has not confirmed.
  await payment("cart", 9_900, daysAgo(now, 1), { status: "declined" });
  await payment("refund", 500, daysAgo(now, 1), { orderId: r1.id, status: "pending" });

  await views("/", new Date(now.getTime() - 60_000), 3);
  await views("/custom", new Date(now.getTime() - 60_000), 2);
  await views("/blog", daysAgo(now, 2));
  await views("/product/3", earlyUtc, 2);
  await views("/old-page", daysAgo(now, 45), 4);
});

const overview = async (query = "") => {
  const res = await admin.get<OverviewJson>(`/api/admin/overview${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe("GET /api/admin/overview", () => {
  it("is for admins only", async () => {
    expect((await createClient().get("/api/admin/overview")).status).toBe(401);
    const { user, password } = await createUser();
    const customer = createClient();
    await signIn(customer, user.username, password);
    const res = await customer.get("/api/admin/overview");
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty("money");
  });

  it("adds up the money taken from the ledger, each kind net of its refunds", async () => {
    expect((await overview()).money).toEqual({
      deposits: 170, // 50 + 100 + 30 − 30 refunded + 20 (archived orders keep their money)
      balances: 900,
      regularOrders: 117, // 42 + 60 − 10 + 25
      total: 1187,
      refunded: 40,
    });
  });

  it("counts the balances still due: paid deposits, not cancelled, not archived", async () => {
    expect((await overview()).balancesDue).toEqual({ amount: 450, orders: 1 });
  });

  it("counts orders by status, in each state machine's order, without archived orders or unpaid checkouts", async () => {
    const { ordersByStatus } = await overview();
    const nonZero = (rows: { status: string; count: number }[]) => rows.filter((r) => r.count > 0);
    // The pending custom order is an unpaid checkout (prepared, deposit never paid): not an order.
    expect(nonZero(ordersByStatus.custom)).toEqual([
      { status: "deposit_paid", count: 1 },
      { status: "balance_paid", count: 1 },
      { status: "cancelled", count: 1 },
    ]);
    expect(ordersByStatus.custom.map((r) => r.status)[0]).toBe("deposit_paid");
    expect(ordersByStatus.custom).toHaveLength(9);
    expect(nonZero(ordersByStatus.regular)).toEqual([
      { status: "pending", count: 1 },
      { status: "shipped", count: 1 },
      { status: "delivered", count: 1 },
    ]);
  });

  it("compares the last 7 days with the 7 before", async () => {
    const { week } = await overview();
    // This week: deposits 50 + 30, balance 900, cart 42, the 30 refund → 992; orders A, C, r1.
    expect(week.current).toMatchObject({ revenue: 992, orders: 3 });
    // The week before: B's deposit 100, r2's 60 less its 10 refund → 150; orders B, r2.
    expect(week.previous).toMatchObject({ revenue: 150, orders: 2 });
    expect(week.revenueChange).toBe(561.3);
    expect(week.ordersChange).toBe(50);
    expect(Date.parse(week.current.to) - Date.parse(week.current.from)).toBe(7 * 24 * HOUR_MS);
    expect(week.previous.to).toBe(week.current.from);
  });

  it("counts page views per day of the admin's calendar, zero-filled, for 30 days", async () => {
    const tz = "America/Los_Angeles";
    const { pageViews, timeZone } = await overview(`?tz=${encodeURIComponent(tz)}`);
    expect(timeZone).toBe(tz);
    expect(pageViews.days).toHaveLength(30);
    expect(pageViews.days.at(-1)!.date).toBe(dateIn(new Date(), tz));
    const on = (instant: Date) => pageViews.days.find((d) => d.date === dateIn(instant, tz))?.views;
    expect(on(new Date(now.getTime() - 60_000))).toBe(5);
    expect(on(daysAgo(now, 2))).toBe(1);
    expect(on(earlyUtc)).toBe(2);
    expect(dateIn(earlyUtc, tz)).not.toBe(dateIn(earlyUtc, "UTC"));
    expect(pageViews.total).toBe(8);
    expect(pageViews.days.reduce((sum, d) => sum + d.views, 0)).toBe(8);
  });

  it("puts a view in the day of the zone asked for (UTC by default)", async () => {
    const { pageViews, timeZone } = await overview();
    expect(timeZone).toBe("UTC");
    expect(pageViews.days.find((d) => d.date === dateIn(earlyUtc, "UTC"))?.views).toBe(2);
  });

  it("names the most viewed pages of the last 30 days", async () => {
    expect((await overview()).pageViews.topPages).toEqual([
      { path: "/", views: 3 },
      { path: "/custom", views: 2 },
      { path: "/product/3", views: 2 },
      { path: "/blog", views: 1 },
    ]);
  });

  it("refuses a time zone it does not know with 400", async () => {
    const res = await admin.get("/api/admin/overview?tz=Mars%2FOlympus");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid", message: "Unknown time zone" });
  });
});
