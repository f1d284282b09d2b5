// The summaries of migration 0008 (docs/decisions/007) against a recount of every raw row: the
// overview and the admin lists' totals must answer exactly what counting everything answers,
// after the shop's own writes (captures, refunds, status changes, archiving, page views) and
// after any mix of writes straight to the tables, in single rows and whole statements.
import { eq, inArray, isNull, ne, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  customOrders,
  orders,
  pageViewQuarters,
  pageViews,
  payments,
  paymentTotals,
} from "../../../db/schema.ts";
import { createProduct } from "../../../tests/factories.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { preparedOrder } from "../../../tests/kits/lifecycle-test-kit.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { paidCentsMismatches, recountOverview } from "../../../tests/kits/overview-recount-kit.ts";
import { customOrder } from "../../../tests/kits/overview-test-kit.ts";
import * as paypal from "../../../tests/kits/paypal-test-kit.ts";
import { signInAsAdmin } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import { CUSTOM_ORDER_STATUSES } from "../custom-orders/index.ts";
import { countLiveOrders } from "../orders/index.server.ts";
import { ORDER_STATUSES } from "../orders/index.ts";
import { PAYMENT_KINDS, PAYMENT_STATUSES } from "../payments/index.ts";
import { getOverview } from "./overview.server.ts";

useTestDatabase();
paypal.usePaypalEmulator();

/** Zones whose midnight is on the hour, on a half hour, on a quarter hour, and past UTC's date line. */
const ZONES = [
  "UTC",
  "America/Los_Angeles",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "America/St_Johns",
  "Pacific/Chatham",
];

/**
 * Every figure the summaries serve equals the recount, in every zone; answers the UTC overview.
 * `now` is the next millisecond: PostgreSQL stamps rows in microseconds, so a view written in the
 * millisecond `new Date()` truncates to would otherwise fall just after the window's end.
 */
async function expectExact(now = new Date(Date.now() + 1)) {
  for (const tz of ZONES) {
    const { money, balancesDue, ordersByStatus, pageViews: views } = await getOverview({ tz }, now);
    expect({ money, balancesDue, ordersByStatus, pageViews: views }, tz).toEqual(
      await recountOverview(now, tz),
    );
  }
  expect(await paidCentsMismatches()).toEqual([]);
  const { ordersByStatus } = await getOverview({}, now);
  for (const [kind, rows] of [
    ["custom", ordersByStatus.custom],
    ["regular", ordersByStatus.regular],
  ] as const) {
    // The overview leaves unpaid checkouts out; the live counts keep them for their own view.
    const unpaid = kind === "custom" ? await countLiveOrders(kind, "pending") : 0;
    expect(await countLiveOrders(kind)).toBe(rows.reduce((sum, r) => sum + r.count, unpaid));
    for (const r of rows) expect(await countLiveOrders(kind, r.status), `${kind} ${r.status}`).toBe(r.count);
  }
  return getOverview({}, now);
}

