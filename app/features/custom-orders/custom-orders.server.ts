// Custom orders: prepared on the server from the
// builder's options at the engine's prices, readable only by their owner, an admin or the holder
// of the checkout token. The deposit is confirmed in deposit-confirmation.server.ts.
// See docs/decisions/004-uploads-and-custom-orders.md.
import { and, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { customOrders, discountCodes } from "../../../db/schema.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { conflict, notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { checkDiscountCode, type DiscountCode } from "../discounts/index.server.ts";
import { ownsOrder, recordStatusChange } from "../orders/index.server.ts";
import { type MoneyView, moneyOf, moneyView, moneyViews, toMoneyJson } from "../payments/index.server.ts";
import { type CustomOptions, type CustomOrderQuote, quoteCustomOrder } from "../pricing/index.ts";
import { discardUpload, storeUpload, uploadUrl } from "../uploads/index.server.ts";
import {
  ADMIN_PAGE_SIZE,
  type CustomOrderJson,
  type CustomOrderShippingTax,
  MISSING_INFORMATION,
  ORDER_NOT_FOUND,
  PRICES_CHANGED,
  type PreparedOrderJson,
  PrepareOrderDataSchema,
} from "./custom-orders.schemas.ts";
import { owedCents } from "./order-charges.ts";
import { differingFigures, discountableCents, figuresOf } from "./order-figures.ts";
import { createOrderLink, isOrderLink } from "./order-links.server.ts";
import { getRushAvailability } from "./quote/index.server.ts";
import { RUSH_FULL } from "./quote/index.ts";

export type CustomOrder = typeof customOrders.$inferSelect;

/** Who asks: the signed-in user, if any, and the checkout token the browser holds, if any. */
export interface OrderViewer {
  user: CurrentUser | null;
  token?: string | null;
}

export const DEPOSIT_ALREADY_PAID = "The deposit for this order is already paid";

const withPromo = { order: customOrders, promoCode: discountCodes.code };

function selectOrders(tx: Executor) {
  return tx
    .select(withPromo)
    .from(customOrders)
    .leftJoin(discountCodes, eq(discountCodes.id, customOrders.discountCodeId));
}

export function toCustomOrderJson(
  order: CustomOrder,
  promoCode: string | null,
  money: MoneyView,
): CustomOrderJson {
  return {
    id: order.id,
    quantity: order.quantity,
    size: order.size as CustomOrderJson["size"],
    plating: order.plating as CustomOrderJson["plating"],
    pinBack: order.pinBack as CustomOrderJson["pinBack"],
    packaging: order.packaging.join(","),
    rushOrder: order.rushOrder,
    pricePerPin: centsToDollars(order.pricePerPinCents),
    rushOrderFee: centsToDollars(order.rushFeeCents),
    totalPrice: centsToDollars(order.totalCents),
    depositAmount: centsToDollars(order.depositCents),
    remainingBalance: centsToDollars(order.balanceCents),
    discountAmount: centsToDollars(order.discountCents),
    ...shippingTaxOf(order),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    promoCode,
    logoUrl: order.logoKey ? uploadUrl(order.logoKey) : null,
    logoFileName: order.logoFileName,
    status: order.status,
    depositPaymentId: order.depositPaymentId,
    balancePaymentId: order.balancePaymentId,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    inHandsDate: order.inHandsDate,
    adjustmentAmount: centsToDollars(order.adjustmentCents),
    adjustmentReason: order.adjustmentReason,
    createdAt: order.createdAt.toISOString(),
    money: toMoneyJson(money),
  };
}

/** The order's shipping and tax in dollars, as every answer about it carries them. */
export function shippingTaxOf(order: CustomOrder): CustomOrderShippingTax {
  return {
    shippingAmount: centsToDollars(order.shippingCents),
    taxAmount: centsToDollars(order.taxCents),
    depositTax: centsToDollars(order.depositTaxCents),
    grandTotal: centsToDollars(owedCents(order)),
  };
}

/** What the money view needs of an order: all it owes (pins, shipping and tax) and its status. */
export const moneyRefOf = (order: CustomOrder) => ({
  customOrderId: order.id,
  totalCents: owedCents(order),
  status: order.status,
});

/** Orders as the API answers them, each with its money view, read in one query for them all. */
export async function customOrderJsons(
  rows: { order: CustomOrder; promoCode: string | null }[],
  tx: Executor = db(),
): Promise<CustomOrderJson[]> {
  const views = await moneyViews(
    rows.map((r) => moneyRefOf(r.order)),
    tx,
  );
  return rows.map((r) =>
    toCustomOrderJson(r.order, r.promoCode, moneyOf(views, { customOrderId: r.order.id })),
  );
}

/** One order as the API answers it. */
export async function customOrderJson(
  row: { order: CustomOrder; promoCode: string | null },
  tx: Executor = db(),
): Promise<CustomOrderJson> {
  return toCustomOrderJson(row.order, row.promoCode, await moneyView(moneyRefOf(row.order), tx));
}

export interface PricedOrder {
  quote: CustomOrderQuote;
  code: DiscountCode | null;
}

/**
 * The engine's quote with the promo code checked now, never the client's figures. A code
 * that cannot be used is a 409 with its reason and the figures without it.
 */
export async function priceCustomOrder(
  options: CustomOptions,
  promoCode: string | null,
  tx: Executor = db(),
): Promise<PricedOrder> {
  if (!promoCode) return { quote: quoteCustomOrder(options), code: null };
  const check = await checkDiscountCode(promoCode, discountableCents(options), tx);
  if (!check.valid) {
    throw conflict(check.error, { field: "promoCode", ...figuresOf(quoteCustomOrder(options)) });
  }
  return { quote: quoteCustomOrder({ ...options, discountCents: check.discountCents }), code: check.code };
}

/**
 * `POST /api/custom-orders/prepare`: the order in status `pending` at the server's prices, its
 * logo stored, and a checkout token for this browser. A client figure that differs from the
 * server's is a 409 with the current figures.
 */
export async function prepareCustomOrder(input: {
  orderData: unknown;
  logo: File | null | undefined;
  user: CurrentUser | null;
}): Promise<PreparedOrderJson> {
  const data = PrepareOrderDataSchema.parse(input.orderData);
  // With no rush spots left this month, rush cannot be chosen.
  if (data.options.rushOrder && (await getRushAvailability()).spotsLeft === 0) {
    throw conflict(RUSH_FULL, { field: "rushOrder" });
  }
  const { quote, code } = await priceCustomOrder(data.options, data.promoCode);
  const stale = differingFigures(data.figures, quote);
  if (stale.length > 0) throw conflict(PRICES_CHANGED, { ...figuresOf(quote), fields: stale });
  const logo = await storeUpload(input.logo, MISSING_INFORMATION);
  try {
    return await db().transaction(async (tx) => {
      const { options } = data;
      const [order] = await tx
        .insert(customOrders)
        .values({
          userId: input.user?.id ?? null,
          customerName: data.customerName,
          customerEmail: data.customerEmail,
          ...options,
          inHandsDate: data.inHandsDate,
          pricePerPinCents: quote.pricePerPinCents,
          subtotalCents: quote.subtotalCents,
          rushFeeCents: quote.rushFeeCents,
          discountCodeId: code?.id ?? null,
          discountCents: quote.discountCents,
          totalCents: quote.totalCents,
          depositCents: quote.depositCents,
          balanceCents: quote.balanceCents,
          status: "pending",
          logoKey: logo.key,
          logoFileName: logo.fileName,
          logoContentType: logo.contentType,
        })
        .returning();
      await recordStatusChange(
        tx,
        { customOrderId: order!.id },
        {
          from: null,
          to: "pending",
          actor: { kind: "customer", userId: input.user?.id ?? null },
          note: "Order prepared for checkout",
        },
      );
      const checkoutToken = await createOrderLink(tx, order!.id, "view");
      return {
        ...(await customOrderJson({ order: order!, promoCode: code?.code ?? null }, tx)),
        checkoutToken,
      };
    });
  } catch (err) {
    await discardUpload(logo.key);
    throw err;
  }
}

/** Owner, admin, or the holder of the order's checkout token; archived orders for admins only. */
export async function canViewCustomOrder(viewer: OrderViewer, order: CustomOrder, tx: Executor = db()) {
  if (viewer.user?.role === "admin") return true;
  if (order.archivedAt) return false;
  return ownsOrder(viewer.user, order) || isOrderLink(viewer.token, order.id, "view", tx);
}

/** An order and its promo code as stored, whoever asks (services only). */
export async function findCustomOrder(id: number, tx: Executor = db()) {
  const [row] = await selectOrders(tx).where(eq(customOrders.id, id)).limit(1);
  return row;
}

/** The order row the viewer may see; anyone else gets the same 404 as for a missing order. */
export async function findViewableOrder(
  viewer: OrderViewer,
  id: number,
  tx: Executor = db(),
): Promise<{ order: CustomOrder; promoCode: string | null }> {
  const row = await findCustomOrder(id, tx);
  if (!row || !(await canViewCustomOrder(viewer, row.order, tx))) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** `GET /api/custom-orders/{id}`. */
export async function getCustomOrderFor(viewer: OrderViewer, id: number): Promise<CustomOrderJson> {
  return customOrderJson(await findViewableOrder(viewer, id));
}

/** The checkout page's order (its URL carries only the id and the token): pending only. */
export async function getPreparedOrder(viewer: OrderViewer, id: number): Promise<CustomOrderJson> {
  const { order, promoCode } = await findViewableOrder(viewer, id);
  if (order.status !== "pending") throw conflict(DEPOSIT_ALREADY_PAID, { status: order.status });
  return customOrderJson({ order, promoCode });
}

/**
 * The customer's orders: placed while signed in, or as a guest under their verified
 * e-mail. Prepared orders whose deposit was never paid are checkouts, not orders, so they are
 * left out (and a first-time customer's list is empty).
 */
export async function listUserCustomOrders(user: CurrentUser): Promise<CustomOrderJson[]> {
  const byEmail = user.emailVerified
    ? and(isNull(customOrders.userId), sql`lower(${customOrders.customerEmail}) = lower(${user.email})`)
    : undefined;
  const mine = or(eq(customOrders.userId, user.id), byEmail) as SQL;
  const rows = await selectOrders(db())
    .where(and(mine, isNull(customOrders.archivedAt), ne(customOrders.status, "pending")))
    .orderBy(desc(customOrders.createdAt), desc(customOrders.id));
  return customOrderJsons(rows);
}

/** `GET /api/custom-orders`: a customer's own orders; for an admin every order, a page at a time. */
export async function listCustomOrders(user: CurrentUser, page = 1): Promise<CustomOrderJson[]> {
  if (user.role !== "admin") return listUserCustomOrders(user);
  const rows = await selectOrders(db())
    .where(isNull(customOrders.archivedAt))
    .orderBy(desc(customOrders.createdAt), desc(customOrders.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return customOrderJsons(rows);
}
