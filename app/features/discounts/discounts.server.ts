import { and, desc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import { discountCodes } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { invalid, isUniqueViolation, notFound, sqlState } from "../../lib/errors.server.ts";
import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import { evaluateDiscountCode, normalizeCode } from "./discount-rules.ts";
import {
  type DiscountCodeInput,
  DiscountCodeInputSchema,
  type DiscountCodeJson,
  type DiscountCodePatch,
  type DiscountValidationJson,
} from "./discounts.schemas.ts";

export type DiscountCode = typeof discountCodes.$inferSelect;

export type DiscountCheckResult =
  | { valid: true; code: DiscountCode; discountCents: number }
  | { valid: false; error: string };

export const DISCOUNT_CODE_NOT_FOUND = "Discount code not found";

/** The row of a code as a shopper typed it (" save15 " is SAVE15), or null. */
export async function findDiscountCode(rawCode: unknown, tx: Executor = db()): Promise<DiscountCode | null> {
  const code = normalizeCode(rawCode);
  if (code === null) return null;
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
}

/** The code when it can be used right now (active, in its dates, uses left), whatever the order. */
export async function findUsableCode(
  rawCode: unknown,
  tx: Executor = db(),
  now = new Date(),
): Promise<DiscountCode | null> {
  const row = await findDiscountCode(rawCode, tx);
  if (!row) return null;
  const check = evaluateDiscountCode({
    code: { ...row, minimumOrderAmountCents: null },
    orderAmountCents: 0,
    now,
  });
  return check.valid ? row : null;
}

/** Every rule of the code against an order amount; the payment calls it again before capture. */
export async function checkDiscountCode(
  rawCode: unknown,
  orderAmountCents: number,
  tx: Executor = db(),
  now = new Date(),
): Promise<DiscountCheckResult> {
  const row = await findDiscountCode(rawCode, tx);
  const result = evaluateDiscountCode({ code: row, orderAmountCents, now });
  if (!result.valid) return result;
  return { valid: true, code: row!, discountCents: result.discountCents };
}

/** The answer of `POST /api/discount-codes/validate`, the same shape valid or not. */
export async function validateDiscountCode(
  rawCode: unknown,
  orderAmountCents: number,
  now = new Date(),
): Promise<DiscountValidationJson> {
  const result = await checkDiscountCode(rawCode, orderAmountCents, db(), now);
  if (!result.valid) return { valid: false, discountAmount: 0, error: result.error };
  const { code, discountType } = result.code;
  return {
    valid: true,
    discountCode: { code, discountType, discountValue: displayValue(result.code) },
    discountAmount: centsToDollars(result.discountCents),
  };
}

/** Percent for percentage codes, dollars for fixed ones. */
const displayValue = (row: Pick<DiscountCode, "discountType" | "discountValue">) =>
  row.discountType === "percentage" ? row.discountValue : centsToDollars(row.discountValue);

/**
 * Counts one use at payment time, in the payment's transaction. The single conditional
 * update re-checks every rule on the row it changes, so concurrent checkouts can never take
 * more than `maxUses` (saleor#544, woocommerce#13505). False: the code cannot be used.
 */
export async function redeemDiscountCode(tx: Executor, codeId: number): Promise<boolean> {
  const now = sql`now()`;
  const rows = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses)),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}

/** Gives a use back when the capture that took it failed; never below zero. */
export async function releaseDiscountCode(tx: Executor, codeId: number): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.id, codeId));
}

// ── Admin ────────────────────────────────────────────────────────────────────

export function toDiscountCodeJson(row: DiscountCode): DiscountCodeJson {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: displayValue(row),
    minimumOrderAmount:
      row.minimumOrderAmountCents === null ? null : centsToDollars(row.minimumOrderAmountCents),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, so the code an admin just made is at the top. */
export async function listDiscountCodes(): Promise<DiscountCodeJson[]> {
  const rows = await db()
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(toDiscountCodeJson);
}

/** The validated admin input as columns: fixed amounts and minimums become cents. */
function toColumns(input: DiscountCodeInput) {
  const date = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    code: input.code,
    discountType: input.discountType,
    discountValue:
      input.discountType === "fixed" ? dollarsToCents(input.discountValue)! : input.discountValue,
    minimumOrderAmountCents:
      input.minimumOrderAmount == null ? null : dollarsToCents(input.minimumOrderAmount),
    maxUses: input.maxUses ?? null,
    isActive: input.isActive ?? true,
    startsAt: date(input.startsAt),
    endsAt: date(input.endsAt),
  };
}

/** The stored code in the admin's input form, so an edit can be merged and checked whole. */
function toInput(row: DiscountCode): DiscountCodeInput {
  const json = toDiscountCodeJson(row);
  return {
    code: json.code,
    discountType: json.discountType,
    discountValue: json.discountValue,
    minimumOrderAmount: json.minimumOrderAmount,
    maxUses: json.maxUses,
    isActive: json.isActive,
    startsAt: json.startsAt,
    endsAt: json.endsAt,
  };
}

async function writeCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // 400 as issue 7 asks for bad input; the message names the field the owner must change.
    if (isUniqueViolation(err)) throw invalid("A discount code with this code already exists");
    // discount_codes_used_within_max: an edit raced a checkout that took another use.
    if (sqlState(err) === "23514") throw invalid("Maximum uses cannot be lower than the uses so far");
    throw err;
  }
}

export async function createDiscountCode(input: DiscountCodeInput): Promise<DiscountCodeJson> {
  const [row] = await writeCode(() => db().insert(discountCodes).values(toColumns(input)).returning());
  return toDiscountCodeJson(row!);
}

export async function updateDiscountCode(id: number, patch: DiscountCodePatch): Promise<DiscountCodeJson> {
  const [current] = await db().select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  if (!current) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  const merged = DiscountCodeInputSchema.parse({ ...toInput(current), ...patch });
  if (merged.maxUses != null && merged.maxUses < current.usedCount) {
    throw invalid(`Maximum uses cannot be lower than the ${current.usedCount} uses so far`);
  }
  const [row] = await writeCode(() =>
    db().update(discountCodes).set(toColumns(merged)).where(eq(discountCodes.id, id)).returning(),
  );
  if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  return toDiscountCodeJson(row);
}

/**
 * A code that was never used is removed; a used one is kept for the orders that carry it and
 * deactivated instead, and the answer says so.
 */
export async function deleteDiscountCode(id: number): Promise<{ message: string; deleted: boolean }> {
  const removed = await db()
    .delete(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.usedCount, 0)))
    .returning({ id: discountCodes.id });
  if (removed.length === 1) return { message: "Discount code deleted", deleted: true };
  const deactivated = await db()
    .update(discountCodes)
    .set({ isActive: false })
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id });
  if (deactivated.length === 0) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  return {
    message: "This code has already been used, so it was deactivated instead of deleted",
    deleted: false,
  };
}
