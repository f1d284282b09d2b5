import { and, desc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import { discountCodes } from "../../../db/schema.ts";
import { changedFields, recordAudit } from "../../lib/audit.server.ts";
import { dateIn, nextDate, startOfDateIn } from "../../lib/calendar-days.ts";
import { db, type Executor, type Tx } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { invalid, isUniqueViolation, notFound, sqlState } from "../../lib/errors.server.ts";
import { centsToDollars, dollarsToCents } from "../../lib/money.ts";
import { evaluateDiscountCode, normalizeCode } from "./discount-rules.ts";
import {
  type DiscountCodeInput,
  DiscountCodeInputSchema,
  type DiscountCodeJson,
  type DiscountCodePatch,
  type DiscountValidationJson,
  isCalendarDay,
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
    startsOn: row.startsAt ? dateIn(row.startsAt, env().SHOP_TIME_ZONE) : null,
    // The code stops working at the first moment after its last day.
    endsOn: row.endsAt ? dateIn(new Date(row.endsAt.getTime() - 1), env().SHOP_TIME_ZONE) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A start or end as the instant it takes effect: a start day begins at its first moment in the
 * shop's time zone, and an end day lasts through its last moment, so the code stops at the start
 * of the next day (docs/product-rules.md#discount-codes). An ISO instant is taken as it is.
 */
function instantOf(value: string | null | undefined, edge: "start" | "end"): Date | null {
  if (!value) return null;
  if (!isCalendarDay(value)) return new Date(value);
  return startOfDateIn(edge === "end" ? nextDate(value) : value, env().SHOP_TIME_ZONE);
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
  return {
    code: input.code,
    discountType: input.discountType,
    discountValue:
      input.discountType === "fixed" ? dollarsToCents(input.discountValue)! : input.discountValue,
    minimumOrderAmountCents:
      input.minimumOrderAmount == null ? null : dollarsToCents(input.minimumOrderAmount),
    maxUses: input.maxUses ?? null,
    isActive: input.isActive ?? true,
    startsAt: instantOf(input.startsAt, "start"),
    endsAt: instantOf(input.endsAt, "end"),
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

/** What the audit log keeps of a code: the owner's fields, as the admin shows them. */
function auditedFields(row: DiscountCode) {
  const {
    id: _id,
    createdAt: _created,
    startsAt: _starts,
    endsAt: _ends,
    usedCount: _used,
    ...fields
  } = toDiscountCodeJson(row);
  return fields;
}

async function lockCode(tx: Tx, id: number): Promise<DiscountCode> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
  if (!row) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  return row;
}

export async function createDiscountCode(input: DiscountCodeInput): Promise<DiscountCodeJson> {
  const row = await writeCode(() =>
    db().transaction(async (tx) => {
      const [created] = await tx.insert(discountCodes).values(toColumns(input)).returning();
      const after = auditedFields(created!);
      await recordAudit(tx, {
        action: "discount_code.create",
        entity: "discount_code",
        entityId: created!.id,
        after,
      });
      return created!;
    }),
  );
  return toDiscountCodeJson(row);
}

export async function updateDiscountCode(id: number, patch: DiscountCodePatch): Promise<DiscountCodeJson> {
  const row = await writeCode(() =>
    db().transaction(async (tx) => {
      const current = await lockCode(tx, id);
      const merged = DiscountCodeInputSchema.parse({ ...toInput(current), ...patch });
      if (merged.maxUses != null && merged.maxUses < current.usedCount) {
        throw invalid(`Maximum uses cannot be lower than the ${current.usedCount} uses so far`);
      }
      const [updated] = await tx
        .update(discountCodes)
        .set(toColumns(merged))
        .where(eq(discountCodes.id, id))
        .returning();
      const changes = changedFields(auditedFields(current), auditedFields(updated!));
      await recordAudit(tx, {
        action: "discount_code.update",
        entity: "discount_code",
        entityId: id,
        ...changes,
      });
      return updated!;
    }),
  );
  return toDiscountCodeJson(row);
}

/**
 * A code that was never used is removed; a used one is kept for the orders that carry it and
 * deactivated instead, and the answer says so.
 */
export async function deleteDiscountCode(id: number): Promise<{ message: string; deleted: boolean }> {
  return db().transaction(async (tx) => {
    const current = await lockCode(tx, id);
    const audit = { action: "discount_code.delete", entity: "discount_code", entityId: id } as const;
    if (current.usedCount === 0) {
      await tx.delete(discountCodes).where(eq(discountCodes.id, id));
      await recordAudit(tx, { ...audit, before: auditedFields(current) });
      return { message: "Discount code deleted", deleted: true };
    }
    await tx.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.id, id));
    await recordAudit(tx, { ...audit, before: { isActive: current.isActive }, after: { isActive: false } });
    return {
      message: "This code has already been used, so it was deactivated instead of deleted",
      deleted: false,
    };
  });
}
