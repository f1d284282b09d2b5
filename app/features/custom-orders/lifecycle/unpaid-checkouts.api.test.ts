// Unpaid checkouts: a prepared custom order whose deposit was never paid is not an order. The
// admin sees it only under "Unpaid checkouts" (`?unpaid=true`); the live list, its count, the
// overview and the customer's own list leave it out; the nightly job removes it after 30 days.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customOrders, paymentIntents } from "../../../../db/schema.ts";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { eventually, useJobs } from "../../../../tests/helpers/jobs.ts";
import { preparedOrder } from "../../../../tests/kits/lifecycle-test-kit.ts";
import { customOrder, daysAgo, payment } from "../../../../tests/kits/overview-test-kit.ts";
import { signInAsAdmin, signUp } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import { enqueue } from "../../../lib/jobs.server.ts";
import type { OverviewJson } from "../../admin/overview.schemas.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import { EXPIRE_CHECKOUTS_JOB, removeAbandonedCheckouts } from "../index.server.ts";
import type { AdminCustomOrderJson } from "./custom-orders-admin.schemas.ts";

useTestDatabase();
useJobs({ workers: true });

let admin: TestClient;
beforeAll(async () => {
  admin = (await signInAsAdmin()).client;
});

const listTotal = async (query = "") =>
  Number((await admin.get(`/api/custom-orders${query}`)).headers.get("x-total-count"));

const customCounts = async () => {
  const res = await admin.get<OverviewJson>("/api/admin/overview");
  expect(res.status).toBe(200);
  return res.body.ordersByStatus.custom;
};

const stillThere = async (ids: number[]) =>
  (await db().select({ id: customOrders.id }).from(customOrders).where(inArray(customOrders.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe("unpaid checkouts", () => {
  it("are listed only in their own view, and counted neither in the list nor the overview", async () => {
    const totalBefore = await listTotal();
    const unpaidBefore = await listTotal("?unpaid=true");
    const countsBefore = await customCounts();

    const name = `Checkout ${randomBytes(3).toString("hex")}`;
    const order = await preparedOrder(createClient(), { customerName: name });
    const q = `q=${encodeURIComponent(name)}`;

    expect((await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?${q}`)).body).toEqual([]);
    expect(await listTotal()).toBe(totalBefore);
    const unpaid = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?unpaid=true&${q}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.map((o) => [o.id, o.status])).toEqual([[order.id, "pending"]]);
    expect(await listTotal("?unpaid=true")).toBe(unpaidBefore + 1);
    // The status filter's "pending" is the same view.
    const byStatus = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?status=pending&${q}`);
    expect(byStatus.body.map((o) => o.id)).toEqual([order.id]);

    const counts = await customCounts();
    expect(counts.map((c) => c.status)).not.toContain("pending");
    expect(counts).toEqual(countsBefore);

    // Once the deposit is paid it is an order like any other.
    await admin.patch(`/api/custom-orders/${order.id}/status`, {
      status: "deposit_paid",
      reason: "Deposit paid by bank transfer",
    });
    const listed = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?${q}`);
    expect(listed.body.map((o) => o.id)).toEqual([order.id]);
    expect(await listTotal()).toBe(totalBefore + 1);
    expect((await admin.get(`/api/custom-orders?unpaid=true&${q}`)).body).toEqual([]);
    const paidCount = (await customCounts()).find((c) => c.status === "deposit_paid")!.count;
    expect(paidCount).toBe(countsBefore.find((c) => c.status === "deposit_paid")!.count + 1);
  });

  it("are not in the customer's own list", async () => {
    const customer = await signUp();
    const order = await preparedOrder(customer.client);
    const mine = await customer.client.get<CustomOrderJson[]>("/api/custom-orders/user-orders");
    expect(mine.body.map((o) => o.id)).not.toContain(order.id);
  });
});

describe("the 30-day expiry of unpaid checkouts", () => {
  it("removes only unpaid checkouts prepared more than 30 days before", async () => {
    const now = new Date();
    const old = await customOrder(50_000, "pending", { createdAt: daysAgo(now, 31) });
    const recent = await customOrder(50_000, "pending", { createdAt: daysAgo(now, 29) });
    const placed = await customOrder(50_000, "deposit_paid", { createdAt: daysAgo(now, 90) });
    const cancelled = await customOrder(50_000, "cancelled", { createdAt: daysAgo(now, 90) });
    // A payment PayPal has not settled yet (or a capture a crash left unapplied) keeps it.
    const withPayment = await customOrder(50_000, "pending", { createdAt: daysAgo(now, 45) });
    await payment("deposit", 5_000, daysAgo(now, 45), { customOrderId: withPayment.id, status: "pending" });
    const archived = await customOrder(50_000, "pending", {
      createdAt: daysAgo(now, 60),
      archivedAt: daysAgo(now, 50),
    });
    // A buyer paying right now: a capture PayPal took but the shop has not written down yet (the
    // lost answer reconciliation recovers), or a payment window opened in the last day.
    const captured = await customOrder(50_000, "pending", { createdAt: daysAgo(now, 40) });
    const paying = await customOrder(50_000, "pending", { createdAt: daysAgo(now, 40) });
    await db()
      .insert(paymentIntents)
      .values([
        {
          purpose: "deposit",
          status: "captured",
          amountCents: 5_000,
          customOrderId: captured.id,
          createdAt: daysAgo(now, 3),
        },
        {
          purpose: "deposit",
          status: "created",
          amountCents: 5_000,
          customOrderId: paying.id,
          createdAt: now,
        },
      ]);
    const ids = [old, recent, placed, cancelled, withPayment, archived, captured, paying].map((o) => o.id);

    expect(await removeAbandonedCheckouts(now)).toEqual([old.id]);
    expect(await stillThere(ids)).toEqual(ids.filter((id) => id !== old.id).sort((a, b) => a - b));

    // Two days on, the one prepared 29 days ago goes too, and so does the one whose payment window
    // was left open; a captured payment still holds its order.
    const later = await removeAbandonedCheckouts(new Date(now.getTime() + 2 * 86_400_000));
    expect(later.sort((a, b) => a - b)).toEqual([recent.id, paying.id].sort((a, b) => a - b));
  });

  it("runs as a queued job", async () => {
    const old = await customOrder(50_000, "pending", { createdAt: daysAgo(new Date(), 40) });
    await enqueue(db(), EXPIRE_CHECKOUTS_JOB, {});
    await eventually(async () => (await stillThere([old.id])).length === 0);
    expect(await db().select().from(customOrders).where(eq(customOrders.id, old.id))).toEqual([]);
  });
});
