// The admin's side of custom orders: the
// searchable list with what the ledger says was paid, the status select recorded with who
// changed it, the detail's records, delete and restore.
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { customOrders, discountCodes } from "../../../../db/schema.ts";
import { recordAudit } from "../../../lib/audit.server.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db, type Tx } from "../../../lib/db.server.ts";
import { conflict, notFound } from "../../../lib/errors.server.ts";
import { centsToDollars, formatUsd } from "../../../lib/money.ts";
import {
  byAdmin,
  countLiveOrders,
  deleteDecision,
  findShippingAddress,
  guardStatusChange,
  listLedger,
  listStatusHistory,
  overrideNeeded,
  recordArchive,
  recordStatusChange,
  searchPage,
} from "../../orders/index.server.ts";
import type {
  OrderDeleteJson,
  OrderRecordJson,
  StatusChangeJson,
} from "../../orders/order-records.schemas.ts";
import { NOT_ARCHIVED } from "../../orders/orders.schemas.ts";
import { moneyOf, moneyView, moneyViews, toMoneyJson } from "../../payments/index.server.ts";
import { discardUpload } from "../../uploads/index.server.ts";
import { ADMIN_PAGE_SIZE, type CustomOrderJson, ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import {
  findViewableOrder,
  getCustomOrderFor,
  moneyRefOf,
  toCustomOrderJson,
} from "../custom-orders.server.ts";
import { owedCents } from "../order-charges.ts";
import type { CustomOrderStatus } from "../order-status.ts";
import { unansweredRequoteOf } from "../proofs/index.server.ts";
import { closePaymentLinks, refundedCentsOf } from "./cancel-order.server.ts";
import {
  type AdminCustomOrderJson,
  type CustomOrderListQuery,
  CustomOrderListQuerySchema,
} from "./custom-orders-admin.schemas.ts";
import { notifyCustomOrderStep } from "./lifecycle-mails.server.ts";

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
  const byText = or(ilike(customOrders.customerName, pattern), ilike(customOrders.customerEmail, pattern));
  const number = q.replace(/^#/, "");
  return /^\d{1,9}$/.test(number) ? or(eq(customOrders.id, Number(number)), byText) : byText;
}

/** A prepared order whose deposit was never paid: an unpaid checkout, not an order. */
const UNPAID = "pending";

/** The live custom orders, unpaid checkouts left out. */
async function countOrders(): Promise<number> {
  const [all, unpaid] = await Promise.all([countLiveOrders("custom"), countLiveOrders("custom", UNPAID)]);
  return all - unpaid;
}

const NEWEST_FIRST = [desc(customOrders.createdAt), desc(customOrders.id)];
/** The soonest in-hands date first; orders without one after them, newest first. */
const SOONEST_NEEDED_FIRST = [sql`${customOrders.inHandsDate} asc nulls last`, ...NEWEST_FIRST];

/** The rows of one page of the admin's list, with the discount code each used. */
function selectPage(where: SQL | undefined, order = NEWEST_FIRST) {
  return db()
    .select({ order: customOrders, promoCode: discountCodes.code })
    .from(customOrders)
    .leftJoin(discountCodes, eq(discountCodes.id, customOrders.discountCodeId))
    .where(where)
    .orderBy(...order);
}

/** A page sorted or filtered by the in-hands date, and how many orders match. */
async function inHandsPage(where: SQL | undefined, page: number, sorted: boolean) {
  const [rows, [counted]] = await Promise.all([
    selectPage(where, sorted ? SOONEST_NEEDED_FIRST : NEWEST_FIRST)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db().select({ total: count() }).from(customOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * `GET /api/custom-orders` for an admin, newest first, `?page=&q=&status=`: the live orders, or
 * with `archived=true` the archived ones, or with `unpaid=true` the unpaid checkouts (prepared,
 * deposit never paid), which no other list shows. `sort=in-hands` puts the soonest needed
 * first; `inHandsBy=YYYY-MM-DD` keeps the orders needed on or before that day.
 */
export async function listAdminCustomOrders(query: CustomOrderListQuery = {}) {
  const parsed = CustomOrderListQuerySchema.parse(query);
  const { page, q, archived, sort, inHandsBy } = parsed;
  const unpaid = parsed.unpaid || (!archived && parsed.status === UNPAID);
  const status = unpaid ? UNPAID : parsed.status;
  const where = and(
    archived ? isNotNull(customOrders.archivedAt) : isNull(customOrders.archivedAt),
    status ? eq(customOrders.status, status) : archived ? undefined : ne(customOrders.status, UNPAID),
    matching(q),
    inHandsBy ? lte(customOrders.inHandsDate, inHandsBy) : undefined,
  );
  let rows: Awaited<ReturnType<typeof selectPage>>;
  let total: number;
  if (sort === "in-hands" || inHandsBy) {
    ({ rows, total } = await inHandsPage(where, page, sort === "in-hands"));
  } else if (q || archived) {
    // The live counts cover live orders only; the archive (and a search) counts its matches.
    const found = await searchPage(customOrders, where, page, ADMIN_PAGE_SIZE);
    total = found.total;
    rows = found.ids.length ? await selectPage(inArray(customOrders.id, found.ids)) : [];
  } else {
    // The whole list (or one status) takes its total from the live counts, not from every row.
    [rows, total] = await Promise.all([
      selectPage(where)
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE),
      status ? countLiveOrders("custom", status) : countOrders(),
    ]);
  }
  const views = await moneyViews(rows.map(({ order }) => moneyRefOf(order)));
  const orders: AdminCustomOrderJson[] = rows.map(({ order, promoCode }) => {
    const money = moneyOf(views, { customOrderId: order.id });
    return {
      ...toCustomOrderJson(order, promoCode, money),
      depositPaid: centsToDollars(money.depositCents),
      balanceDue: centsToDollars(money.balanceDueCents),
    };
  });
  return { orders, total, page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * "Approved" from the status select while the latest mockup carries a new price the customer has
 * not answered: the customer approves a new price on the proof, so approving here keeps the old
 * one. Refused (409) without a reason; with one it goes ahead at the old price, and the history
 * says so (docs/decisions/019-requote-at-the-proof.md).
 */
async function guardUnansweredRequote(tx: Tx, id: number, reason?: string): Promise<string | null> {
  const unanswered = await unansweredRequoteOf(id, tx);
  if (!unanswered) return null;
  const { version, requote } = unanswered;
  const kept = formatUsd(requote.previous.owedCents);
  const message = `Mockup v${version} carries a new price (${formatUsd(requote.owedCents)}, was ${kept}) that the customer has not approved: approving here keeps ${kept}.`;
  if (!reason) throw overrideNeeded({ problem: "requote_unanswered", message });
  return `Confirmed although: ${message}`;
}

/**
 * `PATCH /api/custom-orders/{id}/status`: any state, recorded with who and why; the same
 * status again changes nothing. A change the payments contradict needs the admin's reason
 * (docs/product-rules.md#guarded-status-changes). Cancelling here refunds nothing (the
 * dialog's "Cancel and refund" does) but closes the order's balance and proof links.
 */
export async function setCustomOrderStatus(
  admin: CurrentUser,
  id: number,
  input: { status: CustomOrderStatus; note?: string; reason?: string },
): Promise<CustomOrderJson> {
  await db().transaction(async (tx) => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
    if (order.status === input.status) return;
    const change = {
      from: order.status,
      to: input.status,
      totalCents: owedCents(order),
      reason: input.reason,
    };
    const override = [
      await guardStatusChange(tx, { customOrderId: id }, change),
      input.status === "approved" ? await guardUnansweredRequote(tx, id, input.reason) : null,
    ]
      .filter(Boolean)
      .join(" ");
    const note = [input.note, override].filter(Boolean).join(" ") || null;
    const [changed] = await tx
      .update(customOrders)
      .set({ status: input.status })
      .where(eq(customOrders.id, id))
      .returning();
    await recordStatusChange(
      tx,
      { customOrderId: id },
      {
        from: order.status,
        to: input.status,
        actor: byAdmin(admin),
        note,
        reason: override ? input.reason : null,
      },
    );
    // The customer hears of production, shipping, delivery and cancellation, once each.
    const cancelled = input.status === "cancelled";
    if (cancelled) await closePaymentLinks(tx, id);
    const refundedCents = cancelled ? await refundedCentsOf(id, tx) : 0;
    await notifyCustomOrderStep(tx, changed!, { refundedCents });
    await recordAudit(tx, {
      action: "custom_order.status",
      entity: "custom_order",
      entityId: id,
      before: { status: order.status },
      after: {
        status: input.status,
        ...(note ? { note } : {}),
        ...(override ? { reason: input.reason } : {}),
      },
    });
  });
  return getCustomOrderFor({ user: admin }, id);
}

/**
 * `DELETE /api/custom-orders/{id}`: an order with no payment is removed with its artwork; a paid
 * one is archived once its money is settled, and refused (409) while it is paid and not shipped.
 */
export async function deleteCustomOrder(admin: CurrentUser, id: number): Promise<OrderDeleteJson> {
  let removedLogo: string | null = null;
  const result = await db().transaction(async (tx): Promise<OrderDeleteJson> => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
    const ref = { customOrderId: id };
    const before = {
      status: order.status,
      customerName: order.customerName,
      total: centsToDollars(order.totalCents),
    };
    const audit = { action: "custom_order.delete", entity: "custom_order", entityId: id, before } as const;
    if ((await deleteDecision(tx, ref, order, `Custom order #${id}`)) === "archive") {
      await tx.update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, id));
      await recordArchive(tx, ref, order, "archived", admin.id);
      await recordAudit(tx, { ...audit, after: { archived: true } });
      return {
        message: `Custom order #${id} was paid, so it was archived with its payments.`,
        deleted: false,
        archived: true,
      };
    }
    await tx.delete(customOrders).where(eq(customOrders.id, id));
    await recordAudit(tx, audit);
    removedLogo = order.logoKey;
    return { message: `Custom order #${id} was deleted.`, deleted: true, archived: false };
  });
  // The artwork of an order removed for good goes too, once the removal is committed.
  if (removedLogo) await discardUpload(removedLogo);
  return result;
}

/** `POST /api/custom-orders/{id}/restore`: an archived order goes back to the live list. */
export async function restoreCustomOrder(admin: CurrentUser, id: number): Promise<CustomOrderJson> {
  await db().transaction(async (tx) => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!order.archivedAt) throw conflict(NOT_ARCHIVED);
    await tx.update(customOrders).set({ archivedAt: null }).where(eq(customOrders.id, id));
    await recordArchive(tx, { customOrderId: id }, order, "restored", admin.id);
    await recordAudit(tx, {
      action: "custom_order.restore",
      entity: "custom_order",
      entityId: id,
      before: { archived: true },
      after: { archived: false },
    });
  });
  return getCustomOrderFor({ user: admin }, id);
}

/** `GET /api/custom-orders/{id}/history`: for the owner, the checkout token's holder or an admin. */
export async function getCustomOrderHistory(
  viewer: { user: CurrentUser | null; token?: string | null },
  id: number,
): Promise<StatusChangeJson[]> {
  await findViewableOrder(viewer, id);
  return listStatusHistory({ customOrderId: id });
}

/** The admin's detail dialog: address, ledger and history. */
export async function getCustomOrderRecord(id: number): Promise<OrderRecordJson> {
  const [order] = await db().select().from(customOrders).where(eq(customOrders.id, id)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const ref = { customOrderId: id };
  const [money, shippingAddress, payments, history] = await Promise.all([
    moneyView(moneyRefOf(order)),
    findShippingAddress(order.shippingAddressId),
    listLedger(ref),
    listStatusHistory(ref),
  ]);
  return { money: toMoneyJson(money), shippingAddress, payments, history };
}
