import type { FieldErrors, Resolver } from "react-hook-form";
import {
  type DiscountCodeInput,
  DiscountCodeInputSchema,
  type DiscountCodeJson,
} from "../discounts/discounts.schemas.ts";

// The discount-code dialog types text; the feature's own schema judges what it becomes, so
// the form and the API give the same messages.

export interface DiscountCodeFormValues {
  code: string;
  discountType: "percentage" | "fixed";
  discountValue: string;
  minimumOrderAmount: string;
  maxUses: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
}

export const EMPTY_DISCOUNT_CODE: DiscountCodeFormValues = {
  code: "",
  discountType: "percentage",
  discountValue: "",
  minimumOrderAmount: "",
  maxUses: "",
  isActive: true,
  startsAt: "",
  endsAt: "",
};

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

export function toDiscountCodePayload(v: DiscountCodeFormValues) {
  return {
    code: v.code,
    discountType: v.discountType,
    discountValue: v.discountValue.trim() === "" ? undefined : Number(v.discountValue),
    minimumOrderAmount: numberOrNull(v.minimumOrderAmount),
    maxUses: numberOrNull(v.maxUses),
    isActive: v.isActive,
    // Days of the shop's calendar, sent as typed: the server knows the shop's time zone, and an
    // end day counts through its last moment (docs/product-rules.md#discount-codes).
    startsAt: v.startsAt || null,
    endsAt: v.endsAt || null,
  };
}

export function toDiscountCodeFormValues(code: DiscountCodeJson): DiscountCodeFormValues {
  return {
    code: code.code,
    discountType: code.discountType,
    discountValue: String(code.discountValue),
    minimumOrderAmount: code.minimumOrderAmount === null ? "" : String(code.minimumOrderAmount),
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    isActive: code.isActive,
    startsAt: code.startsOn ?? "",
    endsAt: code.endsOn ?? "",
  };
}

export const discountCodeResolver: Resolver<DiscountCodeFormValues, unknown, DiscountCodeInput> = async (
  values,
) => {
  const parsed = DiscountCodeInputSchema.safeParse(toDiscountCodePayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<DiscountCodeFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "code") as keyof DiscountCodeFormValues;
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return { values: {}, errors };
};
