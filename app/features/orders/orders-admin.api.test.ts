import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orderStatusHistory, orders, payments } from "../../../db/schema.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { newAccount, signUp, useAdminClient } from "../../../tests/kits/test-accounts.ts";
import {
  SHIPPED_WITH_TRACKING,
  TRACKING_NUMBER,
  TRACKING_URL,
  TYPED_TRACKING,
} from "../../../tests/kits/tracking-fixtures.ts";
import { db } from "../../lib/db.server.ts";
import type { OrderDeleteJson, OrderRecordJson, StatusChangeJson } from "./order-records.schemas.ts";
import type { OrderJson } from "./orders.schemas.ts";

useTestDatabase();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

async function pay(orderId: number, status: "completed" | "declined" = "completed") {
  await db()
    .insert(payments)
    .values({
      kind: "cart",
      status,
      amountCents: 4200,
      orderId,
      providerCaptureId: randomBytes(6).toString("hex"),
    });
}

const historyRows = (orderId: number) =>
  db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

describe("PUT /api/orders/:id/status", () => {
  it("changes the status and records from, to and who", async () => {
    const order = await createOrder({ status: "pending" });
    const res = await admin.put<OrderJson>(`/api/orders/${order.id}/status`, { status: "processing" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: "processing" });
    const history = await admin.get<StatusChangeJson[]>(`/api/orders/${order.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({ fromStatus: "pending", toStatus: "processing", changedBy: adminName }),
    ]);
  });

  it("marks delivered only a shipped order", async () => {
    const pending = await createOrder({ status: "in_production" });
    const refused = await admin.put(`/api/orders/${pending.id}/status`, { status: "delivered" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: "Only a shipped order can be marked delivered." });
    expect(await historyRows(pending.id)).toHaveLength(0);

    const shipped = await createOrder({ status: "shipped" });
    await pay(shipped.id);
    const ok = await admin.put<OrderJson>(`/api/orders/${shipped.id}/status`, { status: "delivered" });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("delivered");
  });

  it("refuses an unknown status, payment_pending and a missing order", async () => {
    const order = await createOrder();
    for (const status of ["lost", "payment_pending", undefined]) {
      const res = await admin.put(`/api/orders/${order.id}/status`, { status });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Choose one of the order statuses" });
    }
    expect((await admin.put("/api/orders/999999/status", { status: "processing" })).status).toBe(404);
  });
});

describe("PUT /api/orders/:id/tracking", () => {
  it("ships a pending order, records it and e-mails the number and link", async () => {
    const order = await createOrder({ status: "processing" });
    await pay(order.id);
    const res = await admin.put<OrderJson>(`/api/orders/${order.id}/tracking`, TYPED_TRACKING);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(SHIPPED_WITH_TRACKING);
    const [change] = await historyRows(order.id);
    expect(change).toMatchObject({ fromStatus: "processing", toStatus: "shipped" });
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.customerEmail), eq(mailOutbox.template, "order-shipped")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(`#${order.id} has shipped`);
    expect(mail[0]!.text).toContain(TRACKING_NUMBER);
    expect(mail[0]!.html).toContain(TRACKING_URL);
  });

  it("keeps a shipped order shipped, and the URL is optional", async () => {
    const order = await createOrder({ status: "shipped", trackingNumber: "OLD1" });
    const res = await admin.put<OrderJson>(`/api/orders/${order.id}/tracking`, { trackingNumber: "NEW2" });
    expect(res.body).toMatchObject({ status: "shipped", trackingNumber: "NEW2", trackingUrl: null });
    expect(await historyRows(order.id)).toHaveLength(0);
  });

  it("answers the form's messages for a blank number and a bad URL", async () => {
    const order = await createOrder();
    for (const trackingNumber of ["   ", undefined]) {
      const res = await admin.put(`/api/orders/${order.id}/tracking`, { trackingNumber });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Tracking number is required." });
    }
    for (const trackingUrl of ["not a url", "javascript:alert(1)", "ftp://example.com/x"]) {
      const res = await admin.put(`/api/orders/${order.id}/tracking`, { trackingNumber: "1Z", trackingUrl });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Tracking URL must be a valid http or https URL." });
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "pending", trackingNumber: null });
  });

  it("refuses to ship a cancelled order", async () => {
    const order = await createOrder({ status: "cancelled" });
    const res = await admin.put(`/api/orders/${order.id}/tracking`, { trackingNumber: "1Z" });
    expect(res.status).toBe(409);
  });
});

