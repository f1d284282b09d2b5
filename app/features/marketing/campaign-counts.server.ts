// A campaign's progress, counted per recipient from the outbox it was written to. The
// outbox is the mail feature's table; campaigns only read its status through the recipient's
// outbox id, never write it.
import { eq, inArray, sql } from "drizzle-orm";
import { campaignRecipients, type campaigns, mailOutbox } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import type { CampaignCounts, CampaignJson } from "./marketing.schemas.ts";

export type Campaign = typeof campaigns.$inferSelect;

const EMPTY: CampaignCounts = { pending: 0, queued: 0, sent: 0, failed: 0, kept: 0, skipped: 0 };

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export async function countRecipients(
  campaignIds: readonly number[],
  tx: Executor = db(),
): Promise<Map<number, CampaignCounts>> {
  const result = new Map<number, CampaignCounts>();
  if (!campaignIds.length) return result;
  const rows = await tx
    .select({
      campaignId: campaignRecipients.campaignId,
      pending: counted(sql`${campaignRecipients.status} = 'pending'`),
      skipped: counted(sql`${campaignRecipients.status} in ('skipped', 'cancelled')`),
      queued: counted(sql`${mailOutbox.status} in ('queued', 'sending')`),
      sent: counted(sql`${mailOutbox.status} = 'sent'`),
      failed: counted(sql`${mailOutbox.status} = 'failed'`),
      kept: counted(sql`${mailOutbox.status} = 'kept'`),
    })
    .from(campaignRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, campaignRecipients.outboxId))
    .where(inArray(campaignRecipients.campaignId, [...campaignIds]))
    .groupBy(campaignRecipients.campaignId);
  for (const { campaignId, ...counts } of rows) result.set(campaignId, counts);
  return result;
}

export function toCampaignJson(campaign: Campaign, counts: CampaignCounts = EMPTY): CampaignJson {
  return {
    campaignId: campaign.id,
    discountCode: campaign.discountCode,
    status: campaign.status,
    total: campaign.total,
    ...counts,
    lastError: campaign.lastError,
    createdAt: campaign.createdAt.toISOString(),
    finishedAt: campaign.finishedAt?.toISOString() ?? null,
  };
}
