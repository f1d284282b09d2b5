// Mass discount e-mail campaigns.
// Starting one snapshots its recipients and enqueues its job in one transaction; an
// idempotency key makes a double click or a retry answer the first campaign instead of a second.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { campaignRecipients, campaigns, customers } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Executor, type Tx } from "../../lib/db.server.ts";
import { conflict, invalid, isUniqueViolation, notFound } from "../../lib/errors.server.ts";
import { findUsableCode } from "../discounts/index.server.ts";
import { normalizeCode } from "../discounts/index.ts";
import { type Campaign, countRecipients, toCampaignJson } from "./campaign-counts.server.ts";
import { scheduleCampaign } from "./campaign-runner.server.ts";
import type { AudienceJson, CampaignJson, SendCampaign } from "./marketing.schemas.ts";

export const CODE_NOT_ACTIVE = "Pick an active discount code: this one does not exist or cannot be used now.";
export const KEY_REUSED = "This idempotency key was already used for a campaign with another discount code.";
export const NO_AUDIENCE =
  "No customer can receive this campaign: nobody who agreed to marketing e-mail is left who has not already received this code.";
export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const CAMPAIGNS_LISTED = 20;

/**
 * Consenting, subscribed customers who have not been mailed this code by an earlier campaign
 * (pending or mailed there): sending a code twice to the same person is never what the owner
 * meant by pressing the button again.
 */
const eligible = (code: string) =>
  and(
    eq(customers.marketingConsent, true),
    isNull(customers.unsubscribedAt),
    sql`not exists (
      select 1 from ${campaignRecipients} r join ${campaigns} k on k.id = r.campaign_id
      where r.customer_id = ${customers.id} and k.discount_code = ${code} and r.status in ('pending', 'mailed'))`,
  );

export async function getAudience(rawCode: string, tx: Executor = db()): Promise<AudienceJson> {
  const code = normalizeCode(rawCode) ?? rawCode.trim().toUpperCase();
  const [consenting] = await tx
    .select({ value: count() })
    .from(customers)
    .where(and(eq(customers.marketingConsent, true), isNull(customers.unsubscribedAt)));
  const [recipients] = await tx.select({ value: count() }).from(customers).where(eligible(code));
  const all = consenting?.value ?? 0;
  const now = recipients?.value ?? 0;
  return { discountCode: code, recipients: now, alreadyReceived: all - now };
}

async function findByKey(tx: Executor, key: string): Promise<Campaign | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.idempotencyKey, key));
  return row;
}

/** A key seen before answers its campaign; with another code it is a client error. */
function replay(existing: Campaign, code: string): number {
  if (existing.discountCode !== code) throw conflict(KEY_REUSED);
  return existing.id;
}

async function createCampaign(
  tx: Tx,
  admin: CurrentUser,
  code: string,
  key: string,
): Promise<{ id: number; created: boolean }> {
  // One campaign per code at a time: a second request for the code waits here, then finds the
  // first one's recipients already taken and either replays it (same key) or is refused.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`campaign:${code}`}))`);
  const existing = await findByKey(tx, key);
  if (existing) return { id: replay(existing, code), created: false };
  const [row] = await tx
    .insert(campaigns)
    .values({ discountCode: code, idempotencyKey: key, createdByUserId: admin.id })
    .returning({ id: campaigns.id });
  const id = row!.id;
  await tx.execute(sql`
    insert into ${campaignRecipients} (campaign_id, customer_id)
    select ${id}, ${customers.id} from ${customers} where ${eligible(code)}`);
  const [snapshot] = await tx
    .select({ value: count() })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, id));
  const total = snapshot?.value ?? 0;
  if (total === 0) throw conflict(NO_AUDIENCE);
  await tx.update(campaigns).set({ total }).where(eq(campaigns.id, id));
  await scheduleCampaign(tx, id);
  const after = { discountCode: code, recipients: total };
  await recordAudit(tx, { action: "campaign.start", entity: "campaign", entityId: id, after });
  return { id, created: true };
}

/**
 * `POST /api/send-mass-discount-email`: starts a campaign for an active code, or answers the
 * campaign the same idempotency key started. Without a key each call is a new request (the
 * code's recipients can still be mailed only once).
 */
export async function startCampaign(
  admin: CurrentUser,
  input: SendCampaign,
): Promise<{ campaign: CampaignJson; created: boolean }> {
  const key = input.idempotencyKey ?? `auto:${randomUUID()}`;
  const requested = normalizeCode(input.discountCode);
  const earlier = await findByKey(db(), key);
  if (earlier) return { campaign: await getCampaign(replay(earlier, requested ?? "")), created: false };
  const code = await findUsableCode(input.discountCode);
  if (!code) throw invalid(CODE_NOT_ACTIVE, { field: "discountCode" });
  let outcome: { id: number; created: boolean };
  try {
    outcome = await db().transaction((tx) => createCampaign(tx, admin, code.code, key));
  } catch (err) {
    // The same key raced in with another code (different locks): the loser is told.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findByKey(db(), key);
    if (!winner) throw err;
    return { campaign: await getCampaign(replay(winner, code.code)), created: false };
  }
  return { campaign: await getCampaign(outcome.id), created: outcome.created };
}

export async function getCampaign(id: number): Promise<CampaignJson> {
  const [campaign] = await db().select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  return toCampaignJson(campaign, (await countRecipients([id])).get(id));
}

/** The latest campaigns, newest first, with their progress. */
export async function listCampaigns(): Promise<CampaignJson[]> {
  const rows = await db()
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(CAMPAIGNS_LISTED);
  const counts = await countRecipients(rows.map((r) => r.id));
  return rows.map((row) => toCampaignJson(row, counts.get(row.id)));
}
