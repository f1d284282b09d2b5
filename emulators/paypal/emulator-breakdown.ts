import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { errorBody } from "./emulator-json.ts";
import { valueToCents } from "./emulator-state.ts";

// A purchase unit's `amount.breakdown` and `items`, checked as PayPal checks them: every part
// a well-formed, non-negative money value in the unit's currency; item_total the sum of
// unit_amount × quantity (ITEM_TOTAL_MISMATCH); tax_total the sum of the items' tax × quantity
// when items carry tax (TAX_TOTAL_MISMATCH); and the amount exactly item_total + tax_total +
// shipping + handling + insurance − shipping_discount − discount (AMOUNT_MISMATCH).

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
type Money = z.infer<typeof MoneySchema>;

export const BreakdownSchema = z.object({
  item_total: MoneySchema.optional(),
  shipping: MoneySchema.optional(),
  handling: MoneySchema.optional(),
  tax_total: MoneySchema.optional(),
  insurance: MoneySchema.optional(),
  shipping_discount: MoneySchema.optional(),
  discount: MoneySchema.optional(),
});
export type Breakdown = z.infer<typeof BreakdownSchema>;

export const ItemSchema = z.object({
  name: z.string().min(1).max(127),
  quantity: z.string().regex(/^[1-9][0-9]{0,9}$/),
  unit_amount: MoneySchema,
  tax: MoneySchema.optional(),
  description: z.string().max(127).optional(),
  sku: z.string().max(127).optional(),
  category: z.enum(["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]).optional(),
});
export type Item = z.infer<typeof ItemSchema>;

type Answer = { status: ContentfulStatusCode; body: unknown };
const refuse = (status: ContentfulStatusCode, issue: string, field: string): Answer => ({
  status,
  body: errorBody(status, issue, issue, field, "orders"),
});

const MONEY_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const UNIT = "/purchase_units/@reference_id=='default'";

/** Syntax (400), then precision and sign (422), and the unit's currency (422). */
function checkPart(money: Money, field: string, currency: string): Answer | undefined {
  if (!MONEY_VALUE.test(money.value) || money.value.length > 32)
    return refuse(400, "INVALID_PARAMETER_SYNTAX", `${field}/value`);
  if ((money.value.split(".")[1] ?? "").length > 2) return refuse(422, "DECIMAL_PRECISION", `${field}/value`);
  if (valueToCents(money.value) < 0) return refuse(422, "CANNOT_BE_NEGATIVE", `${field}/value`);
  if (money.currency_code !== currency)
    return refuse(422, "INVALID_PARAMETER_VALUE", `${field}/currency_code`);
  return undefined;
}

const cents = (money: Money | undefined) => (money ? valueToCents(money.value) : 0);

export function checkBreakdown(
  amount: Money,
  breakdown: Breakdown | undefined,
  items: Item[] | undefined,
): Answer | undefined {
  const parts = Object.entries(breakdown ?? {}) as [string, Money | undefined][];
  for (const [name, money] of parts) {
    const bad = money && checkPart(money, `${UNIT}/amount/breakdown/${name}`, amount.currency_code);
    if (bad) return bad;
  }
  for (const [i, item] of (items ?? []).entries()) {
    const bad =
      checkPart(item.unit_amount, `${UNIT}/items/${i}/unit_amount`, amount.currency_code) ??
      (item.tax && checkPart(item.tax, `${UNIT}/items/${i}/tax`, amount.currency_code));
    if (bad) return bad;
  }
  if (items?.length) {
    if (!breakdown?.item_total)
      return refuse(422, "ITEM_TOTAL_REQUIRED", `${UNIT}/amount/breakdown/item_total`);
    const itemSum = items.reduce((sum, it) => sum + cents(it.unit_amount) * Number(it.quantity), 0);
    if (itemSum !== cents(breakdown.item_total))
      return refuse(422, "ITEM_TOTAL_MISMATCH", `${UNIT}/amount/breakdown/item_total`);
    if (items.some((it) => it.tax)) {
      if (!breakdown.tax_total)
        return refuse(422, "TAX_TOTAL_REQUIRED", `${UNIT}/amount/breakdown/tax_total`);
      const taxSum = items.reduce((sum, it) => sum + cents(it.tax) * Number(it.quantity), 0);
      if (taxSum !== cents(breakdown.tax_total))
        return refuse(422, "TAX_TOTAL_MISMATCH", `${UNIT}/amount/breakdown/tax_total`);
    }
  }
  if (!breakdown) return undefined;
  const b = breakdown;
  const sum =
    cents(b.item_total) +
    cents(b.tax_total) +
    cents(b.shipping) +
    cents(b.handling) +
    cents(b.insurance) -
    cents(b.shipping_discount) -
    cents(b.discount);
  if (sum !== valueToCents(amount.value)) return refuse(422, "AMOUNT_MISMATCH", `${UNIT}/amount/value`);
  return undefined;
}
