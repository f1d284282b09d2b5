import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customOrders, mailOutbox, mockups, orderLinks } from "../../../../db/schema.ts";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { orderData, prepare } from "../../../../tests/kits/custom-orders-test-kit.ts";
import {
  latestMail,
  orderWithProof,
  proofTokenFromMail,
  uploadMockup,
} from "../../../../tests/kits/proofs-test-kit.ts";
import { useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import { db } from "../../../lib/db.server.ts";
import { env } from "../../../lib/env.server.ts";
import type { StatusChangeJson } from "../../orders/order-records.schemas.ts";
import { isOrderLink } from "../order-links.server.ts";
import {
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  PROOF_NOT_AWAITING,
  PROOF_NOT_FOUND,
  type ProofApprovalJson,
  type ProofChangesJson,
  type ProofJson,
} from "./mockups.schemas.ts";

useTestDatabase();

const admin = useAdminClient();

const balanceLinks = (customOrderId: number) =>
  db()
    .select()
    .from(orderLinks)
    .where(and(eq(orderLinks.customOrderId, customOrderId), eq(orderLinks.purpose, "balance")));

const statusOf = async (id: number) =>
  (await db().select().from(customOrders).where(eq(customOrders.id, id)))[0]!.status;

const approve = (token: string, client = createClient()) =>
  client.post<ProofApprovalJson & { message?: string }>(`/api/proofs/${token}/approve`);

const requestChanges = (token: string, body: unknown, client = createClient()) =>
  client.post<ProofChangesJson & { message?: string }>(`/api/proofs/${token}/request-changes`, body);

describe("GET /api/proofs/:token", () => {
  it("shows the order in short and every version, newest first, with what can be done", async () => {
    const { order, token } = await orderWithProof(admin);
    await uploadMockup(admin, order.id, { note: "Second try" });
    // The first e-mail's link is the order's one proof link: it shows the newest version.
    expect(await proofTokenFromMail(order.customerEmail)).toBe(token);
    const res = await createClient().get<ProofJson>(`/api/proofs/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.order).toEqual({
      id: order.id,
      customerName: order.customerName,
      quantity: 100,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: "just-pins",
      rushOrder: false,
      status: "awaiting_approval",
      totalPrice: 500,
      shippingAmount: 0,
      taxAmount: 0,
      grandTotal: 500,
      depositAmount: 50,
      remainingBalance: 450,
    });
    expect(res.body.mockups.map((m) => [m.version, m.note])).toEqual([
      [2, "Second try"],
      [1, "Gold outline as requested"],
    ]);
    expect(res.body).toMatchObject({ canApprove: true, canRequestChanges: true });
    expect(JSON.stringify(res.body)).not.toContain(order.customerEmail);
  });

  it("answers unknown, malformed, replaced and other-purpose tokens with one 404", async () => {
    const prepared = await prepare(createClient(), orderData());
    const viewToken = prepared.body.checkoutToken;
    for (const token of ["x".repeat(43), "nope", "a".repeat(300), viewToken]) {
      const res = await createClient().get(`/api/proofs/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: PROOF_NOT_FOUND, code: "not_found" });
      expect((await approve(token)).status).toBe(404);
      expect((await requestChanges(token, { comment: "Bigger" })).status).toBe(404);
    }
  });

  it("shows each order only through its own token", async () => {
    const a = await orderWithProof(admin);
    const b = await orderWithProof(admin);
    const seenA = await createClient().get<ProofJson>(`/api/proofs/${a.token}`);
    const seenB = await createClient().get<ProofJson>(`/api/proofs/${b.token}`);
    expect(seenA.body.order.id).toBe(a.order.id);
    expect(seenB.body.order.id).toBe(b.order.id);
    expect(seenA.body.mockups.map((m) => m.id)).toEqual([a.mockup.id]);
    await approve(b.token);
    expect(await statusOf(a.order.id)).toBe("awaiting_approval");
  });

  it("hides an archived order", async () => {
    const { order, token } = await orderWithProof(admin);
    await db().update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, order.id));
    expect((await createClient().get(`/api/proofs/${token}`)).status).toBe(404);
  });
});

