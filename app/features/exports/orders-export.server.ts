// `orders.csv`: one line per placed order of either kind in the range, oldest first, with its
// money lines and the money view's paid, refunded and balance due. Read in keyset pages of
// EXPORT_BATCH orders per kind (created_at, id), the two kinds merged by date as they stream.
import { and, asc, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import { customOrders, orders } from "../../../db/schema.ts";
import { nextDate, startOfDateIn } from "../../lib/calendar-days.ts";
import { db } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { type MoneyView, moneyOf, moneyViews } from "../payments/index.server.ts";
import type { CsvCell } from "./csv-cells.ts";
import { type OrdersExportQuery, OrdersExportQuerySchema } from "./exports.schemas.ts";

/** Orders read per query and kind: a batch is all the export ever holds. */
export const EXPORT_BATCH = 1000;

export const ORDERS_CSV_HEADER = [
  "Kind",
  "Order",
  "Placed",
  "Updated",
  "Customer",
  "Email",
  "Status",
  "Subtotal",
  "Rush fee",
  "Discount",
  "Shipping",
  "Tax",
  "Total",
  "Paid",
  "Refunded",
  "Net paid",
  "Balance due",
  "Archived",
] as const;

interface ExportOrder {
  kind: "custom" | "regular";
  id: number;
  /** created_at as PostgreSQL writes it, to the microsecond: the keyset's exact cursor. */
  cursor: string;
  createdAt: Date;
  updatedAt: Date;
  customerName: string;
  customerEmail: string;
  status: string;
  subtotalCents: number;
  rushFeeCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** All the order owes: for a custom order the pins' total plus shipping and tax. */
  totalCents: number;
  archivedAt: Date | null;
}

type Range = { start?: Date; end?: Date };

const regularColumns = {
  id: orders.id,
  cursor: sql<string>`${orders.createdAt}::text`,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  status: orders.status,
  subtotalCents: orders.subtotalCents,
  rushFeeCents: sql<number>`0`.mapWith(Number),
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  taxCents: orders.taxCents,
  totalCents: orders.totalCents,
  archivedAt: orders.archivedAt,
};

const customColumns = {
  id: customOrders.id,
  cursor: sql<string>`${customOrders.createdAt}::text`,
  createdAt: customOrders.createdAt,
  updatedAt: customOrders.updatedAt,
  customerName: customOrders.customerName,
  customerEmail: customOrders.customerEmail,
  status: customOrders.status,
  subtotalCents: customOrders.subtotalCents,
  rushFeeCents: customOrders.rushFeeCents,
  discountCents: customOrders.discountCents,
  shippingCents: customOrders.shippingCents,
  taxCents: customOrders.taxCents,
  totalCents:
    sql<number>`${customOrders.totalCents} + ${customOrders.shippingCents} + ${customOrders.taxCents}`.mapWith(
      Number,
    ),
  archivedAt: customOrders.archivedAt,
};

/** The keyset pages of one kind: each query starts after the last order of the one before. */
async function* pagesOf(kind: ExportOrder["kind"], range: Range): AsyncGenerator<ExportOrder[]> {
  const table = kind === "regular" ? orders : customOrders;
  // A cart awaiting PayPal and a custom order whose deposit was never paid are not orders.
  const unplaced =
    kind === "regular" ? ne(orders.status, "payment_pending") : ne(customOrders.status, "pending");
  let after: { cursor: string; id: number } | null = null;
  for (;;) {
    const where: (SQL | undefined)[] = [
      unplaced,
      range.start ? gte(table.createdAt, range.start) : undefined,
      range.end ? lt(table.createdAt, range.end) : undefined,
      after
        ? sql`(${table.createdAt}, ${table.id}) > (${after.cursor}::timestamptz, ${after.id})`
        : undefined,
    ];
    const query =
      kind === "regular"
        ? db().select(regularColumns).from(orders)
        : db().select(customColumns).from(customOrders);
    const rows = await query
      .where(and(...where))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(EXPORT_BATCH);
    if (!rows.length) return;
    yield rows.map((r) => ({ ...r, kind }));
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Orders one at a time from a kind's pages, each page's money views read with it. */
async function* withMoney(pages: AsyncGenerator<ExportOrder[]>) {
  for await (const page of pages) {
    const views = await moneyViews(
      page.map((o) =>
        o.kind === "regular"
          ? { orderId: o.id, totalCents: o.totalCents, status: o.status }
          : { customOrderId: o.id, totalCents: o.totalCents, status: o.status },
      ),
    );
    for (const o of page) {
      yield {
        order: o,
        money: moneyOf(views, o.kind === "regular" ? { orderId: o.id } : { customOrderId: o.id }),
      };
    }
  }
}

type Priced = { order: ExportOrder; money: MoneyView };

const earlier = (a: ExportOrder, b: ExportOrder) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.kind < b.kind ? -1 : 1);

const money = (cents: number) => centsToDollars(cents).toFixed(2);

function csvRow({ order: o, money: m }: Priced): CsvCell[] {
  return [
    o.kind,
    o.id,
    o.createdAt.toISOString(),
    o.updatedAt.toISOString(),
    o.customerName,
    o.customerEmail,
    o.status,
    money(o.subtotalCents),
    money(o.rushFeeCents),
    money(o.discountCents),
    money(o.shippingCents),
    money(o.taxCents),
    money(o.totalCents),
    money(m.chargedCents),
    money(m.refundedCents),
    money(m.netPaidCents),
    money(m.balanceDueCents),
    o.archivedAt ? "yes" : "no",
  ];
}

/** The range's first instant and the instant after its last day, in the shop's time zone. */
function rangeOf(query: OrdersExportQuery): Range {
  const { from, to } = OrdersExportQuerySchema.parse(query);
  const zone = env().SHOP_TIME_ZONE;
  return {
    start: from ? startOfDateIn(from, zone) : undefined,
    end: to ? startOfDateIn(nextDate(to), zone) : undefined,
  };
}

/** The CSV lines of the range, a batch at a time: both kinds merged, oldest first. */
export async function* orderCsvBatches(query: OrdersExportQuery = {}): AsyncGenerator<CsvCell[][]> {
  const range = rangeOf(query);
  const regular = withMoney(pagesOf("regular", range));
  const custom = withMoney(pagesOf("custom", range));
  let [r, c] = await Promise.all([regular.next(), custom.next()]);
  let batch: CsvCell[][] = [];
  while (!r.done || !c.done) {
    const takeRegular = c.done || (!r.done && earlier(r.value.order, c.value.order) <= 0);
    if (takeRegular && !r.done) {
      batch.push(csvRow(r.value));
      r = await regular.next();
    } else if (!c.done) {
      batch.push(csvRow(c.value));
      c = await custom.next();
    }
    if (batch.length >= EXPORT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