describe("the dashboard's summaries through the shop's own writes", () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signInAsAdmin()).client;
  });

  /** A guest's $500.00 order with its $50.00 deposit captured at the emulator. */
  async function depositPaid() {
    const shopper = paypal.newShopper();
    const order = await preparedOrder(shopper.client);
    const { res } = await paypal.checkout(shopper, {
      purpose: "deposit",
      customOrderId: order.id,
      checkoutToken: order.checkoutToken,
    });
    expect(res.status).toBe(200);
    return order;
  }

  it("stays exact through captures, refunds, status changes, archiving and page views", async () => {
    const start = await expectExact();

    const kept = await depositPaid();
    let now = await expectExact();
    expect(now.money.deposits - start.money.deposits).toBe(50);
    expect(now.balancesDue.amount - start.balancesDue.amount).toBe(450);

    const refunded = await depositPaid();
    expect(
      (await admin.post(`/api/custom-orders/${refunded.id}/cancel`, { reason: "Changed plans" })).status,
    ).toBe(200);
    now = await expectExact();
    expect(now.money.refunded - start.money.refunded).toBe(50);
    expect(now.money.deposits - start.money.deposits).toBe(50);

    expect(
      (
        await admin.patch(`/api/custom-orders/${kept.id}/status`, {
          status: "in_production",
          reason: "Balance to follow by bank transfer",
        })
      ).status,
    ).toBe(200);
    await expectExact();
    // Paid and not shipped, so it cannot be deleted; shipped, deleting archives it: it leaves the
    // counts and the balances due, not the money.
    expect((await admin.delete(`/api/custom-orders/${kept.id}`)).status).toBe(409);
    const shipped = await admin.patch(`/api/custom-orders/${kept.id}/status`, {
      status: "shipped",
      reason: "Balance to follow by bank transfer",
    });
    expect(shipped.status).toBe(200);
    expect((await admin.delete(`/api/custom-orders/${kept.id}`)).status).toBe(200);
    now = await expectExact();
    expect(now.balancesDue.amount).toBe(start.balancesDue.amount);
    expect(now.money.deposits - start.money.deposits).toBe(50);

    const product = await createProduct({ priceCents: 2_000 });
    const shopper = paypal.newShopper();
    await paypal.addToCart(shopper, product.id, 2);
    const { res } = await paypal.checkout(shopper, { purpose: "cart" });
    expect(res.status).toBe(200);
    expect((await admin.put(`/api/orders/${res.body.orderId}/status`, { status: "processing" })).status).toBe(
      200,
    );
    now = await expectExact();
    expect(now.money.regularOrders - start.money.regularOrders).toBe(40);

    for (const path of ["/", "/custom", "/blog", "/"]) {
      expect((await createClient().post("/api/analytics/pageview", { path })).status).toBe(204);
    }
    now = await expectExact();
    expect(now.pageViews.total - start.pageViews.total).toBe(4);

    // The admin lists' totals are the same counts.
    const totalOf = async (path: string) => Number((await admin.get(path)).headers.get("x-total-count"));
    const live = (table: typeof orders | typeof customOrders, status?: string) =>
      db().$count(
        table,
        sql`${table.archivedAt} is null ${status ? sql`and ${table.status} = ${status}` : sql``}`,
      );
    expect(await totalOf("/api/orders")).toBe(await live(orders));
    expect(await totalOf("/api/orders?status=processing")).toBe(await live(orders, "processing"));
    // Unpaid checkouts have their own view and are left out of the orders' total.
    const unpaid = await live(customOrders, "pending");
    expect(await totalOf("/api/custom-orders")).toBe((await live(customOrders)) - unpaid);
    expect(await totalOf("/api/custom-orders?unpaid=true")).toBe(unpaid);
    expect(await totalOf("/api/custom-orders?status=cancelled")).toBe(await live(customOrders, "cancelled"));
    expect(await live(customOrders, "cancelled")).toBeGreaterThan(0);
    // Each step recounts every row in six zones: more than the default 30 s beside other suites.
  }, 120_000);
});

// ── Any mix of writes, straight to the tables ─────────────────────────────────────────────────

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

type Op =
  | { op: "pay"; rows: { kind: number; status: number; cents: number; order: number; refundOf: number }[] }
  | { op: "setPaymentStatus"; pick: number; status: number }
  | { op: "setPaymentKind"; pick: number; kind: number }
  | { op: "movePayment"; pick: number; order: number; cents: number }
  | { op: "deletePayment"; pick: number }
  | { op: "refundAllOf"; kind: number }
  | { op: "customOrders"; statuses: number[]; cents: number }
  | { op: "setCustomOrder"; pick: number; status: number; archived: boolean; cents: number }
  | { op: "deleteCustomOrder"; pick: number }
  | { op: "orders"; statuses: number[] }
  | { op: "setOrder"; pick: number; status: number; archived: boolean }
  | { op: "views"; rows: { path: number; minutesAgo: number }[] }
  | { op: "moveViews"; path: number; minutes: number }
  | { op: "deleteViews"; path: number };

