// Mockups (proofs) the admin sends for a custom order: each upload is the next
// version, moves the order to `awaiting_approval` and e-mails the customer the order's one live
// proof link (the same link every earlier e-mail holds; it always shows the latest version). Files are checked from their bytes and stored under random keys.
import { desc, eq, max } from "drizzle-orm";
import { customOrders, mockups } from "../../../../db/schema.ts";
import { recordAudit } from "../../../lib/audit.server.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db, type Executor } from "../../../lib/db.server.ts";
import { conflict, invalid, notFound } from "../../../lib/errors.server.ts";
import { byAdmin, recordStatusChange } from "../../orders/index.server.ts";
import { discardUpload, storeUpload, uploadUrl } from "../../uploads/index.server.ts";
import { ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import type { CustomOrder } from "../custom-orders.server.ts";
import { liveLink } from "../order-links.server.ts";
import { queueMockupReadyMail } from "./mockup-mails.server.ts";
import {
  MOCKUP_FILE_MISSING,
  MOCKUP_NOTE_NOT_TEXT,
  MOCKUP_TYPES,
  MOCKUP_UNSUPPORTED,
  type MockupDecision,
  type MockupJson,
  MockupNoteSchema,
  mockupUploadRefusal,
  ORDER_ARCHIVED,
} from "./mockups.schemas.ts";
import { REQUOTE_CLOSED, type StoredRequote } from "./requote.schemas.ts";
import { parseRequoteField, priceRequoteFor, requoteNote, toMockupRequoteJson } from "./requote.server.ts";

export type Mockup = typeof mockups.$inferSelect;

export function toMockupJson(m: Mockup): MockupJson {
  return {
    id: m.id,
    version: m.version,
    url: uploadUrl(m.fileKey),
    fileName: m.fileName,
    contentType: m.contentType,
    isPdf: m.contentType === "application/pdf",
    note: m.note,
    decision: m.decision as MockupDecision | null,
    customerComment: m.customerComment,
    decidedAt: m.decidedAt?.toISOString() ?? null,
    requote: m.requote ? toMockupRequoteJson(m.requote) : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** Every version of the order's mockup, newest first. */
export async function listMockupsOf(customOrderId: number, tx: Executor = db()): Promise<Mockup[]> {
  return tx
    .select()
    .from(mockups)
    .where(eq(mockups.customOrderId, customOrderId))
    .orderBy(desc(mockups.version));
}

/** `GET /api/custom-orders/{id}/mockups` (admin). */
export async function listOrderMockups(customOrderId: number): Promise<MockupJson[]> {
  const [order] = await db()
    .select({ id: customOrders.id })
    .from(customOrders)
    .where(eq(customOrders.id, customOrderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return (await listMockupsOf(customOrderId)).map(toMockupJson);
}

/**
 * A mockup goes only to a paid, live order whose design is not yet approved; a re-quote only
 * while the order is at the mockup stage, and it says so when it is too late.
 */
function assertCanReceiveMockup(
  order: CustomOrder | undefined,
  requote = false,
): asserts order is CustomOrder {
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.archivedAt) throw conflict(ORDER_ARCHIVED, { status: order.status });
  const refusal = mockupUploadRefusal(order.status);
  if (refusal)
    throw conflict(requote && order.status !== "pending" ? REQUOTE_CLOSED : refusal, {
      status: order.status,
    });
}

const lockOrder = async (tx: Executor, id: number) =>
  (await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update"))[0];

/**
 * `POST /api/custom-orders/{id}/mockups` (admin). The order's row lock makes concurrent uploads
 * take turns, so each gets its own version (the unique index is the backstop).
 */
export async function uploadMockup(
  admin: CurrentUser,
  customOrderId: number,
  input: { file: unknown; note: unknown; requote?: unknown },
): Promise<MockupJson> {
  if (input.note !== undefined && typeof input.note !== "string") throw invalid(MOCKUP_NOTE_NOT_TEXT);
  const note = MockupNoteSchema.parse(input.note) || null;
  const asked = parseRequoteField(input.requote);
  // Refused before the file is stored; checked again under the lock.
  const current = (await db().select().from(customOrders).where(eq(customOrders.id, customOrderId)))[0];
  assertCanReceiveMockup(current, asked !== undefined);
  if (asked) await priceRequoteFor(db(), current, asked);
  const file = input.file instanceof File ? input.file : null;
  // The customer sees the mockup: it loses the EXIF (camera, GPS) it came with; a PDF is kept as is.
  const stored = await storeUpload(file, MOCKUP_FILE_MISSING, {
    types: MOCKUP_TYPES,
    unsupportedMessage: MOCKUP_UNSUPPORTED,
    stripMetadata: true,
  });
  try {
    return await db().transaction(async (tx) => {
      const order = await lockOrder(tx, customOrderId);
      assertCanReceiveMockup(order, asked !== undefined);
      const requote = asked ? await priceRequoteFor(tx, order, asked) : null;
      const [latest] = await tx
        .select({ version: max(mockups.version) })
        .from(mockups)
        .where(eq(mockups.customOrderId, customOrderId));
      const version = (latest?.version ?? 0) + 1;
      const [mockup] = await tx
        .insert(mockups)
        .values({
          customOrderId,
          version,
          fileKey: stored.key,
          fileName: stored.fileName,
          contentType: stored.contentType,
          note,
          requote,
          createdByUserId: admin.id,
        })
        .returning();
      await tx
        .update(customOrders)
        .set({ status: "awaiting_approval" })
        .where(eq(customOrders.id, customOrderId));
      await recordStatusChange(
        tx,
        { customOrderId },
        {
          from: order.status,
          to: "awaiting_approval",
          actor: byAdmin(admin),
          note: requote
            ? `Mockup v${version} sent with a new quote: ${requoteNote(requote)}`
            : `Mockup v${version} sent`,
        },
      );
      // The order's one proof link: earlier e-mails keep working and now show this version.
      const { token } = await liveLink(tx, { customOrderId }, "proof");
      await queueMockupReadyMail(tx, order, mockup!, token);
      await recordAudit(tx, {
        action: "custom_order.mockup",
        entity: "custom_order",
        entityId: customOrderId,
        before: { status: order.status },
        after: {
          status: "awaiting_approval",
          mockupVersion: version,
          fileName: stored.fileName,
          note,
          ...(requote ? { requote: toMockupRequoteJson(requote) } : {}),
        },
      });
      return toMockupJson(mockup!);
    });
  } catch (err) {
    await discardUpload(stored.key);
    throw err;
  }
}

/**
 * The latest mockup's new price while the customer has not answered that version, or null. The
 * owner's status select checks it before "approved": the customer approves a new price on the
 * proof, so approving for them would keep the old one.
 */
export async function unansweredRequoteOf(
  customOrderId: number,
  tx: Executor,
): Promise<{ version: number; requote: StoredRequote } | null> {
  const [latest] = await listMockupsOf(customOrderId, tx);
  if (!latest?.requote || latest.decision !== null) return null;
  return { version: latest.version, requote: latest.requote };
}
