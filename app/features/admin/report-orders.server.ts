// The reports' orders: the discount codes used by the orders placed in a range (cart and custom
// orders alike), the shipping and sales tax charged on them, and the products their cart orders
// sold.
import { sql } from "drizzle-orm";
import { customOrders, discountCodes, orderItems, orders } from "../../../db/schema.ts";
import { rowsOf } from "./overview-views.server.ts";
import { localDay, num, ofPlaced, placedOrders, type ReportWindow } from "./report-sql.server.ts";
import { TOP_PRODUCTS } from "./reports.schemas.ts";

/**
 * The CTE `either`: every order placed in the range, cart and custom, with its kind, code id,
 * discount, shipping, sales tax and when it was placed. A custom order brings the shipping and
 * tax fixed when its deposit was paid: what it owes for them, whichever payment carries them.
 */
const placedEither = (w: ReportWindow) => sql`
  with ${placedOrders(w, "cart", "placed_cart")}, ${placedOrders(w, "deposit", "placed_custom")},
  either as (
    select 'cart' as kind, ${orders.discountCodeId} as code_id, ${orders.discountCents} as discount_cents,
      ${orders.shippingCents} as shipping_cents, ${orders.taxCents} as tax_cents, p.placed_at
    from placed_cart as p join ${orders} on ${orders.id} = p.id
    where ${ofPlaced(orders.id, "placed_cart")}
    union all
    select 'custom', ${customOrders.discountCodeId}, ${customOrders.discountCents},
      ${customOrders.shippingCents}, ${customOrders.taxCents}, p.placed_at
    from placed_custom as p join ${customOrders} on ${customOrders.id} = p.id
    where ${ofPlaced(customOrders.id, "placed_custom")}
  )`;
const isUsed = sql`(either.code_id is not null or either.discount_cents > 0)`;
const ofKind = (kind: string) => sql`filter (where either.kind = ${kind})`;

/** Per code, the most discount first: cart and custom orders, and their discount (cents), in the whole range. */
export async function discountCodeUse(w: ReportWindow) {
  const rows = await rowsOf<{
    code: string | null;
    cart_orders: string;
    custom_orders: string;
    cart_discount: string | null;
    custom_discount: string | null;
  }>(sql`
    ${placedEither(w)}
    select ${discountCodes.code} as code,
      count(*) ${ofKind("cart")} as cart_orders, count(*) ${ofKind("custom")} as custom_orders,
      sum(either.discount_cents) ${ofKind("cart")} as cart_discount,
      sum(either.discount_cents) ${ofKind("custom")} as custom_discount
    from either left join ${discountCodes} on ${discountCodes.id} = either.code_id
    where ${isUsed}
    group by 1
    order by sum(either.discount_cents) desc, count(*) desc, 1`);
  return rows.map((r) => ({
    code: r.code,
    cartOrders: num(r.cart_orders),
    customOrders: num(r.custom_orders),
    cartDiscount: num(r.cart_discount),
    customDiscount: num(r.custom_discount),
  }));
}

/**
 * Per day, from one read of the orders placed that day: how many used a code and the discount
 * they were given, and their shipping and sales tax, cart and custom apart (cents).
 */
export async function placedDays(w: ReportWindow) {
  const sumOf = (column: "shipping_cents" | "tax_cents", kind: "cart" | "custom") =>
    sql`coalesce(sum(${sql.raw(`either.${column}`)}) ${ofKind(kind)}, 0)::bigint`;
  const rows = await rowsOf<{
    day: string;
    discount_orders: string;
    discount: string;
    cart_shipping: string;
    custom_shipping: string;
    cart_tax: string;
    custom_tax: string;
  }>(sql`
    ${placedEither(w)}
    select ${localDay(w, sql`either.placed_at`)} as day,
      count(*) filter (where ${isUsed}) as discount_orders,
      coalesce(sum(either.discount_cents) filter (where ${isUsed}), 0)::bigint as discount,
      ${sumOf("shipping_cents", "cart")} as cart_shipping, ${sumOf("shipping_cents", "custom")} as custom_shipping,
      ${sumOf("tax_cents", "cart")} as cart_tax, ${sumOf("tax_cents", "custom")} as custom_tax
    from either
    group by 1`);
  return rows.map((r) => ({
    day: r.day,
    discountOrders: num(r.discount_orders),
    discount: num(r.discount),
    cartShipping: num(r.cart_shipping),
    customShipping: num(r.custom_shipping),
    cartTax: num(r.cart_tax),
    customTax: num(r.custom_tax),
  }));
}

/** The CTE `placed` of cart orders, for `lines`. */
const withPlaced = (w: ReportWindow) => sql`with ${placedOrders(w, "cart")}`;
/** The lines of the cart orders placed in the range. */
const lines = sql`
  from placed join ${orderItems} on ${orderItems.orderId} = placed.id
  where ${ofPlaced(orderItems.orderId)}`;
const revenue = sql`sum(${orderItems.quantity}::bigint * ${orderItems.unitPriceCents})::bigint`;

/** Per day: units sold by cart orders, and their lines' revenue (cents). */
export async function productDays(w: ReportWindow) {
  const rows = await rowsOf<{ day: string; quantity: string; revenue: string }>(sql`
    ${withPlaced(w)}
    select ${localDay(w, sql`placed.placed_at`)} as day, sum(${orderItems.quantity})::bigint as quantity,
      ${revenue} as revenue
    ${lines}
    group by 1`);
  return rows.map((r) => ({ day: r.day, quantity: num(r.quantity), revenue: num(r.revenue) }));
}

/**
 * The best sellers of the range by units (then revenue), and how many products sold at all. A
 * product is its id; a deleted product's lines (no id left) go by the name they were sold under,
 * and a renamed product shows its latest name.
 */
export async function topProducts(w: ReportWindow) {
  const rows = await rowsOf<{
    product_id: number | null;
    name: string;
    quantity: string;
    revenue: string;
    products: string;
  }>(sql`
    ${withPlaced(w)}
    select ${orderItems.productId} as product_id,
      (array_agg(${orderItems.name} order by ${orderItems.id} desc))[1] as name,
      sum(${orderItems.quantity})::bigint as quantity, ${revenue} as revenue,
      count(*) over () as products
    ${lines}
    group by ${orderItems.productId}, case when ${orderItems.productId} is null then ${orderItems.name} end
    order by 3 desc, 4 desc, 2
    limit ${TOP_PRODUCTS}`);
  return {
    top: rows.map((r) => ({
      productId: r.product_id,
      name: r.name,
      quantity: num(r.quantity),
      revenue: num(r.revenue),
    })),
    productsSold: num(rows[0]?.products),
  };
}
