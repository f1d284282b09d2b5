// The customer's side of a mockup: the private `/proof/{token}` link shows the order
// and every mockup version; the customer approves the latest (the order moves to `approved` and
// the balance link is issued and e-mailed) or asks for changes (back to `design_in_progress`,
// the owner is e-mailed). A token that is unknown, replaced or of another purpose is one 404; one
// past its life answers 410 saying how to get a new one.
import { eq } from "drizzle-orm";
import { customOrders, mockups } from "../../../../db/schema.ts";
import { recordAudit } from "../../../lib/audit.server.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db, type Executor, type Tx } from "../../../lib/db.server.ts";
import { conflict, gone, notFound } from "../../../lib/errors.server.ts";
import { centsToDollars } from "../../../lib/money.ts";
import { BY_CUSTOMER, byAdmin, recordStatusChange } from "../../orders/index.server.ts";
import { sendStartedRefunds } from "../../payments/index.server.ts";
import { balanceFigures, balancePaymentPath, issueBalanceLink } from "../balance/index.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { type CustomOrder, findViewableOrder, type OrderViewer } from "../custom-orders.server.ts";
import { owedCents } from "../order-charges.ts";
import { findIssuedOrderLink, isNewestOrderLink, liveLink, replaceLink } from "../order-links.server.ts";
import {
  queueApprovedNotice,
  queueChangesRequestedMail,
  queueMockupReadyMail,
} from "./mockup-mails.server.ts";
import {
  APPROVED_OR_LATER,
  NO_MOCKUP_YET,
  PROOF_LINK_ARCHIVED,
  PROOF_LINK_CANCELLED,
  PROOF_LINK_EXPIRED,
  PROOF_LINK_REPLACED_NOTE,
  PROOF_NOT_AWAITING,
  PROOF_NOT_FOUND,
  type ProofApprovalJson,
  type ProofChangesJson,
  type ProofJson,
  type ProofLinkJson,
  proofPath,
  type RequestChanges,
} from "./mockups.schemas.ts";
import { listMockupsOf, type Mockup, toMockupJson } from "./mockups.server.ts";
import { type AppliedRequote, applyRequote, proofQuoteOf, requoteNote } from "./requote.server.ts";

/**
 * The order a live proof token names (locked when asked), or the one 404 (410 when expired).
 * A cancelled order's last proof link (cancelling ended it) still names the order, whose page
 * says it was cancelled and offers nothing to answer; a link replaced before stays unknown.
 */
async function proofOrder(tx: Executor, token: string, lock = false): Promise<CustomOrder> {
  const link = await findIssuedOrderLink(token, "proof", tx);
  if (!link) throw notFound(PROOF_NOT_FOUND);
  const query = tx.select().from(customOrders).where(eq(customOrders.id, link.customOrderId));
  const [order] = lock ? await query.for("update") : await query;
  if (!order || order.archivedAt) throw notFound(PROOF_NOT_FOUND);
  if (
    order.status === "cancelled" &&
    (link.revokedAt === null || (await isNewestOrderLink(tx, link, "proof")))
  )
    return order;
  if (link.revokedAt !== null) throw notFound(PROOF_NOT_FOUND);
  if (link.expired) throw gone(PROOF_LINK_EXPIRED);
  return order;
}

/** The customer may answer only the newest version, only while the order waits for them. */
const isAwaitingAnswer = (order: CustomOrder, latest: Mockup | undefined): latest is Mockup =>
  order.status === "awaiting_approval" && latest !== undefined && latest.decision === null;

/** `GET /api/proofs/{token}`. */
export async function getProof(token: string): Promise<ProofJson> {
  const order = await proofOrder(db(), token);
  const versions = await listMockupsOf(order.id);
  const open = isAwaitingAnswer(order, versions[0]);
  const depositPaid = order.depositCents + order.depositTaxCents;
  return {
    order: {
      id: order.id,
      customerName: order.customerName,
      quantity: order.quantity,
      size: order.size,
      plating: order.plating,
      pinBack: order.pinBack,
      packaging: order.packaging.join(","),
      rushOrder: order.rushOrder,
      status: order.status,
      totalPrice: centsToDollars(order.totalCents),
      shippingAmount: centsToDollars(order.shippingCents),
      taxAmount: centsToDollars(order.taxCents),
      grandTotal: centsToDollars(owedCents(order)),
      depositAmount: centsToDollars(depositPaid),
      remainingBalance: centsToDollars(owedCents(order) - depositPaid),
    },
    mockups: versions.map(toMockupJson),
    quote: versions[0]?.requote ? await proofQuoteOf(order, versions[0].requote, db()) : null,
    canApprove: open,
    canRequestChanges: open,
  };
}

async function decide(tx: Tx, mockup: Mockup, decision: Mockup["decision"], comment: string | null = null) {
  await tx
    .update(mockups)
    .set({ decision, customerComment: comment, decidedAt: new Date() })
    .where(eq(mockups.id, mockup.id));
}

/**
 * `POST /api/proofs/{token}/approve`. Idempotent: a repeat (or a second tab) answers the
 * approved state and sends nothing again; the balance path (the order's one live balance link,
 * also in the approval e-mail) is answered only by the call that approved. Approving a version
 * that carries a re-quote approves its price: the order takes the new options and figures in
 * this transaction, and a refund of what was paid above the new total is started in it and sent
 * once it commits (docs/decisions/019-requote-at-the-proof.md).
 */
