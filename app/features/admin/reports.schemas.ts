import { z } from "zod";
import { isTimeZone, UNKNOWN_TIME_ZONE } from "./overview.schemas.ts";
import {
  daysInRange,
  isCalendarDate,
  REPORT_MAX_DAYS,
  type ReportGranularity,
  type ReportPeriod,
} from "./report-range.ts";

// The owner's reports: what `GET /api/admin/reports?from=&to=&tz=` takes and answers. Money in
// dollars, as every API answer. Browser-safe: the Reports screen reads these types.

export const REPORT_DATE_FORMAT = "Enter dates as YYYY-MM-DD";
export const REPORT_RANGE_ORDER = "The start date must be on or before the end date";
export const REPORT_RANGE_TOO_LONG = "Choose a range of at most 3 years";
/** How many products the top list names. */
export const TOP_PRODUCTS = 10;

const ReportDateSchema = z.string().refine(isCalendarDate, REPORT_DATE_FORMAT);
const bothDates = (q: { from: string; to: string }) => isCalendarDate(q.from) && isCalendarDate(q.to);

export const ReportQuerySchema = z
  .strictObject({
    /** The first and last calendar day of the range, both included. */
    from: ReportDateSchema,
    to: ReportDateSchema,
    /** The days are the admin's days: the browser sends its IANA time zone; UTC when not given. */
    tz: z.string().refine(isTimeZone, UNKNOWN_TIME_ZONE).default("UTC"),
  })
  // Zod runs these even after a date failed its own check: a wrong date has said so already.
  .refine((q) => !bothDates(q) || q.from <= q.to, { message: REPORT_RANGE_ORDER, path: ["to"] })
  .refine((q) => !bothDates(q) || q.from > q.to || daysInRange(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: REPORT_RANGE_TOO_LONG,
    path: ["to"],
  });
export type ReportQuery = z.input<typeof ReportQuerySchema>;

/** Money taken by kind of payment: custom-order deposits and balances, and cart (regular) orders. */
export interface SalesFigures {
  deposits: number;
  balances: number;
  cartOrders: number;
  total: number;
}

export interface DepositFigures {
  /** Custom orders whose deposit was taken in the period. */
  orders: number;
  deposits: number;
  /** What those orders still owe today (0 for a cancelled or archived one). */
  balanceDue: number;
}

/**
 * Shipping and sales tax on the orders placed in a period, cart and custom apart. A custom order
 * counts the shipping and tax fixed when its deposit was paid (what it owes for them), though its
 * balance carries the shipping and most of the tax.
 */
export interface ShippingTaxFigures {
  cartShipping: number;
  customShipping: number;
  shipping: number;
  cartTax: number;
  customTax: number;
  tax: number;
}

export interface DiscountCodeUseJson {
  /** null: a code deleted since. */
  code: string | null;
  cartOrders: number;
  customOrders: number;
  orders: number;
  cartDiscount: number;
  customDiscount: number;
  discount: number;
}

export interface TopProductJson {
  /** null: a product deleted since (its lines keep the name they were sold under). */
  productId: number | null;
  name: string;
  quantity: number;
  /** Price × quantity of its lines, before the order's discount, shipping and tax. */
  revenue: number;
}

/** One figure of a report: per period (oldest first, every period of the range) and in all. */
interface Figure<T> {
  series: (ReportPeriod & T)[];
  totals: T;
}

export interface ReportJson {
  generatedAt: string;
  timeZone: string;
  from: string;
  to: string;
  /** How the periods are cut: by day up to a quarter, by week up to a year, else by month. */
  granularity: ReportGranularity;
  /**
   * Money captured in each period, from the payments ledger: captures PayPal completed (even if
   * refunded since), applied to their order.
   */
  sales: Figure<SalesFigures>;
  /** Refunds PayPal completed in each period, whenever their capture was taken. */
  refunds: Figure<{ amount: number; count: number }>;
  /** Sales less refunds. */
  net: Figure<{ amount: number }>;
  /** Custom orders by the period their deposit was taken, and what they owe now. */
  deposits: Figure<DepositFigures>;
  /**
   * Orders placed in each period (a cart order when its payment was taken, a custom order when
   * its deposit was) that used a discount code, and the discount they were given.
   */
  discounts: Figure<{ orders: number; discount: number }> & {
    codes: DiscountCodeUseJson[];
    byKind: { cartOrders: number; customOrders: number; cartDiscount: number; customDiscount: number };
  };
  /** Shipping and sales tax of the orders placed in each period, as discounts count them. */
  shippingTax: Figure<ShippingTaxFigures>;
  /** Units and line revenue of the cart orders placed in each period; the best sellers by units. */
  products: Figure<{ quantity: number; revenue: number }> & {
    top: TopProductJson[];
    /** How many different products sold in the range. */
    productsSold: number;
  };
  pageViews: Figure<{ views: number }>;
}
