import { describe, expect, it } from "vitest";
import { type GuardMoney, statusChangeConflict } from "./status-guard.ts";

const money = (
  chargedCents: number,
  refundedCents: number,
  totalCents: number,
  pendingCents = 0,
): GuardMoney => ({
  chargedCents,
  refundedCents,
  netPaidCents: chargedCents - refundedCents,
  balanceDueCents: Math.max(0, totalCents - chargedCents),
  pendingCents,
});

// A $500 custom order: deposit $50 paid, or paid in full, or refunded.
const depositOnly = money(5000, 0, 50000);
const paidInFull = money(50000, 0, 50000);
const depositRefunded = money(5000, 5000, 50000);
const goodwillRefund = money(50000, 2000, 50000);
const nothingPaid = money(0, 0, 50000);
// The $50 deposit PayPal is still reviewing, alone or beside a refunded one.
const depositUnderReview = money(0, 0, 50000, 5000);
const paidAndUnderReview = money(5000, 0, 50000, 45000);

describe("statusChangeConflict", () => {
  it.each([
    ["deposit_paid", "in_production", depositOnly, "balance_due", "$450.00 is still owed on this order."],
    ["approved", "shipped", money(9500, 0, 50000), "balance_due", "$405.00 is still owed on this order."],
    ["approved", "delivered", depositOnly, "balance_due", "$450.00 is still owed on this order."],
    ["approved", "balance_paid", depositOnly, "balance_due", "$450.00 is still owed on this order."],
    ["payment_pending", "in_production", nothingPaid, "balance_due", "$500.00 is still owed on this order."],
    [
      "cancelled",
      "in_production",
      depositRefunded,
      "cancelled",
      "This order is cancelled and $50.00 was refunded.",
    ],
    ["cancelled", "pending", nothingPaid, "cancelled", "This order is cancelled."],
    [
      "shipped",
      "cancelled",
      paidInFull,
      "money_held",
      "$500.00 paid on this order would be kept: cancelling does not refund it.",
    ],
    [
      "deposit_paid",
      "cancelled",
      depositOnly,
      "money_held",
      "$50.00 paid on this order would be kept: cancelling does not refund it.",
    ],
    [
      "pending",
      "cancelled",
      depositUnderReview,
      "payment_pending",
      "$50.00 is pending at PayPal on this order: if PayPal completes it after the order is cancelled, it is refunded at once.",
    ],
    [
      "approved",
      "cancelled",
      paidAndUnderReview,
      "money_held",
      "$50.00 paid on this order would be kept: cancelling does not refund it. $450.00 more is pending at PayPal on this order: if PayPal completes it after the order is cancelled, it is refunded at once.",
    ],
    [
      "deposit_paid",
      "approved",
      depositRefunded,
      "refunded",
      "Everything paid on this order ($50.00) was refunded.",
    ],
  ] as const)("%s → %s is refused (%s)", (from, to, figures, problem, message) => {
    expect(statusChangeConflict(from, to, figures)).toEqual({ problem, message });
  });

  it.each([
    ["balance_paid", "in_production", paidInFull],
    ["in_production", "shipped", paidInFull],
    ["shipped", "delivered", goodwillRefund],
    ["deposit_paid", "design_in_progress", depositOnly],
    ["awaiting_approval", "approved", depositOnly],
    ["deposit_paid", "cancelled", depositRefunded],
    ["pending", "cancelled", nothingPaid],
    ["pending", "processing", paidInFull],
    ["cancelled", "cancelled", depositRefunded],
    ["in_production", "in_production", depositOnly],
  ] as const)("%s → %s goes ahead", (from, to, figures) => {
    expect(statusChangeConflict(from, to, figures)).toBeNull();
  });

  it.each(["deposit_paid", "design_in_progress", "approved", "in_production", "shipped"])(
    "an unpaid custom checkout moved to %s is refused: no deposit was received",
    (to) => {
      expect(statusChangeConflict("pending", to, nothingPaid, "custom")).toEqual({
        problem: "deposit_missing",
        message: "No deposit was received for this order: it is an unpaid checkout.",
      });
    },
  );

  it("a custom order's paid deposit, or a regular order's pending, is no missing deposit", () => {
    expect(statusChangeConflict("pending", "deposit_paid", depositOnly, "custom")).toBeNull();
    expect(statusChangeConflict("pending", "cancelled", nothingPaid, "custom")).toBeNull();
    expect(statusChangeConflict("pending", "processing", nothingPaid, "regular")).toBeNull();
  });

  it("a refund never makes a paid order owe money again", () => {
    expect(statusChangeConflict("balance_paid", "shipped", goodwillRefund)).toBeNull();
  });
});
