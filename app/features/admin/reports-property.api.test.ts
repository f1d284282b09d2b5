// The reports against plain SQL: random shops (custom and cart orders with their shipping and
// sales tax, their captures in every state, applied or not, refunds, discount codes, deleted
// codes and products, page views) spread
// over 60 days, and for random ranges in zones on the hour, half hour and quarter hour, every
// figure of `GET /api/admin/reports` equals what a direct sum over the raw rows gives: each row
// counted by the local date it falls on, with none of the report's own SQL (no index-friendly
// bounds, no rollups, no `charged_cents`).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { customOrders, orderItems, orders, pageViews, payments } from "../../../db/schema.ts";
import { createDiscountCode, createProduct } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { db } from "../../lib/db.server.ts";
import { addDays } from "./report-range.ts";
import type { ReportJson } from "./reports.schemas.ts";
import { getReport } from "./reports.server.ts";
import { dateIn } from "./view-days.ts";

useTestDatabase();

const ZONES = ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Chatham"];
const MINUTE_MS = 60_000;
const SPAN_MINUTES = 60 * 24 * 60;
let productIds: number[] = [];
let codeIds: number[] = [];

beforeAll(async () => {
  productIds = [];
  for (let i = 0; i < 12; i++)
    productIds.push((await createProduct({ name: `Pin ${i}`, priceCents: 500 + i * 250 })).id);
  codeIds = [];
  for (const code of ["GOLF10", "CLUB20", "FORE5"]) codeIds.push((await createDiscountCode({ code })).id);
});