export async function approveProof(token: string): Promise<ProofApprovalJson> {
  const { answer, refundIds } = await db().transaction(async (tx) => {
    const order = await proofOrder(tx, token, true);
    const [latest] = await listMockupsOf(order.id, tx);
    if (latest?.decision === "approved" && APPROVED_OR_LATER.includes(order.status)) {
      const answer: ProofApprovalJson = {
        status: order.status,
        version: latest.version,
        alreadyApproved: true,
        balancePaymentPath: null,
        refunded: 0,
      };
      return { answer, refundIds: [] };
    }
    if (!isAwaitingAnswer(order, latest)) throw conflict(PROOF_NOT_AWAITING, { status: order.status });
    return approveLatest(tx, order, latest);
  });
  await sendStartedRefunds(refundIds);
  return answer;
}

async function approveLatest(tx: Tx, order: CustomOrder, latest: Mockup) {
  await decide(tx, latest, "approved");
  const priced: AppliedRequote | null = latest.requote ? await applyRequote(tx, order, latest) : null;
  const approved = { ...(priced?.order ?? order), status: "approved" as const };
  await tx.update(customOrders).set({ status: "approved" }).where(eq(customOrders.id, order.id));
  const note = latest.requote
    ? `Mockup v${latest.version} approved by the customer with its ${requoteNote(latest.requote)}`
    : `Mockup v${latest.version} approved by the customer`;
  await recordStatusChange(
    tx,
    { customOrderId: order.id },
    { from: order.status, to: "approved", actor: BY_CUSTOMER, note },
  );
  // A new price at or below what was paid leaves no balance, so no link is sent (as the owner's
  // "Generate Balance Link" refuses then); the refund e-mail tells the customer.
  const owes = priced === null || (await balanceFigures(approved, tx)).dueCents > 0;
  const requote = latest.requote
    ? { previousTotalCents: latest.requote.previous.owedCents, reason: latest.requote.reason }
    : undefined;
  const balance = owes ? await issueBalanceLink(tx, order.id, { requote }) : null;
  await queueApprovedNotice(tx, approved, latest, balance !== null);
  const answer: ProofApprovalJson = {
    status: "approved",
    version: latest.version,
    alreadyApproved: false,
    balancePaymentPath: balance ? balancePaymentPath(balance.token) : null,
    refunded: centsToDollars(priced?.refundCents ?? 0),
  };
  return { answer, refundIds: priced?.refundIds ?? [] };
}

/** `POST /api/proofs/{token}/request-changes { comment }`. */
export async function requestProofChanges(token: string, input: RequestChanges): Promise<ProofChangesJson> {
  return db().transaction(async (tx) => {
    const order = await proofOrder(tx, token, true);
    const [latest] = await listMockupsOf(order.id, tx);
    if (!isAwaitingAnswer(order, latest)) throw conflict(PROOF_NOT_AWAITING, { status: order.status });
    await decide(tx, latest, "changes_requested", input.comment);
    await tx.update(customOrders).set({ status: "design_in_progress" }).where(eq(customOrders.id, order.id));
    await recordStatusChange(
      tx,
      { customOrderId: order.id },
      { from: order.status, to: "design_in_progress", actor: BY_CUSTOMER, note: input.comment },
    );
    await queueChangesRequestedMail(tx, order, latest, input.comment);
    return { status: "design_in_progress", version: latest.version };
  });
}

/**
 * `POST /api/custom-orders/{id}/proof-link`: the order card's "Review Mockup" for whoever may
 * see the order (its signed-in owner, an admin, the holder of its private view link); anyone
 * else gets the order's 404. It answers the order's one live proof link, the one in the
 * customer's e-mails. A cancelled or archived order gets no new link (409): cancelling ended
 * its link, and making another would reopen it.
 */
export async function issueProofLinkFor(viewer: OrderViewer, customOrderId: number): Promise<ProofLinkJson> {
  return db().transaction(async (tx) => {
    await findViewableOrder(viewer, customOrderId, tx);
    const [order] = await tx
      .select()
      .from(customOrders)
      .where(eq(customOrders.id, customOrderId))
      .for("update");
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status === "cancelled") throw conflict(PROOF_LINK_CANCELLED, { status: order.status });
    if (order.archivedAt) throw conflict(PROOF_LINK_ARCHIVED, { status: order.status });
    const [latest] = await listMockupsOf(customOrderId, tx);
    if (!latest) throw conflict(NO_MOCKUP_YET, { status: order.status });
    return { path: proofPath((await liveLink(tx, { customOrderId }, "proof")).token) };
  });
}

/**
 * `POST /api/custom-orders/{id}/replace-proof-link` (admin): the proof link leaked, so it stops
 * working (404) and the next one is made, e-mailed to the customer with the latest mockup and
 * recorded in the history with the admin (docs/product-rules.md#links).
 */
export async function replaceProofLink(admin: CurrentUser, customOrderId: number): Promise<ProofLinkJson> {
  return db().transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(customOrders)
      .where(eq(customOrders.id, customOrderId))
      .for("update");
    if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
    if (order.status === "cancelled") throw conflict(PROOF_LINK_CANCELLED, { status: order.status });
    const [latest] = await listMockupsOf(customOrderId, tx);
    if (!latest) throw conflict(NO_MOCKUP_YET, { status: order.status });
    const token = await replaceLink(tx, { customOrderId }, "proof");
    await queueMockupReadyMail(tx, order, latest, token);
    await recordStatusChange(
      tx,
      { customOrderId },
      { from: order.status, to: order.status, actor: byAdmin(admin), note: PROOF_LINK_REPLACED_NOTE },
    );
    // The new link itself is a key to the order: the log says it changed, never what it is.
    await recordAudit(tx, {
      action: "custom_order.proof_link_replace",
      entity: "custom_order",
      entityId: customOrderId,
      after: { mockupVersion: latest.version, emailedTo: order.customerEmail },
    });
    return { path: proofPath(token) };
  });
}
