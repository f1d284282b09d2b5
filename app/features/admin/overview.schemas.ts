import { z } from "zod";

// The dashboard overview (issue 7): what `GET /api/admin/overview` answers. Money in
// dollars, as every API answer. Browser-safe: the overview panel reads these types.

/** Days of page views the chart shows, and how many pages the top list names. */
export const VIEW_DAYS = 30;
export const TOP_PAGES = 8;
/** The week comparison is rolling: the last 7 × 24 h against the 7 × 24 h before them. */
export const WEEK_DAYS = 7;

export const UNKNOWN_TIME_ZONE = "Unknown time zone";

/** True for an IANA zone name this runtime knows (the admin's browser sends its own). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value);
  } catch {
    return false;
  }
}

export const OverviewQuerySchema = z.object({
  /** The days of the views chart are the admin's days; UTC when not given. */
  tz: z.string().refine(isTimeZone, UNKNOWN_TIME_ZONE).default("UTC"),
});
export type OverviewQuery = z.input<typeof OverviewQuerySchema>;

export interface StatusCountJson {
  status: string;
  count: number;
}

export interface PeriodJson {
  /** ISO instants: the window is [from, to). */
  from: string;
  to: string;
  /** Money taken in the window, net of refunds given in it. */
  revenue: number;
  /** Orders paid in the window: custom-order deposits and regular-order payments. */
  orders: number;
}

export interface OverviewJson {
  generatedAt: string;
  timeZone: string;
  /** Since the shop opened, from the payments ledger; each kind net of its refunds. */
  money: { total: number; deposits: number; balances: number; regularOrders: number; refunded: number };
  /** Custom orders with a deposit paid, not cancelled nor archived: total − net paid. */
  balancesDue: { amount: number; orders: number };
  ordersByStatus: { custom: StatusCountJson[]; regular: StatusCountJson[] };
  week: {
    current: PeriodJson;
    previous: PeriodJson;
    /** Percent change against the previous window, one decimal; null when that was zero. */
    revenueChange: number | null;
    ordersChange: number | null;
  };
  pageViews: {
    /** One entry per day (YYYY-MM-DD in `timeZone`), oldest first, zero-filled. */
    days: { date: string; views: number }[];
    total: number;
    topPages: { path: string; views: number }[];
  };
}

/** Percent change, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
