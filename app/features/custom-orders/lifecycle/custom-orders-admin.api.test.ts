import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customOrders, payments } from "../../../../db/schema.ts";
import { createClient, type TestClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import { signInAsAdmin, signUp } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import type {
  OrderDeleteJson,
  OrderRecordJson,
  StatusChangeJson,
} from "../../orders/order-records.schemas.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import type { AdminCustomOrderJson } from "./custom-orders-admin.schemas.ts";

useTestDatabase();

let admin: TestClient;
let adminName: string;
beforeAll(async () => {
  const signedIn = await signInAsAdmin();
  admin = signedIn.client;
  adminName = signedIn.user.username;
});

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
  it("archives a paid order, keeping its ledger and history for the admin", async () => {
    const order = await prepared();
    await pay(order.id, "deposit", 5000);
    const res = await admin.delete<OrderDeleteJson>(`/api/custom-orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ archived: true, deleted: false });
    const list = await admin.get<AdminCustomOrderJson[]>(`/api/custom-orders?q=${order.id}`);
    expect(list.body.map((o) => o.id)).not.toContain(order.id);
    const record = await admin.get<OrderRecordJson>(`/api/custom-orders/${order.id}/record`);
    expect(record.body.payments).toEqual([expect.objectContaining({ kind: "deposit", amount: 50 })]);
    expect(record.body.history.at(-1)).toMatchObject({ changedBy: adminName });
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
