import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, payments } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import { newAccount, signUp, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import type {
  OrderDeleteJson,
  OrderRecordJson,
  StatusChangeJson,
} from "../../orders/order-records.schemas.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import type { AdminCustomOrderJson } from "./custom-orders-admin.schemas.ts";

useTestDatabase();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

/** A prepared $500.00 order ($50.00 deposit) by a guest, with its checkout token. */
async function prepared(overrides: Record<string, unknown> = {}) {
  const res = await prepare(createClient(), orderData(overrides));
  if (res.status !== 201) throw new Error(`prepare failed: ${res.status} ${res.text}`);
  return res.body;
}

async function pay(customOrderId: number, kind: "deposit" | "balance" | "refund", amountCents: number) {
  await db()
    .insert(payments)
    .values({
      kind,
      status: "completed",
      amountCents,
      customOrderId,
      providerCaptureId: randomBytes(6).toString("hex"),
    });
}

describe("PATCH /api/custom-orders/:id/status", () => {
  it("takes any status of the list and records from, to, who and the note", async () => {
    const order = await prepared();
    await pay(order.id, "deposit", 5000);
    const res = await admin.patch<CustomOrderJson>(`/api/custom-orders/${order.id}/status`, {
      status: "design_in_progress",
      note: "Artist assigned",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: "design_in_progress" });
    const history = await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`);
    expect(history.body.at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "design_in_progress",
      changedBy: adminName,
      note: "Artist assigned",
    });
  });

  it("stores mockup_sent as awaiting_approval", async () => {
    const order = await prepared();
    await pay(order.id, "deposit", 5000);
    const res = await admin.patch<CustomOrderJson>(`/api/custom-orders/${order.id}/status`, {
      status: "mockup_sent",
    });
    expect(res.body.status).toBe("awaiting_approval");
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe("awaiting_approval");
  });

  it("refuses a status outside the list and a missing order", async () => {
    const order = await prepared();
    for (const status of ["lost", 3, undefined]) {
      const res = await admin.patch(`/api/custom-orders/${order.id}/status`, { status });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Choose one of the custom order statuses" });
    }
    expect((await admin.patch("/api/custom-orders/999999/status", { status: "approved" })).status).toBe(404);
  });
});

describe("GET /api/custom-orders as an admin", () => {
  it("searches, filters, counts and shows what the ledger says was paid", async () => {
    const name = `Ledger ${randomBytes(3).toString("hex")}`;
    const order = await prepared({ customerName: name });
    await pay(order.id, "deposit", 5000);
    await admin.patch(`/api/custom-orders/${order.id}/status`, { status: "deposit_paid" });
    const res = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("1");
    expect(res.body).toEqual([
      expect.objectContaining({ id: order.id, totalPrice: 500, depositPaid: 50, balanceDue: 450 }),
    ]);
    const filtered = await admin.get<AdminCustomOrderJson[]>(
      `/api/custom-orders?q=${encodeURIComponent(name)}&status=approved`,
    );
    expect(filtered.body).toEqual([]);
    const byNumber = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=%23${order.id}`);
    expect(byNumber.body.map((o) => o.id)).toContain(order.id);
  });
});