describe("DELETE /api/orders/:id", () => {
  it("refuses a paid order that has not shipped, asking to refund or cancel it first", async () => {
    for (const status of ["pending", "processing", "in_production"] as const) {
      const order = await createOrder({ status });
      await pay(order.id);
      const res = await admin.delete(`/api/orders/${order.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: `Order #${order.id} is paid and has not shipped. Refund or cancel it first; it can be archived after that.`,
        code: "conflict",
        reason: "paid_not_shipped",
      });
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.archivedAt).toBeNull();
      expect(await historyRows(order.id)).toHaveLength(0);
    }
  });

  it("archives a paid order once it is refunded in full or cancelled", async () => {
    const refunded = await createOrder({ status: "processing" });
    await pay(refunded.id);
    const [capture] = await db().select().from(payments).where(eq(payments.orderId, refunded.id));
    await db()
      .insert(payments)
      .values({
        kind: "refund",
        status: "completed",
        amountCents: 4200,
        orderId: refunded.id,
        refundOfPaymentId: capture!.id,
        providerRefundId: randomBytes(6).toString("hex"),
      });
    expect((await admin.delete<OrderDeleteJson>(`/api/orders/${refunded.id}`)).body).toMatchObject({
      archived: true,
    });
    const cancelled = await createOrder({ status: "cancelled" });
    await pay(cancelled.id);
    expect((await admin.delete<OrderDeleteJson>(`/api/orders/${cancelled.id}`)).body).toMatchObject({
      archived: true,
    });
  });

  it("archives a shipped order with a payment, keeping its ledger and history", async () => {
    const order = await createOrder({ status: "shipped" });
    await pay(order.id);
    const res = await admin.delete<OrderDeleteJson>(`/api/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: false, archived: true });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
    const list = await admin.get<OrderJson[]>(`/api/orders?q=${order.id}`);
    expect(list.body.map((o) => o.id)).not.toContain(order.id);
    const record = await admin.get<OrderRecordJson>(`/api/orders/${order.id}/record`);
    expect(record.body.payments).toEqual([
      expect.objectContaining({ kind: "cart", status: "completed", amount: 42 }),
    ]);
    expect(record.body.history).toEqual([expect.objectContaining({ changedBy: adminName })]);
    expect((await admin.delete(`/api/orders/${order.id}`)).status).toBe(404);
  });

  it("removes for good an order with no payment (a declined attempt is none)", async () => {
    const order = await createOrder();
    await pay(order.id, "declined");
    const res = await admin.delete<OrderDeleteJson>(`/api/orders/${order.id}`);
    expect(res.body).toMatchObject({ deleted: true, archived: false });
    expect(await db().select().from(orders).where(eq(orders.id, order.id))).toHaveLength(0);
  });
});

describe("the archive: GET /api/orders?archived=true, POST /api/orders/:id/restore", () => {
  it("lists archived orders apart from the live ones and restores one, recorded", async () => {
    const order = await createOrder({ status: "delivered" });
    await pay(order.id);
    const live = await createOrder({ customerEmail: order.customerEmail });
    expect((await admin.delete(`/api/orders/${order.id}`)).status).toBe(200);

    const archived = await admin.get<OrderJson[]>(`/api/orders?archived=true&q=${order.customerEmail}`);
    expect(archived.status).toBe(200);
    expect(archived.body.map((o) => o.id)).toEqual([order.id]);
    expect(archived.headers.get("x-total-count")).toBe("1");
    const listed = await admin.get<OrderJson[]>(`/api/orders?q=${order.customerEmail}`);
    expect(listed.body.map((o) => o.id)).toEqual([live.id]);
    const everyArchived = await admin.get<OrderJson[]>("/api/orders?archived=true");
    expect(everyArchived.body.map((o) => o.id)).toContain(order.id);
    expect(everyArchived.body.map((o) => o.id)).not.toContain(live.id);

    const restored = await admin.post<OrderJson>(`/api/orders/${order.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: order.id, status: "delivered" });
    const after = await admin.get<OrderJson[]>(`/api/orders?q=${order.customerEmail}`);
    expect(after.body.map((o) => o.id).sort()).toEqual([order.id, live.id].sort());
    expect((await admin.get<OrderJson[]>(`/api/orders?archived=true&q=${order.customerEmail}`)).body).toEqual(
      [],
    );
    const history = await admin.get<StatusChangeJson[]>(`/api/orders/${order.id}/history`);
    expect(history.body.map((h) => [h.note, h.changedBy])).toEqual([
      ["Archived by an admin", adminName],
      ["Restored from the archive by an admin", adminName],
    ]);

    const again = await admin.post(`/api/orders/${order.id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This order is not archived.", code: "conflict" });
    expect((await admin.post("/api/orders/999999/restore")).status).toBe(404);
    expect((await admin.get("/api/orders?archived=maybe")).status).toBe(400);
  });

  it("is the admin's alone", async () => {
    const order = await createOrder({ status: "shipped" });
    await pay(order.id);
    await admin.delete(`/api/orders/${order.id}`);
    const customer = await signUp();
    expect((await customer.client.post(`/api/orders/${order.id}/restore`)).status).toBe(403);
    expect((await createClient().post(`/api/orders/${order.id}/restore`)).status).toBe(401);
    const mine = await customer.client.get<OrderJson[]>("/api/orders?archived=true");
    expect(mine.body.map((o) => o.id)).not.toContain(order.id);
  });
});

describe("GET /api/orders/:id/history", () => {
  it("is the owner's and the admin's, nobody else's", async () => {
    const owner = await signUp();
    const order = await createOrder({ userId: owner.user.id, customerEmail: owner.account.email });
    await admin.put(`/api/orders/${order.id}/status`, { status: "processing" });
    const mine = await owner.client.get<StatusChangeJson[]>(`/api/orders/${order.id}/history`);
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect((await (await signUp()).client.get(`/api/orders/${order.id}/history`)).status).toBe(404);
    expect((await createClient().get(`/api/orders/${order.id}/history`)).status).toBe(404);
  });
});