const index = fc.nat({ max: 1_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant("pay" as const),
    rows: fc.array(
      fc.record({
        kind: index,
        status: index,
        cents: fc.integer({ min: 0, max: 90_000 }),
        order: index,
        refundOf: index,
      }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({ op: fc.constant("setPaymentStatus" as const), pick: index, status: index }),
  fc.record({ op: fc.constant("setPaymentKind" as const), pick: index, kind: index }),
  fc.record({
    op: fc.constant("movePayment" as const),
    pick: index,
    order: index,
    cents: fc.nat({ max: 90_000 }),
  }),
  fc.record({ op: fc.constant("deletePayment" as const), pick: index }),
  fc.record({ op: fc.constant("refundAllOf" as const), kind: index }),
  fc.record({
    op: fc.constant("customOrders" as const),
    statuses: fc.array(index, { minLength: 1, maxLength: 3 }),
    cents: fc.integer({ min: 1_000, max: 90_000 }),
  }),
  fc.record({
    op: fc.constant("setCustomOrder" as const),
    pick: index,
    status: index,
    archived: fc.boolean(),
    cents: fc.integer({ min: 1_000, max: 90_000 }),
  }),
  fc.record({ op: fc.constant("deleteCustomOrder" as const), pick: index }),
  fc.record({
    op: fc.constant("orders" as const),
    statuses: fc.array(index, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ op: fc.constant("setOrder" as const), pick: index, status: index, archived: fc.boolean() }),
  fc.record({
    op: fc.constant("views" as const),
    rows: fc.array(
      fc.record({
        path: index,
        // From 40 days ago to a little after `now`, often on a quarter hour or a midnight.
        minutesAgo: fc.oneof(
          fc.integer({ min: -20, max: 40 * 24 * 60 }),
          fc.integer({ min: 0, max: 40 * 24 * 4 }).map((q) => q * 15),
        ),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
  fc.record({
    op: fc.constant("moveViews" as const),
    path: index,
    minutes: fc.integer({ min: -3000, max: 3000 }),
  }),
  fc.record({ op: fc.constant("deleteViews" as const), path: index }),
);

const PATHS = ["/", "/custom", "/blog", "/product/1", "/track-order"];
const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list.length ? list[i % list.length] : undefined;

async function ids(table: typeof payments | typeof customOrders | typeof orders): Promise<number[]> {
  return (await db().select({ id: table.id }).from(table).orderBy(table.id)).map((r) => r.id);
}

/** Applies one write; `now` is a whole quarter hour, so many views fall on a bucket's edge. */
async function apply(o: Op, now: Date): Promise<void> {
  const customIds = await ids(customOrders);
  switch (o.op) {
    case "pay": {
      // A refund returns a capture (the ledger's foreign key), never another refund.
      const paymentIds = (
        await db()
          .select({ id: payments.id })
          .from(payments)
          .where(ne(payments.kind, "refund"))
          .orderBy(payments.id)
      ).map((r) => r.id);
      await db()
        .insert(payments)
        .values(
          o.rows.map((r) => {
            const kind = pick(PAYMENT_KINDS, r.kind)!;
            return {
              kind,
              status: pick(PAYMENT_STATUSES, r.status)!,
              amountCents: r.cents,
              customOrderId: r.order % 3 === 0 ? null : (pick(customIds, r.order) ?? null),
              refundOfPaymentId: kind === "refund" ? (pick(paymentIds, r.refundOf) ?? null) : null,
            };
          }),
        );
      return;
    }
    case "setPaymentStatus": {
      const id = pick(await ids(payments), o.pick);
      if (id)
        await db()
          .update(payments)
          .set({ status: pick(PAYMENT_STATUSES, o.status)! })
          .where(eq(payments.id, id));
      return;
    }
    case "setPaymentKind": {
      // Never the shop's own write, but the refunds of that payment must follow it. (Rows of a
      // PayPal intent are left alone: an intent has one capture row.)
      const ours = await db()
        .select({ id: payments.id })
        .from(payments)
        .where(isNull(payments.paymentIntentId));
      const id = pick(
        ours.map((r) => r.id),
        o.pick,
      );
      const kind = pick(PAYMENT_KINDS.slice(0, 3), o.kind)!;
      if (id) await db().update(payments).set({ kind }).where(eq(payments.id, id));
      return;
    }
    case "movePayment": {
      const id = pick(await ids(payments), o.pick);
      const to = pick(customIds, o.order) ?? null;
      if (id)
        await db()
          .update(payments)
          .set({ customOrderId: to, amountCents: o.cents })
          .where(eq(payments.id, id));
      return;
    }
    case "deletePayment": {
      // With every row that returns it, and the rows returning those (a generated row may name
      // a refund as what it returns), in one statement: the foreign key allows no less.
      const id = pick(await ids(payments), o.pick);
      if (id)
        await db().execute(sql`
          with recursive chain as (
            select id from payments where id = ${id}
            union
            select p.id from payments as p join chain on p.refund_of_payment_id = chain.id
          )
          delete from payments where id in (select id from chain)`);
      return;
    }
    case "refundAllOf": {
      // One statement over many rows.
      await db()
        .update(payments)
        .set({ status: "refunded" })
        .where(sql`${payments.kind} = ${pick(PAYMENT_KINDS, o.kind)!} and ${payments.status} = 'completed'`);
      return;
    }
    case "customOrders":
      for (const s of o.statuses) await customOrder(o.cents, pick(CUSTOM_ORDER_STATUSES, s)!);
      return;
    case "setCustomOrder": {
      const id = pick(customIds, o.pick);
      if (!id) return;
      await db()
        .update(customOrders)
        .set({
          status: pick(CUSTOM_ORDER_STATUSES, o.status)!,
          archivedAt: o.archived ? now : null,
          totalCents: o.cents,
        })
        .where(eq(customOrders.id, id));
      return;
    }
    case "deleteCustomOrder": {
      // Its payments stay in the ledger, unlinked (ON DELETE SET NULL).
      const id = pick(customIds, o.pick);
      if (id) await db().delete(customOrders).where(eq(customOrders.id, id));
      return;
    }
    case "orders":
      for (const s of o.statuses) await createOrder({ status: pick(ORDER_STATUSES, s)! });
      return;
    case "setOrder": {
      const id = pick(await ids(orders), o.pick);
      const set = { status: pick(ORDER_STATUSES, o.status)!, archivedAt: o.archived ? now : null };
      if (id) await db().update(orders).set(set).where(eq(orders.id, id));
      return;
    }
    case "views":
      await db()
        .insert(pageViews)
        .values(
          o.rows.map((r) => ({
            path: pick(PATHS, r.path)!,
            createdAt: new Date(now.getTime() - r.minutesAgo * MINUTE_MS),
          })),
        );
      return;
    case "moveViews":
      await db()
        .update(pageViews)
        .set({ createdAt: sql`${pageViews.createdAt} + ${`${o.minutes} minutes`}::interval` })
        .where(eq(pageViews.path, pick(PATHS, o.path)!));
      return;
    case "deleteViews":
      await db()
        .delete(pageViews)
        .where(inArray(pageViews.path, [pick(PATHS, o.path)!]));
      return;
  }
}

describe("the dashboard's summaries through any writes", () => {
  it("match a recount of every row after any mix of inserts, updates and deletes", async () => {
    const quarter = 15 * MINUTE_MS;
    const now = new Date(Math.floor(Date.now() / quarter) * quarter);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const o of ops) await apply(o, now);
        await expectExact(now);
        // And a moment later, when `now` falls inside a quarter hour.
        await expectExact(new Date(now.getTime() + 7 * MINUTE_MS + 123));
      }),
      { numRuns: 25 },
    );
    // The runs went through the triggers, not around them.
    expect(await db().$count(pageViewQuarters)).toBeGreaterThan(0);
    expect(await db().$count(paymentTotals)).toBeGreaterThan(0);
  }, 400_000);

  it("counts the views of the whole window, not only of whole days", async () => {
    const now = new Date(Date.now() - 37 * MINUTE_MS);
    await db()
      .insert(pageViews)
      .values([
        { path: "/edge", createdAt: new Date(now.getTime() - MINUTE_MS) },
        { path: "/edge", createdAt: new Date(now.getTime() + MINUTE_MS) },
        { path: "/edge", createdAt: new Date(now.getTime() - 29 * DAY_MS) },
      ]);
    const { pageViews: views } = await expectExact(now);
    expect(views.topPages.find((p) => p.path === "/edge")?.views).toBe(2);
  });
});
