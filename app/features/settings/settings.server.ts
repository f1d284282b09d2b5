// The shop's settings: the only code writing the `settings` table. Each setting is one row (key →
// JSON value); a setting the owner never saved, or a row that no longer reads as a valid value,
// takes its default from the environment (SHOP_NAME, SUPPORT_EMAIL, ...).
//
// Nothing is kept in memory between uses: every reader asks the database (one primary-key lookup
// of a few rows), so a change saved through one process is what every other process, the worker
// included, uses from its next request on, with no restart and nothing to invalidate.
import { eq, inArray, sql } from "drizzle-orm";
import { settings } from "../../../db/schema.ts";
import { changedFields, recordAudit } from "../../lib/audit.server.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import {
  DEFAULT_RUSH_CAPACITY,
  OWNER_NOTICE_EVENTS,
  type OwnerNotices,
  type ShopSettings,
  ShopSettingsSchema,
} from "./settings.schemas.ts";

/** The row of each setting. `rush_capacity_per_month` predates this page and keeps its name. */
export const SETTING_KEYS = {
  shopName: "shop_name",
  supportEmail: "support_email",
  supportPhone: "support_phone",
  postalAddress: "postal_address",
  rushCapacityPerMonth: "rush_capacity_per_month",
  ownerNoticeEmail: "owner_notice_email",
  ownerNotices: "owner_notices",
} as const satisfies Record<keyof ShopSettings, string>;

type Field = keyof typeof SETTING_KEYS;
const FIELDS = Object.keys(SETTING_KEYS) as Field[];
const KEYS: string[] = Object.values(SETTING_KEYS);

/** What the shop uses before the owner saves anything. */
function defaults(supportEmail: string): Omit<ShopSettings, "supportEmail"> {
  const e = env();
  return {
    shopName: e.SHOP_NAME,
    supportPhone: e.SUPPORT_PHONE,
    postalAddress: e.POSTAL_ADDRESS,
    rushCapacityPerMonth: DEFAULT_RUSH_CAPACITY,
    // The owner's notices went to ADMIN_EMAIL, else to the support address, before this page.
    ownerNoticeEmail: e.ADMIN_EMAIL ?? supportEmail,
    ownerNotices: Object.fromEntries(OWNER_NOTICE_EVENTS.map((event) => [event.id, true])) as OwnerNotices,
  };
}

/** A stored value when it is still a valid one for its field, else undefined. */
function readField<F extends Field>(field: F, stored: unknown): ShopSettings[F] | undefined {
  if (stored === undefined) return undefined;
  if (field === "ownerNotices") return readNotices(stored) as ShopSettings[F];
  const parsed = ShopSettingsSchema.shape[field].safeParse(stored);
  return parsed.success ? (parsed.data as ShopSettings[F]) : undefined;
}

/** Events missing from the stored choice (one added since it was saved) are e-mailed. */
function readNotices(stored: unknown): OwnerNotices {
  const saved = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    OWNER_NOTICE_EVENTS.map(({ id }) => [id, typeof saved[id] === "boolean" ? saved[id] : true]),
  ) as OwnerNotices;
}

/** The shop's settings as they are now: what pages, e-mails and rules use. */
export async function getShopSettings(tx: Executor = db()): Promise<ShopSettings> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const value = <F extends Field>(field: F) => readField(field, stored.get(SETTING_KEYS[field]));
  const supportEmail = value("supportEmail") ?? env().SUPPORT_EMAIL;
  const fallback = defaults(supportEmail);
  return {
    shopName: value("shopName") ?? fallback.shopName,
    supportEmail,
    supportPhone: value("supportPhone") ?? fallback.supportPhone,
    postalAddress: value("postalAddress") ?? fallback.postalAddress,
    rushCapacityPerMonth: value("rushCapacityPerMonth") ?? fallback.rushCapacityPerMonth,
    ownerNoticeEmail: value("ownerNoticeEmail") ?? fallback.ownerNoticeEmail,
    ownerNotices: value("ownerNotices") ?? fallback.ownerNotices,
  };
}

/**
 * Saves every setting in one statement, so a reader sees all of the owner's changes or none.
 * Once saved, a setting no longer follows its environment variable.
 */
export async function saveShopSettings(input: ShopSettings): Promise<ShopSettings> {
  return db().transaction(async (tx) => {
    const before = await getShopSettings(tx);
    await tx
      .insert(settings)
      .values(FIELDS.map((field) => ({ key: SETTING_KEYS[field], value: input[field] })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
    const after = await getShopSettings(tx);
    const changes = changedFields(before, after);
    if (Object.keys(changes.after).length > 0) {
      await recordAudit(tx, { action: "settings.update", entity: "settings", entityId: null, ...changes });
    }
    return after;
  });
}

/**
 * A value the shop makes for itself once, such as a generated credential: the first process to
 * ask stores `make()`'s value under `key`, and every process on this database reads that one from
 * then on (one that raced the first reads the winner's). It is not one of the owner's settings:
 * never on the settings page, never in the audit log.
 */
export async function keptGeneratedSetting(key: string, make: () => unknown): Promise<unknown> {
  const read = async () => {
    const [row] = await db().select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return row?.value;
  };
  const kept = await read();
  if (kept !== undefined) return kept;
  const [stored] = await db()
    .insert(settings)
    .values({ key, value: make() })
    .onConflictDoNothing()
    .returning({ value: settings.value });
  return stored ? stored.value : read();
}
