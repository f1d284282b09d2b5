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
/** A date input's day, read as the admin's local midnight. */
const dayToIso = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
const isoToDay = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export function toDiscountCodePayload(v: DiscountCodeFormValues) {
  return {
    code: v.code,
    discountType: v.discountType,
    discountValue: v.discountValue.trim() === "" ? undefined : Number(v.discountValue),
    minimumOrderAmount: numberOrNull(v.minimumOrderAmount),
    maxUses: numberOrNull(v.maxUses),
    isActive: v.isActive,
    startsAt: dayToIso(v.startsAt),
    endsAt: dayToIso(v.endsAt),
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
    startsAt: isoToDay(code.startsAt),
    endsAt: isoToDay(code.endsAt),
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
