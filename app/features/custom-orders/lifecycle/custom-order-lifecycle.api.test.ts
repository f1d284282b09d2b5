import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import {
  lifecycleMails,
  orderPageToken,
  preparedOrder,
  recordCaptures,
} from "../../../../tests/kits/lifecycle-test-kit.ts";
import { newAccount, signUp, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import {
  SHIPPED_WITH_TRACKING,
  TRACKING_NUMBER,
  TRACKING_URL,
  TYPED_TRACKING,
} from "../../../../tests/kits/tracking-fixtures.ts";
import { db } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import type { StatusChangeJson } from "../../orders/order-records.schemas.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";
import { createOrderLink, isOrderLink } from "../order-links.server.ts";
import { TRACKING_NOT_SHIPPABLE } from "./custom-order-lifecycle.schemas.ts";

useTestDatabase();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

const setStatus = (id: number, status: string, note?: string, reason?: string) =>
  admin.patch<CustomOrderJson>(`/api/custom-orders/${id}/status`, {
    status,
    ...(note ? { note } : {}),
    ...(reason ? { reason } : {}),
  });
const setTracking = (id: number, body: Record<string, unknown>) =>
  admin.put<CustomOrderJson & { message?: string; code?: string }>(`/api/custom-orders/${id}/tracking`, body);
const historyOf = async (id: number) =>
  (await admin.get<StatusChangeJson[]>(`/api/custom-orders/${id}/history`)).body;

/**
 * An order whose deposit is paid, as the admin sees it after the capture (no e-mail yet), with
 * the balance in the ledger too, so every later step is one the money allows.
 */
async function paidOrder() {
  const order = await preparedOrder();
  await recordCaptures(order.id);
  await setStatus(order.id, "deposit_paid");
  return order;
}

/**
 * An order the admin marked `deposit_paid` with nothing in its ledger (confirmed with a reason,
 * as no deposit was received): cancelling it keeps no money.
 */
async function unpaidDepositPaid() {
  const order = await preparedOrder();
  await setStatus(order.id, "deposit_paid", undefined, "Deposit paid by bank transfer");
  return order;
}

describe("the status select", () => {
  it("records every change with from, to, who, when and note; the same status twice records once", async () => {
    const order = await paidOrder();
    for (const status of ["design_in_progress", "mockup_sent", "approved", "approved", "balance_paid"]) {
      expect((await setStatus(order.id, status, `to ${status}`)).status).toBe(200);
    }
    const history = await historyOf(order.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy, h.note])).toEqual([
      [null, "pending", null, "Order prepared for checkout"],
      ["pending", "deposit_paid", adminName, null],
      ["deposit_paid", "design_in_progress", adminName, "to design_in_progress"],
      ["design_in_progress", "awaiting_approval", adminName, "to mockup_sent"],
      ["awaiting_approval", "approved", adminName, "to approved"],
      ["approved", "balance_paid", adminName, "to balance_paid"],
    ]);
    for (const h of history) expect(Date.parse(h.createdAt)).not.toBeNaN();
  });

  it("refuses unknown statuses and unknown fields with 400", async () => {
    const order = await paidOrder();
    for (const body of [{ status: "mockup" }, { status: "" }, { status: "shipped", by: 1 }, {}]) {
      const res = await admin.patch(`/api/custom-orders/${order.id}/status`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid", message: expect.any(String) });
    }
  });
});

describe("lifecycle e-mails", () => {
  it("e-mails in production, shipped and delivered once each, with a working link to the order", async () => {
    const order = await paidOrder();
    await setStatus(order.id, "in_production");
    await setStatus(order.id, "balance_paid");
    await setStatus(order.id, "in_production");
    await setStatus(order.id, "shipped");
    await setStatus(order.id, "delivered");
    await setStatus(order.id, "delivered");

    const mails = await lifecycleMails(order.customerEmail);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${order.id} is in production - Fairway Pin Co.`,
      `Order #${order.id} has shipped - Fairway Pin Co.`,
      `Order #${order.id} has been delivered - Fairway Pin Co.`,
    ]);
    expect(mails[1]!.text).toContain("We will send the tracking number as soon as");
    for (const mail of mails) {
      expect(mail.text).toContain(`${env().publicUrl}/orders/`);
      const token = orderPageToken(mail.text)!;
      const page = await createClient().get<CustomOrderJson>(`/api/order-links/${token}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ id: order.id, status: "delivered" });
    }
  });

  it("sends nothing for the steps before production", async () => {
    const order = await paidOrder();
    for (const status of ["design_in_progress", "awaiting_approval", "approved", "balance_paid"]) {
      await setStatus(order.id, status);
    }
    expect(await lifecycleMails(order.customerEmail)).toEqual([]);
  });

  it("a cancelled order's customer is told once, and its balance and proof links stop working", async () => {
    const order = await unpaidDepositPaid();
    const [balance, proof] = await db().transaction(async (tx) => [
      await createOrderLink(tx, order.id, "balance"),
      await createOrderLink(tx, order.id, "proof"),
    ]);
    await setStatus(order.id, "cancelled");
    expect((await setStatus(order.id, "approved", undefined, "Reopened for a test")).status).toBe(200);
    await setStatus(order.id, "cancelled");
    const mails = await lifecycleMails(order.customerEmail);
    expect(mails.map((m) => m.subject)).toEqual([`Order #${order.id} has been cancelled - Fairway Pin Co.`]);
    expect(await isOrderLink(balance, order.id, "balance")).toBe(false);
    expect(await isOrderLink(proof, order.id, "proof")).toBe(false);
    expect(await isOrderLink(order.checkoutToken, order.id, "view")).toBe(true);
  });
});

