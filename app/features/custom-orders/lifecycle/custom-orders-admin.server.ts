// The admin's side of custom orders: the
// searchable list with what the ledger says was paid, the status select recorded with who
// changed it, the detail's records, and delete that keeps a paid order as an archived record.
import { and, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import { customOrders, discountCodes } from "../../../../db/schema.ts";
import type { CurrentUser } from "../../../lib/context.ts";
import { db } from "../../../lib/db.server.ts";
import { notFound } from "../../../lib/errors.server.ts";
import { centsToDollars } from "../../../lib/money.ts";
import {
  countLiveOrders,
  findShippingAddress,
  hasPayment,
  listLedger,
  listStatusHistory,
  paidTotalsOf,
  recordStatusChange,
  searchPage,
} from "../../orders/index.server.ts";
import type {
  OrderDeleteJson,
  OrderRecordJson,
  StatusChangeJson,
} from "../../orders/order-records.schemas.ts";
import { discardUpload } from "../../uploads/index.server.ts";
import { ADMIN_PAGE_SIZE, type CustomOrderJson, ORDER_NOT_FOUND } from "../custom-orders.schemas.ts";
import { findViewableOrder, getCustomOrderFor, toCustomOrderJson } from "../custom-orders.server.ts";
import type { CustomOrderStatus } from "../order-status.ts";
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

/** The rows of one page of the admin's list, with the discount code each used. */
function selectPage(where: SQL | undefined) {
  return db()
    .select({ order: customOrders, promoCode: discountCodes.code })
    .from(customOrders)
    .leftJoin(discountCodes, eq(discountCodes.id, customOrders.discountCodeId))
    .where(where)
    .orderBy(desc(customOrders.createdAt), desc(customOrders.id));
}

/** `GET /api/custom-orders` for an admin: every order not archived, newest first, `?page=&q=&status=`. */
export async function listAdminCustomOrders(query: CustomOrderListQuery = {}) {
  const { page, q, status } = CustomOrderListQuerySchema.parse(query);
  const where = and(
    isNull(customOrders.archivedAt),
    status ? eq(customOrders.status, status) : undefined,
    matching(q),
  );
  let rows: Awaited<ReturnType<typeof selectPage>>;
  let total: number;
  if (q) {
    const found = await searchPage(customOrders, where, page, ADMIN_PAGE_SIZE);
    total = found.total;
    rows = found.ids.length ? await selectPage(inArray(customOrders.id, found.ids)) : [];
  } else {
    // The whole list (or one status) takes its total from the live counts, not from every row.
    [rows, total] = await Promise.all([
      selectPage(where)
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE),
      countLiveOrders("custom", status),
    ]);
  }
  const paid = await paidTotalsOf(rows.map((r) => r.order.id));
  const orders: AdminCustomOrderJson[] = rows.map(({ order, promoCode }) => {
    const totals = paid.get(order.id) ?? { depositCents: 0, netPaidCents: 0 };
    return {
      ...toCustomOrderJson(order, promoCode),
      depositPaid: centsToDollars(totals.depositCents),
      balanceDue: centsToDollars(Math.max(0, order.totalCents - totals.netPaidCents)),
    };
  });
  return { orders, total, page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * `PATCH /api/custom-orders/{id}/status`: any state, recorded with who and why; the same
 * status again changes nothing. Cancelling here refunds nothing (the dialog's "Cancel order"
 * does) but closes the order's balance and proof links.
 */
export async function setCustomOrderStatus(
  admin: CurrentUser,
  id: number,
  input: { status: CustomOrderStatus; note?: string },
): Promise<CustomOrderJson> {
  await db().transaction(async (tx) => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
    if (order.status === input.status) return;
    const [changed] = await tx
      .update(customOrders)
      .set({ status: input.status })
      .where(eq(customOrders.id, id))
      .returning();
    await recordStatusChange(
      tx,
      { customOrderId: id },
      { from: order.status, to: input.status, by: admin.id, note: input.note || null },
    );
    // The customer hears of production, shipping, delivery and cancellation, once each.
    const cancelled = input.status === "cancelled";
    if (cancelled) await closePaymentLinks(tx, id);
    const refundedCents = cancelled ? await refundedCentsOf(id, tx) : 0;
    await notifyCustomOrderStep(tx, changed!, { refundedCents });
  });
  return getCustomOrderFor({ user: admin }, id);
}

/** `DELETE /api/custom-orders/{id}`: a paid order is archived with its records; else removed. */
export async function deleteCustomOrder(admin: CurrentUser, id: number): Promise<OrderDeleteJson> {
  let removedLogo: string | null = null;
  const result = await db().transaction(async (tx): Promise<OrderDeleteJson> => {
    const [order] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for("update");
    if (!order || order.archivedAt) throw notFound(ORDER_NOT_FOUND);
    const ref = { customOrderId: id };
    if (await hasPayment(ref, tx)) {
      await tx.update(customOrders).set({ archivedAt: new Date() }).where(eq(customOrders.id, id));
      const note = "Archived by an admin (the order has payments)";
      await recordStatusChange(tx, ref, { from: order.status, to: order.status, by: admin.id, note });
      return {
        message: `Custom order #${id} was paid, so it was archived with its payments.`,
        deleted: false,
        archived: true,
      };
    }
    await tx.delete(customOrders).where(eq(customOrders.id, id));
    removedLogo = order.logoKey;
    return { message: `Custom order #${id} was deleted.`, deleted: true, archived: false };
  });
  // The artwork of an order removed for good goes too, once the removal is committed.
  if (removedLogo) await discardUpload(removedLogo);
  return result;
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
  const [shippingAddress, payments, history] = await Promise.all([
    findShippingAddress(order.shippingAddressId),
    listLedger(ref),
    listStatusHistory(ref),
  ]);
  return { shippingAddress, payments, history };
}
