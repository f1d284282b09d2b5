import { dollarsToCents, formatUsd } from "../../lib/money.ts";
import type { DiscountCodeJson } from "../discounts/discounts.schemas.ts";

/** Codes a campaign can send now: active, inside their dates, uses left (the server checks again). */
export function activeCodes(codes: readonly DiscountCodeJson[], now = new Date()): DiscountCodeJson[] {
  return codes.filter(
    (c) =>
      c.isActive &&
      (c.startsAt === null || new Date(c.startsAt) <= now) &&
      (c.endsAt === null || new Date(c.endsAt) > now) &&
      (c.maxUses === null || c.usedCount < c.maxUses),
  );
}

/** "15% off" or "$10.00 off" for the code picker and the confirmation. */
export function offerOf(code: Pick<DiscountCodeJson, "discountType" | "discountValue">): string {
  return code.discountType === "percentage"
    ? `${code.discountValue}% off`
    : `${formatUsd(dollarsToCents(code.discountValue) ?? 0)} off`;
}
