// How the overview writes its figures: dollars as "$1,234.50", changes as "+12.5%", days as
// "Mar 3". Browser-safe.
import { formatUsd } from "../../lib/money.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../orders/index.ts";
import { customStatusLabel } from "./components/custom-status-label.ts";

/** API dollars (may be negative: a week with more refunds than sales) as currency. */
export const money = (dollars: number) => formatUsd(Math.round(dollars * 100));

export const count = (n: number) => n.toLocaleString("en-US");

/** "+12.5%", "−4%", "0%"; with nothing to compare, "New" when something happened, else null. */
export function changeText(change: number | null, current: number): string | null {
  if (change === null) return current !== 0 ? "New" : null;
  const sign = change > 0 ? "+" : change < 0 ? "−" : "";
  return `${sign}${Math.abs(change).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** "2026-03-03" → "Mar 3" (a calendar date, so read in UTC where it was written). */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export const customLabel = customStatusLabel;
export const regularLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
