import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema.ts";
import type { TestClient } from "../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { createOrder, recordCartCapture } from "../../../tests/kits/orders-test-kit.ts";
import { signInAsAdmin } from "../../../tests/kits/test-accounts.ts";
import { db } from "../../lib/db.server.ts";
import type { OrderJson } from "./orders.schemas.ts";

// A regular order's customer is e-mailed when the admin marks the order delivered, as they are
// when it ships: through the durable outbox, once.

useTestDatabase();

let admin: TestClient;
beforeAll(async () => {
  admin = (await signInAsAdmin()).client;
});

/** A shipped order paid in full, so nothing about its money stands in the way of delivery. */
async function shippedPaidOrder() {
  const order = await createOrder({ status: "shipped", trackingNumber: "1Z999AA10123456784" });
  await recordCartCapture(order);
  return order;
}

const deliveredMail = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "order-delivered")));

describe("the delivered e-mail of a regular order", () => {
  it("is queued once when a shipped order is marked delivered, with the order and its link", async () => {
    const order = await shippedPaidOrder();
    const res = await admin.put<OrderJson>(`/api/orders/${order.id}/status`, { status: "delivered" });
    expect(res.status, res.text).toBe(200);
    const mail = await deliveredMail(order.customerEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(`order #${order.id} has been delivered`);
    expect(mail[0]!.text).toContain(`Hi ${order.customerName},`);
    expect(mail[0]!.text).toContain(`Order #${order.id} has been delivered.`);
    expect(mail[0]!.text).toContain("/orders/");
    expect(mail[0]!.text).not.toContain("/track-order");

    // Saving the same status again changes nothing and sends nothing.
    expect((await admin.put(`/api/orders/${order.id}/status`, { status: "delivered" })).status).toBe(200);
    expect(await deliveredMail(order.customerEmail)).toHaveLength(1);
  });

  it("is not sent for other steps, nor when delivery is refused", async () => {
    const pending = await createOrder({ status: "pending" });
    expect((await admin.put(`/api/orders/${pending.id}/status`, { status: "processing" })).status).toBe(200);
    expect((await admin.put(`/api/orders/${pending.id}/status`, { status: "delivered" })).status).toBe(409);
    expect(await deliveredMail(pending.customerEmail)).toHaveLength(0);
  });
});