// ── Random shops ─────────────────────────────────────────────────────────────
const capture = fc.record({
  minutesAgo: fc.integer({ min: 1, max: SPAN_MINUTES }),
  status: fc.constantFrom("completed", "completed", "completed", "refunded", "pending", "declined"),
  // Most captures are applied; the rest were refunded at once and count nowhere.
  applied: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
});
const refund = fc.option(
  fc.record({
    minutesLater: fc.integer({ min: 0, max: 60 * 24 * 5 }),
    share: fc.integer({ min: 1, max: 100 }),
    status: fc.constantFrom("completed", "completed", "pending", "failed"),
  }),
);
/** A code of the three, none, or one deleted since (no id, a discount still given). */
const discount = fc.record({
  code: fc.constantFrom(null, 0, 1, 2),
  cents: fc.constantFrom(0, 150, 500, 2_500),
});
/** Shipping and sales tax, free or none as often as not. */
const charges = fc.record({
  shippingCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
  taxCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
});
const customOrderArb = fc.record({
  totalCents: fc.integer({ min: 5_000, max: 200_000 }),
  charges,
  status: fc.constantFrom("pending", "deposit_paid", "in_production", "balance_paid", "shipped", "cancelled"),
  archived: fc.boolean(),
  discount,
  deposit: fc.option(capture),
  balance: fc.option(capture),
  refund,
});
const cartOrderArb = fc.record({
  lines: fc.array(
    fc.record({ product: fc.integer({ min: 0, max: 11 }), quantity: fc.integer({ min: 1, max: 20 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  discount,
  charges,
  payment: fc.option(capture),
  refund,
});
const shopArb = fc.record({
  custom: fc.array(customOrderArb, { maxLength: 10 }),
  cart: fc.array(cartOrderArb, { maxLength: 10 }),
  views: fc.array(
    fc.record({
      path: fc.constantFrom("/", "/custom", "/blog"),
      secondsAgo: fc.integer({ min: 1, max: SPAN_MINUTES * 60 }),
    }),
    { maxLength: 40 },
  ),
});
/** A range by days before today: most within the 60 days, some longer (by week), some in the future. */
const rangeArb = fc
  .record({
    startAgo: fc.oneof(fc.integer({ min: -2, max: 65 }), fc.integer({ min: 90, max: 200 })),
    length: fc.integer({ min: 1, max: 70 }),
    tz: fc.constantFrom(...ZONES),
  })
  .map(({ startAgo, length, tz }) => ({ startAgo, endAgo: Math.max(-3, startAgo - length + 1), tz }));

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Shop = ValueOf<typeof shopArb>;
type Capture = ValueOf<typeof capture>;
type Refund = ValueOf<typeof refund>;

// ── Writing a shop as the features would have written it ───────────────────
const ago = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);

async function pay(
  now: Date,
  kind: "deposit" | "balance" | "cart",
  amountCents: number,
  c: Capture,
  ref: { customOrderId?: number; orderId?: number },
  back: Refund,
) {
  const [row] = await db()
    .insert(payments)
    .values({
      kind,
      status: c.status,
      applied: c.applied,
      amountCents,
      createdAt: ago(now, c.minutesAgo),
      ...ref,
    })
    .returning();
  if (!back) return;
  await db()
    .insert(payments)
    .values({
      kind: "refund",
      status: back.status,
      applied: c.applied,
      amountCents: Math.ceil((amountCents * back.share) / 100),
      refundOfPaymentId: row!.id,
      createdAt: ago(now, Math.max(1, c.minutesAgo - back.minutesLater)),
      ...ref,
    });
}

const codeOf = (d: { code: number | null }) => (d.code === null ? null : codeIds[d.code]!);
/** Product 11 was deleted since: its lines keep their name and lose the id. */
const line = (l: { product: number; quantity: number }) => ({
  productId: l.product === 11 ? null : productIds[l.product]!,
  name: l.product === 11 ? "Retired pin" : `Pin ${l.product}`,
  unitPriceCents: 500 + l.product * 250,
  quantity: l.quantity,
});

async function seed(shop: Shop, now: Date) {
  for (const o of shop.custom) {
    const depositCents = Math.round(o.totalCents / 10);
    // The deposit carries its share of the tax; the balance the rest of it and all the shipping.
    const { shippingCents, taxCents } = o.charges;
    const depositTaxCents = Math.round((taxCents * depositCents) / o.totalCents);
    const [row] = await db()
      .insert(customOrders)
      .values({
        customerName: "Report Tester",
        customerEmail: "reports@example.com",
        quantity: 100,
        size: "1inch",
        plating: "gold",
        pinBack: "rubber",
        packaging: ["just-pins"],
        pricePerPinCents: Math.round(o.totalCents / 100),
        subtotalCents: o.totalCents + o.discount.cents,
        discountCodeId: codeOf(o.discount),
        discountCents: o.discount.cents,
        totalCents: o.totalCents,
        depositCents,
        balanceCents: o.totalCents - depositCents,
        status: o.status,
        archivedAt: o.archived ? now : null,
        shippingCents,
        taxCents,
        depositTaxCents,
      })
      .returning({ id: customOrders.id });
    const ref = { customOrderId: row!.id };
    const depositDue = depositCents + depositTaxCents;
    const balanceDue = o.totalCents + shippingCents + taxCents - depositDue;
    if (o.deposit) await pay(now, "deposit", depositDue, o.deposit, ref, o.refund);
    if (o.balance) await pay(now, "balance", balanceDue, o.balance, ref, null);
  }
  for (const o of shop.cart) {
    const lines = o.lines.map(line);
    const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const discountCents = Math.min(o.discount.cents, subtotalCents);
    const totalCents = subtotalCents - discountCents + o.charges.shippingCents + o.charges.taxCents;
    const [row] = await db()
      .insert(orders)
      .values({
        customerName: "Report Tester",
        customerEmail: "reports@example.com",
        subtotalCents,
        discountCodeId: codeOf(o.discount),
        discountCents,
        ...o.charges,
        totalCents,
        status: "processing",
      })
      .returning({ id: orders.id });
    await db()
      .insert(orderItems)
      .values(lines.map((l) => ({ orderId: row!.id, ...l })));
    if (o.payment) await pay(now, "cart", totalCents, o.payment, { orderId: row!.id }, o.refund);
  }
  if (shop.views.length) {
    await db()
      .insert(pageViews)
      .values(
        shop.views.map((v) => ({ path: v.path, createdAt: new Date(now.getTime() - v.secondsAgo * 1000) })),
      );
  }
}

async function clear() {
  await db().execute(sql`delete from payments`);
  await db().execute(sql`delete from order_items`);
  await db().execute(sql`delete from orders`);
  await db().execute(sql`delete from custom_orders`);
  await db().execute(sql`delete from page_views`);
}

// ── The same figures by plain SQL over the raw rows ─────────────────────────
interface Rows<T> {
  rows: T[];
}
const query = async <T>(q: ReturnType<typeof sql>) => ((await db().execute(q)) as Rows<T>).rows;

/** What the report must say, in cents, per local day of `tz` in [from, to]. */
async function plainSums(from: string, to: string, tz: string) {
  const day = (column: string) => sql.raw(`to_char((${column} at time zone '${tz}')::date, 'YYYY-MM-DD')`);
  const within = (column: string) =>
    sql.raw(`(${column} at time zone '${tz}')::date between '${from}'::date and '${to}'::date`);
  const taken = sql.raw(`p.applied and (
    (p.kind <> 'refund' and p.status in ('completed', 'refunded')) or (p.kind = 'refund' and p.status = 'completed'))`);
  const [ledger, deposits, placed, items, views] = await Promise.all([
    query<{ day: string; kind: string; cents: string; n: string }>(sql`
      select ${day("p.created_at")} as day, p.kind, sum(p.amount_cents) as cents, count(*) as n
      from payments p where ${taken} and ${within("p.created_at")} group by 1, 2`),
    query<{
      day: string;
      deposit: string;
      total: number;
      status: string;
      archived: boolean;
      charged: string;
    }>(sql`
      select min(${day("p.created_at")}) as day, sum(p.amount_cents) as deposit,
        c.total_cents + c.shipping_cents + c.tax_cents as total,
        c.status, c.archived_at is not null as archived,
        (select coalesce(sum(q.amount_cents), 0) from payments q where q.custom_order_id = c.id
          and q.kind <> 'refund' and q.applied and q.status in ('completed', 'refunded')) as charged
      from custom_orders c join payments p on p.custom_order_id = c.id
      where p.kind = 'deposit' and ${taken} and ${within("p.created_at")}
      group by c.id`),
    query<{
      kind: string;
      day: string;
      code: string | null;
      code_id: number | null;
      discount: number;
      shipping: number;
      tax: number;
    }>(sql`
      select 'cart' as kind, min(${day("p.created_at")}) as day, d.code, o.discount_code_id as code_id,
        o.discount_cents as discount, o.shipping_cents as shipping, o.tax_cents as tax
      from orders o join payments p on p.order_id = o.id left join discount_codes d on d.id = o.discount_code_id
      where p.kind = 'cart' and ${taken} and ${within("p.created_at")} group by o.id, d.code
      union all
      select 'custom', min(${day("p.created_at")}), d.code, c.discount_code_id, c.discount_cents,
        c.shipping_cents, c.tax_cents
      from custom_orders c join payments p on p.custom_order_id = c.id
        left join discount_codes d on d.id = c.discount_code_id
      where p.kind = 'deposit' and ${taken} and ${within("p.created_at")} group by c.id, d.code`),
    query<{ day: string; product_id: number | null; name: string; quantity: number; price: number }>(sql`
      select placed.day, i.product_id, i.name, i.quantity, i.unit_price_cents as price
      from order_items i join (
        select o.id, min(${day("p.created_at")}) as day from orders o join payments p on p.order_id = o.id
        where p.kind = 'cart' and ${taken} and ${within("p.created_at")} group by o.id
      ) as placed on placed.id = i.order_id`),
    query<{ day: string; n: string }>(sql`
      select ${day("v.created_at")} as day, count(*) as n from page_views v
      where ${within("v.created_at")} group by 1`),
  ]);
  return { ledger, deposits, placed, items, views };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Checks every figure of `report` against the plain sums. */
async function expectReportMatches(report: ReportJson) {
  const plain = await plainSums(report.from, report.to, report.timeZone);
  const per = <T extends { day: string }>(rows: T[], value: (r: T) => number) =>
    report.sales.series.map((p) =>
      rows.filter((r) => p.start <= r.day && r.day <= p.end).reduce((sum, r) => sum + value(r), 0),
    );
  const ofKind = (kind: string) => (r: { kind: string; cents: string }) =>
    r.kind === kind ? Number(r.cents) : 0;
  const where = `${report.from}..${report.to} ${report.timeZone}`;

  expect(
    report.sales.series.map((p) => cents(p.deposits)),
    `deposits ${where}`,
  ).toEqual(per(plain.ledger, ofKind("deposit")));
  expect(
    report.sales.series.map((p) => cents(p.balances)),
    where,
  ).toEqual(per(plain.ledger, ofKind("balance")));
  expect(
    report.sales.series.map((p) => cents(p.cartOrders)),
    where,
  ).toEqual(per(plain.ledger, ofKind("cart")));
  const refunds = per(plain.ledger, ofKind("refund"));
  expect(
    report.refunds.series.map((p) => cents(p.amount)),
    where,
  ).toEqual(refunds);
  expect(report.refunds.totals.count).toBe(
    plain.ledger.filter((r) => r.kind === "refund").reduce((s, r) => s + Number(r.n), 0),
  );
  const sales = per(plain.ledger, (r) => (r.kind === "refund" ? 0 : Number(r.cents)));
  expect(
    report.net.series.map((p) => cents(p.amount)),
    where,
  ).toEqual(sales.map((s, i) => s - refunds[i]!));
  expect(cents(report.net.totals.amount)).toBe(
    sales.reduce((a, b) => a + b, 0) - refunds.reduce((a, b) => a + b, 0),
  );

  const due = (r: (typeof plain.deposits)[number]) =>
    r.archived || r.status === "pending" || r.status === "cancelled"
      ? 0
      : Math.max(0, r.total - Number(r.charged));
  expect(
    report.deposits.series.map((p) => p.orders),
    where,
  ).toEqual(per(plain.deposits, () => 1));
  expect(report.deposits.series.map((p) => cents(p.deposits))).toEqual(
    per(plain.deposits, (r) => Number(r.deposit)),
  );
  expect(report.deposits.series.map((p) => cents(p.balanceDue))).toEqual(per(plain.deposits, due));

  const used = plain.placed.filter((r) => r.code_id !== null || r.discount > 0);
  expect(
    report.discounts.series.map((p) => p.orders),
    where,
  ).toEqual(per(used, () => 1));
  expect(report.discounts.series.map((p) => cents(p.discount))).toEqual(per(used, (r) => r.discount));
  const byCode = new Map<
    string | null,
    { cart: number; custom: number; cartCents: number; customCents: number }
  >();
  for (const r of used) {
    const c = byCode.get(r.code) ?? { cart: 0, custom: 0, cartCents: 0, customCents: 0 };
    if (r.kind === "cart") [c.cart, c.cartCents] = [c.cart + 1, c.cartCents + r.discount];
    else [c.custom, c.customCents] = [c.custom + 1, c.customCents + r.discount];
    byCode.set(r.code, c);
  }
  const codeKey = (code: string | null) => code ?? "(deleted)";
  expect(
    Object.fromEntries(
      report.discounts.codes.map((c) => [
        codeKey(c.code),
        {
          cart: c.cartOrders,
          custom: c.customOrders,
          cartCents: cents(c.cartDiscount),
          customCents: cents(c.customDiscount),
        },
      ]),
    ),
    `codes ${where}`,
  ).toEqual(Object.fromEntries([...byCode].map(([code, c]) => [codeKey(code), c])));

  // Shipping and tax: every order placed, with what it owes for them, by its kind.
  for (const kind of ["cart", "custom"] as const) {
    const placed = plain.placed.filter((r) => r.kind === kind);
    for (const [key, column] of [
      [`${kind}Shipping`, "shipping"],
      [`${kind}Tax`, "tax"],
    ] as const) {
      expect(
        report.shippingTax.series.map((p) => cents(p[key])),
        `${key} ${where}`,
      ).toEqual(per(placed, (r) => r[column]));
    }
  }
  expect(report.shippingTax.series.map((p) => cents(p.shipping))).toEqual(
    per(plain.placed, (r) => r.shipping),
  );
  expect(report.shippingTax.series.map((p) => cents(p.tax))).toEqual(per(plain.placed, (r) => r.tax));
  expect(cents(report.shippingTax.totals.tax)).toBe(plain.placed.reduce((sum, r) => sum + r.tax, 0));

  expect(
    report.products.series.map((p) => p.quantity),
    where,
  ).toEqual(per(plain.items, (r) => r.quantity));
  expect(report.products.series.map((p) => cents(p.revenue))).toEqual(
    per(plain.items, (r) => r.quantity * r.price),
  );
  const sold = new Map<string, { name: string; quantity: number; revenue: number }>();
  for (const r of plain.items) {
    const key = r.product_id === null ? `name:${r.name}` : `id:${r.product_id}`;
    const p = sold.get(key) ?? { name: r.name, quantity: 0, revenue: 0 };
    [p.quantity, p.revenue] = [p.quantity + r.quantity, p.revenue + r.quantity * r.price];
    sold.set(key, p);
  }
  const ranked = [...sold.values()].sort(
    (a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name),
  );
  expect(report.products.productsSold).toBe(sold.size);
  expect(
    report.products.top.map((p) => ({ name: p.name, quantity: p.quantity, revenue: cents(p.revenue) })),
    `top products ${where}`,
  ).toEqual(ranked.slice(0, 10));

  expect(
    report.pageViews.series.map((p) => p.views),
    where,
  ).toEqual(per(plain.views, (r) => Number(r.n)));
}

describe("the reports against plain SQL", () => {
  it("equal direct sums over the raw rows for random shops, ranges and zones", {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(shopArb, fc.array(rangeArb, { minLength: 1, maxLength: 3 }), async (shop, ranges) => {
        await clear();
        // The next millisecond: PostgreSQL keeps microseconds, and the report counts views before `now`.
        const now = new Date(Date.now() + 1);
        await seed(shop, now);
        for (const { startAgo, endAgo, tz } of ranges) {
          const today = dateIn(now, tz);
          const report = await getReport(
            { from: addDays(today, -startAgo), to: addDays(today, -endAgo), tz },
            now,
          );
          await expectReportMatches(report);
        }
      }),
      { numRuns: 30 },
    );
  });
});
