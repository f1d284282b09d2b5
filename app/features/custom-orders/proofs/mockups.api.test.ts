import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, mailOutbox, mockups, orderLinks } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import {
  latestMail,
  paidOrder,
  proofTokenFromMail,
  uploadMockup,
} from "../../../../tests/kits/proofs-test-kit.ts";
import { newAccount, signUp, useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { HTML_PAGE, imageBytes, PDF_BYTES, SVG_WITH_SCRIPT } from "../../../../tests/kits/upload-fixtures.ts";
import { db } from "../../../lib/db.server.ts";
import type { StatusChangeJson } from "../../orders/order-records.schemas.ts";
import { UPLOAD_MAX_BYTES } from "../../uploads/uploads.schemas.ts";
import {
  DEPOSIT_NOT_PAID,
  DESIGN_FINAL,
  MOCKUP_FILE_MISSING,
  MOCKUP_NOTE_TOO_LONG,
  MOCKUP_UNSUPPORTED,
  type MockupJson,
  ORDER_ARCHIVED,
  ORDER_CANCELLED,
} from "./mockups.schemas.ts";

useTestDatabase();

const adminName = newAccount().username;
const admin = useAdminClient({ username: adminName });

const mockupsOf = (customOrderId: number) =>
  db().select().from(mockups).where(eq(mockups.customOrderId, customOrderId));

const liveProofLinks = (customOrderId: number) =>
  db()
    .select()
    .from(orderLinks)
    .where(
      and(
        eq(orderLinks.customOrderId, customOrderId),
        eq(orderLinks.purpose, "proof"),
        isNull(orderLinks.revokedAt),
      ),
    );

describe("POST /api/custom-orders/:id/mockups", () => {
  it("stores version 1, moves the order to awaiting approval, records it and e-mails the customer", async () => {
    const order = await paidOrder(admin);
    const res = await uploadMockup(admin, order.id, { note: "  Gold outline, as asked  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: 1,
      fileName: "mockup.png",
      contentType: "image/png",
      isPdf: false,
      note: "Gold outline, as asked",
      decision: null,
      customerComment: null,
    });
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const file = await createClient().get(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");

    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe("awaiting_approval");
    const history = await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`);
    expect(history.body.at(-1)).toMatchObject({
      fromStatus: "deposit_paid",
      toStatus: "awaiting_approval",
      changedBy: adminName,
      note: "Mockup v1 sent",
    });

    const mail = await latestMail(order.customerEmail, "mockup-ready");
    expect(mail!.subject).toContain(`order #${order.id}`);
    expect(mail!.text).toMatch(/\/proof\/[A-Za-z0-9_-]{43}/);
    expect(mail!.text).toMatch(/\/orders\/[A-Za-z0-9_-]{43}/);
    expect(mail!.text).toContain("Gold outline, as asked");
    expect(await liveProofLinks(order.id)).toHaveLength(1);
  });

  it("numbers versions, e-mails the same proof link each time and records each one", async () => {
    const order = await paidOrder(admin);
    await uploadMockup(admin, order.id);
    const first = await proofTokenFromMail(order.customerEmail);
    const res = await uploadMockup(admin, order.id, { note: "Version two" });
    expect(res.body.version).toBe(2);
    expect(await proofTokenFromMail(order.customerEmail)).toBe(first);
    const proof = await createClient().get<{ mockups: { version: number }[] }>(`/api/proofs/${first}`);
    expect(proof.status).toBe(200);
    expect(proof.body.mockups.map((m) => m.version)).toEqual([2, 1]);
    expect(await liveProofLinks(order.id)).toHaveLength(1);
    const history = await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`);
    expect(history.body.at(-1)).toMatchObject({
      fromStatus: "awaiting_approval",
      toStatus: "awaiting_approval",
      note: "Mockup v2 sent",
    });
  });

  it("gives concurrent uploads distinct versions and leaves one live proof link", async () => {
    const order = await paidOrder(admin);
    const results = await Promise.all([1, 2, 3, 4].map(() => uploadMockup(admin, order.id)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.version).sort()).toEqual([1, 2, 3, 4]);
    expect(await mockupsOf(order.id)).toHaveLength(4);
    expect(await liveProofLinks(order.id)).toHaveLength(1);
  });

  it("takes JPG, GIF, WEBP and PDF, judged by their bytes", async () => {
    const order = await paidOrder(admin);
    for (const format of ["jpeg", "gif", "webp"] as const) {
      const res = await uploadMockup(admin, order.id, {
        file: { bytes: await imageBytes(format), name: `proof.${format}`, type: "application/octet-stream" },
      });
      expect(res.status).toBe(201);
      expect(res.body.contentType).toBe(`image/${format}`);
    }
    const pdf = await uploadMockup(admin, order.id, {
      file: { bytes: PDF_BYTES, name: "proof.pdf", type: "application/pdf" },
    });
    expect(pdf.body).toMatchObject({ isPdf: true, contentType: "application/pdf", version: 4 });
  });

  it("refuses SVG, HTML named .png, a missing file and more than 10 MB, storing nothing", async () => {
    const order = await paidOrder(admin);
    const refused = [
      { bytes: SVG_WITH_SCRIPT, name: "proof.svg", type: "image/svg+xml" },
      { bytes: HTML_PAGE, name: "proof.png", type: "image/png" },
    ];
    for (const file of refused) {
      const res = await uploadMockup(admin, order.id, { file });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MOCKUP_UNSUPPORTED, code: "invalid" });
    }
    const missing = await admin.post(`/api/custom-orders/${order.id}/mockups`, new FormData());
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: MOCKUP_FILE_MISSING });
    const huge = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    huge.set((await imageBytes("png")).slice(0, 64));
    const tooBig = await uploadMockup(admin, order.id, { file: { bytes: huge, name: "huge.png" } });
    expect(tooBig.status).toBe(413);
    expect(await mockupsOf(order.id)).toHaveLength(0);
    const [row] = await db().select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe("deposit_paid");
  });

  it("refuses a note over 1000 characters", async () => {
    const order = await paidOrder(admin);
    const res = await uploadMockup(admin, order.id, { note: "x".repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MOCKUP_NOTE_TOO_LONG });
    expect(await mockupsOf(order.id)).toHaveLength(0);
  });

  it("refuses guests (401), customers (403) and the order's own customer (403)", async () => {
    const owner = (await signUp()).client;
    const order = await paidOrder(admin, owner);
    expect((await uploadMockup(createClient(), order.id)).status).toBe(401);
    expect((await uploadMockup((await signUp()).client, order.id)).status).toBe(403);
    expect((await uploadMockup(owner, order.id)).status).toBe(403);
    expect(await mockupsOf(order.id)).toHaveLength(0);
  });

  it("refuses unpaid, cancelled, archived and approved orders with their reason", async () => {
    const unpaid = await prepare(createClient(), orderData());
    const pending = await uploadMockup(admin, unpaid.body.id);
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ message: DEPOSIT_NOT_PAID, code: "conflict" });

    const cases = [
      { status: "cancelled", message: ORDER_CANCELLED },
      { status: "approved", message: DESIGN_FINAL },
      { status: "in_production", message: DESIGN_FINAL },
    ];
    for (const c of cases) {
      const order = await paidOrder(admin);
      const moved = await admin.patch(`/api/custom-orders/${order.id}/status`, {
        status: c.status,
        reason: "Balance paid by bank transfer",
      });
      expect(moved.status).toBe(200);
      const res = await uploadMockup(admin, order.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: c.message });
    }

    const archived = await paidOrder(admin);
    await db().update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, archived.id));
    const res = await uploadMockup(admin, archived.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: ORDER_ARCHIVED });
    expect((await uploadMockup(admin, 999_999)).status).toBe(404);
    const sent = await db().select().from(mailOutbox).where(eq(mailOutbox.template, "mockup-ready"));
    expect(sent.map((m) => m.to)).not.toContain(unpaid.body.customerEmail);
  });
});

describe("GET /api/custom-orders/:id/mockups", () => {
  it("lists every version newest first with its file, note and decision", async () => {
    const order = await paidOrder(admin);
    await uploadMockup(admin, order.id, { note: "First idea" });
    await uploadMockup(admin, order.id, {
      file: { bytes: PDF_BYTES, name: "proof.pdf", type: "application/pdf" },
    });
    const res = await admin.get<MockupJson[]>(`/api/custom-orders/${order.id}/mockups`);
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.version, m.isPdf, m.note])).toEqual([
      [2, true, null],
      [1, false, "First idea"],
    ]);
    expect(res.body[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers an order without mockups with an empty list, and 404 for no order", async () => {
    const order = await paidOrder(admin);
    expect((await admin.get(`/api/custom-orders/${order.id}/mockups`)).body).toEqual([]);
    expect((await admin.get("/api/custom-orders/999999/mockups")).status).toBe(404);
  });

  it("is for admins only", async () => {
    const order = await paidOrder(admin);
    expect((await createClient().get(`/api/custom-orders/${order.id}/mockups`)).status).toBe(401);
    expect((await (await signUp()).client.get(`/api/custom-orders/${order.id}/mockups`)).status).toBe(403);
  });
});