describe("PUT /api/custom-orders/:id/tracking", () => {
  it("ships the order, records who did it and e-mails the tracking number and link", async () => {
    const order = await paidOrder();
    await setStatus(order.id, "in_production");
    const res = await setTracking(order.id, TYPED_TRACKING);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(SHIPPED_WITH_TRACKING);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "in_production",
      toStatus: "shipped",
      changedBy: adminName,
      note: `Tracking number ${TRACKING_NUMBER}`,
    });
    const shipped = (await lifecycleMails(order.customerEmail)).at(-1)!;
    expect(shipped.subject).toBe(`Order #${order.id} has shipped - Fairway Pin Co.`);
    expect(shipped.text).toContain(TRACKING_NUMBER);
    expect(shipped.html).toContain(`href="${TRACKING_URL}"`);
    expect(orderPageToken(shipped.text)).toBeDefined();
  });

  it("e-mails again only for a tracking number the customer has not had", async () => {
    const order = await paidOrder();
    await setTracking(order.id, { trackingNumber: "TRACK-1" });
    await setTracking(order.id, {
      trackingNumber: "TRACK-1",
      trackingUrl: "https://carrier.example/TRACK-1",
    });
    await setStatus(order.id, "in_production");
    await setStatus(order.id, "shipped");
    await setTracking(order.id, { trackingNumber: "TRACK-2" });
    const texts = (await lifecycleMails(order.customerEmail)).map((m) => m.subject + m.text);
    expect(texts.filter((t) => t.includes("has shipped"))).toHaveLength(2);
    expect(texts.some((t) => t.includes("TRACK-2"))).toBe(true);
    expect(texts.filter((t) => t.includes("in production"))).toHaveLength(1);
  });

  it("after shipping without a number, the number follows in its own e-mail", async () => {
    const order = await paidOrder();
    await setStatus(order.id, "shipped");
    await setTracking(order.id, { trackingNumber: "LATE-42" });
    const mails = await lifecycleMails(order.customerEmail);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).not.toContain("LATE-42");
    expect(mails[1]!.text).toContain("LATE-42");
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row).toMatchObject({ status: "shipped", trackingNumber: "LATE-42", trackingUrl: null });
  });

  it("corrects the tracking of a delivered order quietly", async () => {
    const order = await paidOrder();
    await setTracking(order.id, { trackingNumber: "FIRST" });
    await setStatus(order.id, "delivered");
    const res = await setTracking(order.id, { trackingNumber: "CORRECTED" });
    expect(res.body).toMatchObject({ status: "delivered", trackingNumber: "CORRECTED" });
    const subjects = (await lifecycleMails(order.customerEmail)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes("has shipped"))).toHaveLength(1);
  });

  it("validates like the regular orders' form", async () => {
    const order = await paidOrder();
    for (const body of [{}, { trackingNumber: "   " }, { trackingNumber: "" }]) {
      const res = await setTracking(order.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Tracking number is required.");
    }
    for (const trackingUrl of ["not a url", "javascript:alert(1)", "ftp://carrier.example/x"]) {
      const res = await setTracking(order.id, { trackingNumber: "X1", trackingUrl });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Tracking URL must be a valid http or https URL.");
    }
    expect((await setTracking(order.id, { trackingNumber: "X1", status: "shipped" })).status).toBe(400);
  });

  it("refuses an unpaid or cancelled order (409) and a missing one (404)", async () => {
    const unpaid = await preparedOrder();
    const refused = await setTracking(unpaid.id, { trackingNumber: "X1" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TRACKING_NOT_SHIPPABLE);
    const cancelled = await unpaidDepositPaid();
    await setStatus(cancelled.id, "cancelled");
    expect((await setTracking(cancelled.id, { trackingNumber: "X1" })).status).toBe(409);
    expect((await setTracking(999_999, { trackingNumber: "X1" })).status).toBe(404);
  });

  it("is for admins only", async () => {
    const order = await paidOrder();
    const customer = (await signUp()).client;
    expect(
      (await customer.put(`/api/custom-orders/${order.id}/tracking`, { trackingNumber: "X" })).status,
    ).toBe(403);
    expect(
      (await createClient().put(`/api/custom-orders/${order.id}/tracking`, { trackingNumber: "X" })).status,
    ).toBe(401);
  });
});
