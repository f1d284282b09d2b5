// The customer's side of a mockup: the private `/proof/{token}` link shows the order
// and every mockup version; the customer approves the latest (the order moves to `approved` and
// the balance link is issued and e-mailed) or asks for changes (back to `design_in_progress`,
// the owner is e-mailed). A token that is unknown, revoked or of another purpose is one 404.
import { eq } from "drizzle-orm";
import { customOrders, mockups } from "../../../../db/schema.ts";
import { db, type Executor, type Tx } from "../../../lib/db.server.ts";
import { conflict, notFound } from "../../../lib/errors.server.ts";
import { centsToDollars } from "../../../lib/money.ts";
import { recordStatusChange } from "../../orders/index.server.ts";
import { balancePaymentPath, issueBalanceLink } from "../balance/index.server.ts";
import { type CustomOrder, findViewableOrder, type OrderViewer } from "../custom-orders.server.ts";
import { createOrderLink, findOrderLink } from "../order-links.server.ts";
import { queueChangesRequestedMail } from "./mockup-mails.server.ts";
import {
  APPROVED_OR_LATER,
  NO_MOCKUP_YET,
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

/** The order a live proof token names (locked when asked), or the one 404. */
async function proofOrder(tx: Executor, token: string, lock = false): Promise<CustomOrder> {
  const link = await findOrderLink(token, "proof", tx);
  if (!link) throw notFound(PROOF_NOT_FOUND);
  const query = tx.select().from(customOrders).where(eq(customOrders.id, link.customOrderId));
  const [order] = lock ? await query.for("update") : await query;
  if (!order || order.archivedAt) throw notFound(PROOF_NOT_FOUND);
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
      depositAmount: centsToDollars(order.depositCents),
      remainingBalance: centsToDollars(order.balanceCents),
    },
    mockups: versions.map(toMockupJson),
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
 * approved state without a second balance link; the balance path is answered only by the call
 * that made the link, the one moment its token exists in clear.
 */
export async function approveProof(token: string): Promise<ProofApprovalJson> {
  return db().transaction(async (tx) => {
    const order = await proofOrder(tx, token, true);
    const [latest] = await listMockupsOf(order.id, tx);
    if (latest?.decision === "approved" && APPROVED_OR_LATER.includes(order.status)) {
      return {
        status: order.status,
        version: latest.version,
        alreadyApproved: true,
        balancePaymentPath: null,
      };
    }
    if (!isAwaitingAnswer(order, latest)) throw conflict(PROOF_NOT_AWAITING, { status: order.status });
    await decide(tx, latest, "approved");
    await tx.update(customOrders).set({ status: "approved" }).where(eq(customOrders.id, order.id));
    const note = `Mockup v${latest.version} approved by the customer`;
    await recordStatusChange(
      tx,
      { customOrderId: order.id },
      { from: order.status, to: "approved", by: null, note },
    );
    const balance = await issueBalanceLink(tx, order.id);
    return {
      status: "approved",
      version: latest.version,
      alreadyApproved: false,
      balancePaymentPath: balancePaymentPath(balance.token),
    };
  });
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
      { from: order.status, to: "design_in_progress", by: null, note: input.comment },
    );
    await queueChangesRequestedMail(tx, order, latest, input.comment);
    return { status: "design_in_progress", version: latest.version };
  });
}

/**
 * `POST /api/custom-orders/{id}/proof-link`: the order card's "Review Mockup" for whoever may
 * see the order (its signed-in owner, an admin, the holder of its private view link); anyone
 * else gets the order's 404. It adds a link rather than replacing the e-mailed one, so opening
 * the card never breaks the link in the customer's inbox; a new mockup revokes both.
 */
export async function issueProofLinkFor(viewer: OrderViewer, customOrderId: number): Promise<ProofLinkJson> {
  return db().transaction(async (tx) => {
    const { order } = await findViewableOrder(viewer, customOrderId, tx);
    const [latest] = await listMockupsOf(customOrderId, tx);
    if (!latest) throw conflict(NO_MOCKUP_YET, { status: order.status });
    return { path: proofPath(await createOrderLink(tx, customOrderId, "proof")) };
  });
}
