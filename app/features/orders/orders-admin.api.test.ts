import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orderStatusHistory, orders, payments } from "../../../db/schema.ts";
import { createClient, type TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder } from "../../../tests/kits/orders-test-kit.ts";
import { signInAsAdmin, signUp } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { OrderDeleteJson, OrderRecordJson, StatusChangeJson } from "./order-records.schemas.ts";
import type { OrderJson } from "./orders.schemas.ts";

useTestDatabase();

let admin: TestClient;
let adminName: string;
beforeAll(async () => {
  const signedIn = await signInAsAdmin();
  admin = signedIn.client;
  adminName = signedIn.user.username;
});

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
    const res = await admin.put<OrderJson>(`/api/orders/${order.id}/tracking`, {
      trackingNumber: "  1Z999AA10123456784 ",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "shipped",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    const [change] = await historyRows(order.id);
    expect(change).toMatchObject({ fromStatus: "processing", toStatus: "shipped" });
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.customerEmail), eq(mailOutbox.template, "order-shipped")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(`#${order.id} has shipped`);
    expect(mail[0]!.text).toContain("1Z999AA10123456784");
    expect(mail[0]!.html).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
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
  it("archives an order with a payment, keeping its ledger and history", async () => {
    const order = await createOrder({ status: "processing" });
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
