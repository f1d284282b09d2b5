import { formatUsd } from "../../lib/money.ts";

// The one table of status changes the payments contradict, for both kinds of order
// (docs/product-rules.md#guarded-status-changes). Pure and browser-safe: the server refuses
// with its answer, and the admin's confirmation shows the same words.

/** What the ledger says about an order's money, in cents. */
export interface GuardMoney {
  /** Every capture taken (a refunded one still counts: it was charged). */
  chargedCents: number;
  refundedCents: number;
  /** Charged less refunded: the money the shop holds. */
  netPaidCents: number;
  /** What the customer still owes; a refund never raises it. */
  balanceDueCents: number;
  /** Applied captures PayPal is still reviewing: money the order holds once PayPal completes them. */
  pendingCents: number;
}

/**
 * Why a change contradicts the money. `money_held`: cancelling would keep money paid (a refund can
 * give it back); `payment_pending`: only a payment PayPal is still reviewing, which nothing can
 * refund yet (it is refunded by itself if it completes after the cancel).
 */
export type GuardProblem =
  | "balance_due"
  | "cancelled"
  | "refunded"
  | "money_held"
  | "payment_pending"
  | "deposit_missing"
  /** A custom order's latest mockup carries a new price its customer has not answered. */
  | "requote_unanswered";

export interface GuardVerdict {
  problem: GuardProblem;
  /** Names what is wrong, in the owner's words ("$405.00 is still owed on this order."). */
  message: string;
}

/** States that say the order is paid in full: production, shipping and what follows. */
const NEEDS_FULL_PAYMENT: readonly string[] = ["balance_paid", "in_production", "shipped", "delivered"];

/**
 * Whether moving an order from `from` to `to` contradicts its money, and why; null when the
 * change may go ahead without a reason. The same status again is never a change. `kind` says
 * which kind of order: a custom order's `pending` is an unpaid checkout, a regular order's is an
 * order received.
 */
export function statusChangeConflict(
  from: string,
  to: string,
  money: GuardMoney,
  kind: "custom" | "regular" = "regular",
): GuardVerdict | null {
  if (from === to) return null;
  if (from === "cancelled") {
    const refunded = money.refundedCents > 0 ? ` and ${formatUsd(money.refundedCents)} was refunded` : "";
    return { problem: "cancelled", message: `This order is cancelled${refunded}.` };
  }
  if (to === "cancelled") {
    if (money.netPaidCents <= 0 && money.pendingCents <= 0) return null;
    const kept =
      money.netPaidCents > 0
        ? `${formatUsd(money.netPaidCents)} paid on this order would be kept: cancelling does not refund it.`
        : null;
    const more = money.netPaidCents > 0 ? " more" : "";
    const pending =
      money.pendingCents > 0
        ? `${formatUsd(money.pendingCents)}${more} is pending at PayPal on this order: if PayPal completes it after the order is cancelled, it is refunded at once.`
        : null;
    return {
      problem: kept ? "money_held" : "payment_pending",
      message: [kept, pending].filter(Boolean).join(" "),
    };
  }
  if (money.chargedCents > 0 && money.netPaidCents <= 0) {
    return {
      problem: "refunded",
      message: `Everything paid on this order (${formatUsd(money.chargedCents)}) was refunded.`,
    };
  }
  // A prepared custom order whose deposit never arrived is a checkout, not an order: moving it on
  // would claim a deposit that was not paid.
  if (kind === "custom" && from === "pending" && money.chargedCents <= 0) {
    return {
      problem: "deposit_missing",
      message: "No deposit was received for this order: it is an unpaid checkout.",
    };
  }
  if (NEEDS_FULL_PAYMENT.includes(to) && money.balanceDueCents > 0) {
    return {
      problem: "balance_due",
      message: `${formatUsd(money.balanceDueCents)} is still owed on this order.`,
    };
  }
  return null;
}

/** How long an override's reason may be. */
export const OVERRIDE_REASON_MAX = 500;
