// The owner's reports: for a range of calendar days, money from the payments ledger
// (sales by kind, refunds, net), deposits taken with the balances their orders still owe, the
// discount codes used, the shipping and sales tax charged, the products sold and the page views,
// each per day, week or month and in all. Like the overview, a read-only report across features: it lives with the admin and reads
// their tables. Every query starts from an index on the range (docs/decisions/016-reports.md).
import { invalid, sqlState } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { UNKNOWN_TIME_ZONE } from "./overview.schemas.ts";
import { viewsPerDay } from "./overview-views.server.ts";
import { depositDays, ledgerDays } from "./report-ledger.server.ts";
import { discountCodeUse, placedDays, productDays, topProducts } from "./report-orders.server.ts";
import { addDays, daysInRange, type ReportPeriod, reportPeriods, sumByPeriod } from "./report-range.ts";
import type { ReportWindow } from "./report-sql.server.ts";
import { type ReportJson, type ReportQuery, ReportQuerySchema } from "./reports.schemas.ts";

/** The row with its `money` fields turned from cents into dollars. */
function inDollars<T extends object>(row: T, money: readonly (keyof T)[]): T {
  const out = { ...row };
  for (const k of money) out[k] = centsToDollars(row[k] as number) as T[keyof T];
  return out;
}

/** Figures per period with their totals, in dollars for the `money` fields. */
function figure<K extends string>(
  series: (ReportPeriod & Record<K, number>)[],
  keys: readonly K[],
  money: readonly K[] = [],
) {
  const totals = Object.fromEntries(keys.map((k) => [k, series.reduce((sum, p) => sum + p[k], 0)]));
  return {
    series: series.map((p) => inDollars(p, money)),
    totals: inDollars(totals as Record<K, number>, money),
  };
}

const SALES = ["deposits", "balances", "cartOrders", "total"] as const;
const SHIPPING_TAX = ["cartShipping", "customShipping", "shipping", "cartTax", "customTax", "tax"] as const;

/** Figures given per day, added up per period of the range and in all. */
const perPeriod = <K extends string>(
  periods: ReportPeriod[],
  keys: readonly K[],
  days: ({ day: string } & Record<K, number>)[],
  money: readonly K[] = [],
) => figure(sumByPeriod(periods, keys, days), keys, money);

async function gather(w: ReportWindow, now: Date) {
  const days = Array.from({ length: daysInRange(w.from, w.to) }, (_, i) => addDays(w.from, i));
  try {
    const [ledger, deposits, placed, codes, products, top, views] = await Promise.all([
      ledgerDays(w),
      depositDays(w),
      placedDays(w),
      discountCodeUse(w),
      productDays(w),
      topProducts(w),
      viewsPerDay(now, w.tz, days),
    ]);
    return { ledger, deposits, placed, codes, products, top, views };
  } catch (err) {
    // A zone the browser knows but the database does not (22023: invalid_parameter_value).
    if (sqlState(err) === "22023") throw invalid(UNKNOWN_TIME_ZONE);
    throw err;
  }
}

/** `GET /api/admin/reports`; `now` is for tests that need a fixed clock. */
export async function getReport(query: ReportQuery, now = new Date()): Promise<ReportJson> {
  const { from, to, tz } = ReportQuerySchema.parse(query);
  const found = await gather({ from, to, tz }, now);
  const { granularity, periods } = reportPeriods(from, to);
  const sales = found.ledger.map((d) => ({ ...d, total: d.deposits + d.balances + d.cartOrders }));
  const charges = found.placed.map((d) => ({
    ...d,
    shipping: d.cartShipping + d.customShipping,
    tax: d.cartTax + d.customTax,
  }));
  const codes = found.codes.map((c) => ({
    ...c,
    orders: c.cartOrders + c.customOrders,
    discount: c.cartDiscount + c.customDiscount,
  }));
  const allCodes = (key: keyof (typeof codes)[number] & string) =>
    codes.reduce((sum, c) => sum + (c[key] as number), 0);
  return {
    generatedAt: now.toISOString(),
    timeZone: tz,
    from,
    to,
    granularity,
    sales: perPeriod(periods, SALES, sales, SALES),
    refunds: perPeriod(
      periods,
      ["amount", "count"],
      sales.map((d) => ({ day: d.day, amount: d.refunds, count: d.refundCount })),
      ["amount"],
    ),
    net: perPeriod(
      periods,
      ["amount"],
      sales.map((d) => ({ day: d.day, amount: d.total - d.refunds })),
      ["amount"],
    ),
    deposits: perPeriod(periods, ["orders", "deposits", "balanceDue"], found.deposits, [
      "deposits",
      "balanceDue",
    ]),
    discounts: {
      ...perPeriod(
        periods,
        ["orders", "discount"],
        found.placed.map((d) => ({ day: d.day, orders: d.discountOrders, discount: d.discount })),
        ["discount"],
      ),
      codes: codes.map((c) => inDollars(c, ["cartDiscount", "customDiscount", "discount"])),
      byKind: {
        cartOrders: allCodes("cartOrders"),
        customOrders: allCodes("customOrders"),
        cartDiscount: centsToDollars(allCodes("cartDiscount")),
        customDiscount: centsToDollars(allCodes("customDiscount")),
      },
    },
    shippingTax: perPeriod(periods, SHIPPING_TAX, charges, SHIPPING_TAX),
    products: {
      ...perPeriod(periods, ["quantity", "revenue"], found.products, ["revenue"]),
      top: found.top.top.map((p) => ({ ...p, revenue: centsToDollars(p.revenue) })),
      productsSold: found.top.productsSold,
    },
    pageViews: perPeriod(
      periods,
      ["views"],
      found.views.map((d) => ({ day: d.date, views: d.views })),
    ),
  };
}