describe("POST /api/proofs/:token/approve", () => {
  it("approves the latest mockup, records it and issues the balance link", async () => {
    const { order, mockup, token } = await orderWithProof(admin);
    const res = await approve(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "approved", version: 1, alreadyApproved: false });
    const balanceToken = res.body.balancePaymentPath!.match(/^\/balance-payment\/([A-Za-z0-9_-]{43})$/)![1]!;
    expect(await isOrderLink(balanceToken, order.id, "balance")).toBe(true);
    // issueBalanceLink e-mails the same link to the customer.
    const mail = await latestMail(order.customerEmail, "balance-link");
    expect(mail!.text).toContain(`${env().publicUrl}${res.body.balancePaymentPath}`);

    expect(await statusOf(order.id)).toBe("approved");
    const [row] = await db().select().from(mockups).where(eq(mockups.id, mockup.id));
    expect(row).toMatchObject({ decision: "approved", customerComment: null });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const history = await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`);
    expect(history.body.at(-1)).toMatchObject({
      fromStatus: "awaiting_approval",
      toStatus: "approved",
      changedBy: null,
      note: "Mockup v1 approved by the customer",
    });

    const proof = await createClient().get<ProofJson>(`/api/proofs/${token}`);
    expect(proof.body).toMatchObject({ canApprove: false, canRequestChanges: false });
    expect(proof.body.order.status).toBe("approved");
    expect(proof.body.mockups[0]!.decision).toBe("approved");
  });

  it("is idempotent: a repeat answers the approved state and issues no second link", async () => {
    const { order, token } = await orderWithProof(admin);
    const first = await approve(token);
    const again = await approve(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      status: "approved",
      version: 1,
      alreadyApproved: true,
      balancePaymentPath: null,
      refunded: 0,
    });
    const links = await balanceLinks(order.id);
    expect(links).toHaveLength(1);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.customerEmail), eq(mailOutbox.template, "balance-link")));
    expect(mails).toHaveLength(1);
    const firstToken = first.body.balancePaymentPath!.split("/").pop()!;
    expect(await isOrderLink(firstToken, order.id, "balance")).toBe(true);
  });

  it("lets only one of two simultaneous approvals issue the balance link", async () => {
    const { order, token } = await orderWithProof(admin);
    const answers = await Promise.all([approve(token), approve(token), approve(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.balancePaymentPath !== null)).toHaveLength(1);
    expect(await balanceLinks(order.id)).toHaveLength(1);
  });

  it("refuses with 409 when the mockup is not waiting for an answer", async () => {
    const { order, token } = await orderWithProof(admin);
    await requestChanges(token, { comment: "Make the flag red" });
    const res = await approve(token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: PROOF_NOT_AWAITING, code: "conflict" });
    expect(await statusOf(order.id)).toBe("design_in_progress");
    expect(await balanceLinks(order.id)).toHaveLength(0);

    // The admin moved the order on by hand: the proof can no longer be answered.
    const moved = await orderWithProof(admin);
    const reason = "Paid by bank transfer";
    await admin.patch(`/api/custom-orders/${moved.order.id}/status`, { status: "in_production", reason });
    expect((await approve(moved.token)).status).toBe(409);
    expect((await requestChanges(moved.token, { comment: "Red" })).status).toBe(409);
    expect(await balanceLinks(moved.order.id)).toHaveLength(0);
  });
});

describe("POST /api/proofs/:token/request-changes", () => {
  it("records the comment, moves the order back to design and e-mails the owner", async () => {
    const { order, mockup, token } = await orderWithProof(admin);
    const comment = "Please make the flag red.\nAnd <b>bigger</b> <script>alert(1)</script>";
    const res = await requestChanges(token, { comment: `  ${comment}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "design_in_progress", version: 1 });
    expect(await statusOf(order.id)).toBe("design_in_progress");
    const [row] = await db().select().from(mockups).where(eq(mockups.id, mockup.id));
    expect(row).toMatchObject({ decision: "changes_requested", customerComment: comment });

    const history = await admin.get<StatusChangeJson[]>(`/api/custom-orders/${order.id}/history`);
    expect(history.body.at(-1)).toMatchObject({
      fromStatus: "awaiting_approval",
      toStatus: "design_in_progress",
      note: comment,
    });

    const owner = env().ADMIN_EMAIL ?? env().SUPPORT_EMAIL;
    const mail = await latestMail(owner, "mockup-changes-requested");
    expect(mail!.subject).toBe(`Changes requested on order #${order.id} (mockup v1)`);
    expect(mail!.text).toContain("Please make the flag red.");
    expect(mail!.text).toContain(`${env().publicUrl}/admin`);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");

    const proof = await createClient().get<ProofJson>(`/api/proofs/${token}`);
    expect(proof.body.mockups[0]).toMatchObject({ decision: "changes_requested", customerComment: comment });
    expect(proof.body.canApprove).toBe(false);
    expect((await requestChanges(token, { comment: "Again" })).status).toBe(409);
  });

  it("requires a comment of 1 to 2000 characters", async () => {
    const { order, token } = await orderWithProof(admin);
    for (const body of [{}, { comment: "" }, { comment: "  \n " }, { comment: 7 }]) {
      const res = await requestChanges(token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: COMMENT_REQUIRED });
    }
    const long = await requestChanges(token, { comment: "x".repeat(2001) });
    expect(long.body).toMatchObject({ message: COMMENT_TOO_LONG });
    expect((await requestChanges(token, { comment: "Fine", status: "approved" })).status).toBe(400);
    expect(await statusOf(order.id)).toBe("awaiting_approval");
  });

  it("is followed by a new version the customer can approve", async () => {
    const { order, token } = await orderWithProof(admin);
    await requestChanges(token, { comment: "Thinner border" });
    await uploadMockup(admin, order.id, { note: "Thinner border" });
    const next = await proofTokenFromMail(order.customerEmail);
    const proof = await createClient().get<ProofJson>(`/api/proofs/${next}`);
    expect(proof.body.mockups.map((m) => [m.version, m.decision])).toEqual([
      [2, null],
      [1, "changes_requested"],
    ]);
    const res = await approve(next);
    expect(res.body).toMatchObject({ status: "approved", version: 2 });
  });
});

describe("rate limits", () => {
  it("slows down an address that keeps answering proofs", async () => {
    const client = createClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await approve("x".repeat(43), client)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