describe("DELETE /api/custom-orders/:id", () => {
  it("refuses a paid order that has not shipped, asking to refund or cancel it first", async () => {
    const order = await prepared();
    await pay(order.id, "deposit", 5000);
    await db().update(customOrders).set({ status: "in_production" }).where(eq(customOrders.id, order.id));
    const res = await admin.delete(`/api/custom-orders/${order.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: `Custom order #${order.id} is paid and has not shipped. Refund or cancel it first; it can be archived after that.`,
      code: "conflict",
      reason: "paid_not_shipped",
    });
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.archivedAt).toBeNull();
  });

  it("archives a paid order whose deposit was refunded in full", async () => {
    const order = await prepared();
    await pay(order.id, "deposit", 5000);
    await pay(order.id, "refund", 5000);
    await db().update(customOrders).set({ status: "deposit_paid" }).where(eq(customOrders.id, order.id));
    const res = await admin.delete<OrderDeleteJson>(`/api/custom-orders/${order.id}`);
    expect(res.body).toMatchObject({ archived: true, deleted: false });
  });

  it("archives a shipped paid order, keeping its ledger and history for the admin", async () => {
    const order = await prepared();
    await pay(order.id, "deposit", 5000);
    await db().update(customOrders).set({ status: "shipped" }).where(eq(customOrders.id, order.id));
    const res = await admin.delete<OrderDeleteJson>(`/api/custom-orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ archived: true, deleted: false });
    const list = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=${order.id}`);
    expect(list.body.map((o) => o.id)).not.toContain(order.id);
    const record = await admin.get<OrderRecordJson>(`/api/custom-orders/${order.id}/record`);
    expect(record.body.payments).toEqual([expect.objectContaining({ kind: "deposit", amount: 50 })]);
    expect(record.body.history.at(-1)).toMatchObject({ changedBy: adminName });

    // The archive lists it; Restore brings it back, recorded.
    const q = `q=${encodeURIComponent(order.customerEmail)}`;
    const archived = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?archived=true&${q}`);
    expect(archived.body.map((o) => o.id)).toEqual([order.id]);
    expect(archived.headers.get("x-total-count")).toBe("1");
    const restored = await admin.post<CustomOrderJson>(`/api/custom-orders/${order.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: order.id, status: "shipped" });
    const live = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?${q}`);
    expect(live.body.map((o) => o.id)).toEqual([order.id]);
    const gone = await admin.get(`/api/custom-orders?archived=true&${q}`);
    expect(gone.body).toEqual([]);
    const history = await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`);
    expect(history.body.slice(-2).map((h) => [h.note, h.changedBy])).toEqual([
      ["Archived by an admin", adminName],
      ["Restored from the archive by an admin", adminName],
    ]);
    const again = await admin.post(`/api/custom-orders/${order.id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This order is not archived.", code: "conflict" });
    const customer = await signUp();
    expect((await customer.client.post(`/api/custom-orders/${order.id}/restore`)).status).toBe(403);
  });

  it("removes an order with no payment for good", async () => {
    const order = await prepared();
    const res = await admin.delete<OrderDeleteJson>(`/api/custom-orders/${order.id}`);
    expect(res.body).toMatchObject({ archived: false, deleted: true });
    expect(await db().select().from(customOrders).where(eq(customOrders.id, order.id))).toHaveLength(0);
    expect((await admin.delete(`/api/custom-orders/${order.id}`)).status).toBe(404);
  });
});

describe("GET /api/custom-orders/:id/history", () => {
  it("is for the checkout token's holder and the admin, not for another customer", async () => {
    const order = await prepared();
    const byToken = await createClient().get<StatusChangeJson[]>(
      `/api/custom-orders/${order.id}/history?token=${order.checkoutToken}`,
    );
    expect(byToken.status).toBe(200);
    expect(byToken.body[0]).toMatchObject({ fromStatus: null, toStatus: "pending" });
    expect((await (await signUp()).client.get(`/api/custom-orders/${order.id}/history`)).status).toBe(404);
    expect((await createClient().get(`/api/custom-orders/${order.id}/history`)).status).toBe(404);
  });
});

describe("the in-hands date in the admin's list and record", () => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  /** Three paid orders by one customer: needed in 90 days, in 40 days, and no date given. */
  async function threeOrders() {
    const customerName = `Event ${randomBytes(4).toString("hex")}`;
    const ids: number[] = [];
    for (const inHandsDate of [day(90), day(40), null]) {
      const order = await prepared({ customerName, inHandsDate });
      await pay(order.id, "deposit", 5000);
      await db().update(customOrders).set({ status: "deposit_paid" }).where(eq(customOrders.id, order.id));
      ids.push(order.id);
    }
    return { customerName, ids };
  }

  it("carries the date to the admin's record of the order", async () => {
    const order = await prepared({ inHandsDate: day(45) });
    const res = await admin.get<CustomOrderJson>(`/api/custom-orders/${order.id}`);
    expect(res.body.inHandsDate).toBe(day(45));
  });

  it("sorts by the soonest in-hands date, orders without one last, and filters by it", async () => {
    const { customerName, ids } = await threeOrders();
    const [later, sooner, undated] = ids;
    const q = encodeURIComponent(customerName);
    const newest = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=${q}`);
    expect(newest.body.map((o) => o.id)).toEqual([undated, sooner, later]);

    const sorted = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=${q}&sort=in-hands`);
    expect(sorted.body.map((o) => [o.id, o.inHandsDate])).toEqual([
      [sooner, day(40)],
      [later, day(90)],
      [undated, null],
    ]);
    expect(sorted.headers.get("X-Total-Count")).toBe("3");

    const byDay = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=${q}&inHandsBy=${day(60)}`);
    expect(byDay.body.map((o) => o.id)).toEqual([sooner]);
    expect(byDay.headers.get("X-Total-Count")).toBe("1");
  });

  it("refuses a sort or a day it does not know", async () => {
    expect((await admin.get("/api/custom-orders?sort=cheapest")).status).toBe(400);
    expect((await admin.get("/api/custom-orders?inHandsBy=tomorrow")).status).toBe(400);
  });
});
