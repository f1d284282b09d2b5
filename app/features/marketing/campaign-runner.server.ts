// The campaign job: writes each recipient's e-mail to the outbox in batches, then waits
// for the outbox to deliver them and records the tallies. A recipient's status changes in the
// same transaction as its outbox insert, so a job killed halfway and run again mails nobody
// twice. See docs/decisions.md ("Campaigns").
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { campaignRecipients, campaigns, customers } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { enqueue, registerJob } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { type DiscountCode, findUsableCode } from "../discounts/index.server.ts";
import { mailShop, queueRenderedMail, type RenderedMail, renderMail } from "../mail/index.server.ts";
import { type Campaign, countRecipients } from "./campaign-counts.server.ts";
import { campaignMailData } from "./campaign-mail.ts";
import { ensureUnsubscribeToken, unsubscribeUrl } from "./unsubscribe.server.ts";

export const CAMPAIGN_JOB = "marketing.campaign";
export const CAMPAIGN_RESUME_JOB = "marketing.campaign-resume";
/** Recipients written per transaction: small enough to keep PGlite's one connection responsive. */
export const CAMPAIGN_BATCH_SIZE = 100;
/** A run hands over to a fresh job after this long, so one job never nears its expiry. */
const RUN_BUDGET_MS = 20_000;
/** How often a campaign whose mail is in the outbox checks whether delivery has finished. */
const DELIVERY_CHECK_SECONDS = 5;
/** A running campaign untouched for this long lost its job; the resume schedule enqueues it again. */
export const STALLED_CAMPAIGN_MINUTES = 10;

// Rendered once per run with this in place of the token, then filled in per recipient.
const TOKEN_PLACEHOLDER = "__unsubscribe_token__";
const EmailSchema = z.email();

const enqueueRun = (tx: Executor, campaignId: number, startAfter?: number) =>
  enqueue(tx, CAMPAIGN_JOB, { campaignId }, { singletonKey: `campaign-${campaignId}`, startAfter });

/** Makes sure the campaign has a job waiting (creation, resume); the queue keeps one per campaign. */
export const scheduleCampaign = (tx: Executor, campaignId: number) => enqueueRun(tx, campaignId);

/** The job: one step of the campaign, from wherever it stands. Safe to run twice or at once. */
export async function runCampaign(campaignId: number): Promise<void> {
  const [campaign] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign || campaign.status === "done" || campaign.status === "cancelled") return;
  if (campaign.status === "queued" || campaign.status === "sending") {
    const outcome = await mailRecipients(campaign);
    if (outcome === "cancelled") return;
    if (outcome === "more") {
      await enqueueRun(db(), campaignId);
      return;
    }
    await db()
      .update(campaigns)
      .set({ status: "delivering" })
      .where(and(eq(campaigns.id, campaignId), inArray(campaigns.status, ["queued", "sending"])));
  }
  await checkDelivery(campaignId);
}

async function mailRecipients(campaign: Campaign): Promise<"cancelled" | "more" | "all"> {
  const code = await findUsableCode(campaign.discountCode);
  if (!code) {
    await cancelCampaign(campaign.id, `The discount code ${campaign.discountCode} is no longer active.`);
    return "cancelled";
  }
  await db()
    .update(campaigns)
    .set({ status: "sending" })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, "queued")));
  const mail = await renderCampaignMail(code);
  const deadline = Date.now() + RUN_BUDGET_MS;
  for (;;) {
    if ((await mailBatch(campaign.id, mail)) === 0) return "all";
    if (Date.now() > deadline) return "more";
    // PGlite answers in-process, through promises that settle at once: without a turn of the
    // event loop between batches, no request (nor any other job) is served until the run ends.
    await nextTurn();
  }
}

async function renderCampaignMail(code: DiscountCode): Promise<RenderedMail> {
  const data = campaignMailData(code, {
    shopUrl: `${env().publicUrl}/custom`,
    unsubscribeUrl: unsubscribeUrl(TOKEN_PLACEHOLDER),
  });
  const mail = await renderMail("discount-campaign", data, await mailShop());
  // Without the placeholder every recipient would get the same link: refuse rather than send.
  if (!mail.html.includes(TOKEN_PLACEHOLDER) || !mail.text.includes(TOKEN_PLACEHOLDER)) {
    throw new Error("The discount-campaign template lost its unsubscribe link");
  }
  return mail;
}

function personalize(mail: RenderedMail, token: string): RenderedMail {
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(TOKEN_PLACEHOLDER, token),
    text: mail.text.replaceAll(TOKEN_PLACEHOLDER, token),
  };
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the page. */
const listUnsubscribeHeaders = (token: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl(token)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** Writes one batch of pending recipients to the outbox; answers how many it took. */
async function mailBatch(campaignId: number, mail: RenderedMail): Promise<number> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({
        customerId: campaignRecipients.customerId,
        email: customers.email,
        consent: customers.marketingConsent,
        unsubscribedAt: customers.unsubscribedAt,
        unsubscribeTokenHash: customers.unsubscribeTokenHash,
      })
      .from(campaignRecipients)
      .innerJoin(customers, eq(customers.id, campaignRecipients.customerId))
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, "pending")))
      .orderBy(campaignRecipients.customerId)
      .limit(CAMPAIGN_BATCH_SIZE)
      .for("update", { of: campaignRecipients, skipLocked: true });
    for (const row of rows) {
      const recipient = and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.customerId, row.customerId),
      );
      // Consent is checked again: a customer who unsubscribed since the snapshot gets nothing.
      if (!row.consent || row.unsubscribedAt || !EmailSchema.safeParse(row.email).success) {
        await tx.update(campaignRecipients).set({ status: "skipped" }).where(recipient);
        continue;
      }
      const token = await ensureUnsubscribeToken(tx, {
        id: row.customerId,
        unsubscribeTokenHash: row.unsubscribeTokenHash,
      });
      const outboxId = await queueRenderedMail(tx, {
        to: row.email,
        template: "discount-campaign",
        rendered: personalize(mail, token),
        headers: listUnsubscribeHeaders(token),
      });
      await tx
        .update(campaignRecipients)
        .set({ status: "mailed", outboxId, sentAt: new Date() })
        .where(recipient);
    }
    if (rows.length)
      await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, campaignId));
    return rows.length;
  });
}

/** The code stopped working before everyone was mailed: nobody else gets a code that fails. */
async function cancelCampaign(campaignId: number, reason: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(campaignRecipients)
      .set({ status: "cancelled" })
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, "pending")));
    const counts = (await countRecipients([campaignId], tx)).get(campaignId);
    await tx
      .update(campaigns)
      .set({
        status: "cancelled",
        lastError: reason,
        sent: counts?.sent ?? 0,
        failed: counts?.failed ?? 0,
        finishedAt: new Date(),
      })
      .where(eq(campaigns.id, campaignId));
  });
  logger().warn({ campaignId, reason }, "campaign cancelled");
}

/** Done once no recipient waits to be written or sent; otherwise looks again in a few seconds. */
async function checkDelivery(campaignId: number): Promise<void> {
  const counts = (await countRecipients([campaignId])).get(campaignId);
  if (counts && (counts.pending > 0 || counts.queued > 0)) {
    await db().transaction(async (tx) => {
      await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, campaignId));
      await enqueueRun(tx, campaignId, DELIVERY_CHECK_SECONDS);
    });
    return;
  }
  await db()
    .update(campaigns)
    .set({ status: "done", sent: counts?.sent ?? 0, failed: counts?.failed ?? 0, finishedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "delivering")));
}

/** Reconciliation: a running campaign nobody moved for a while gets a job again. */
export async function resumeStalledCampaigns(): Promise<number> {
  const cutoff = new Date(Date.now() - STALLED_CAMPAIGN_MINUTES * 60_000);
  return db().transaction(async (tx) => {
    const stalled = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(inArray(campaigns.status, ["queued", "sending", "delivering"]), lt(campaigns.updatedAt, cutoff)),
      );
    for (const { id } of stalled) {
      await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, id));
      await enqueueRun(tx, id);
    }
    if (stalled.length) logger().warn({ count: stalled.length }, "stalled campaigns resumed");
    return stalled.length;
  });
}

registerJob<{ campaignId: number }>(CAMPAIGN_JOB, ({ campaignId }) => runCampaign(campaignId), {
  policy: "short",
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 600,
});

registerJob(
  CAMPAIGN_RESUME_JOB,
  async () => {
    await resumeStalledCampaigns();
  },
  { retryLimit: 0, schedule: { cron: `*/${STALLED_CAMPAIGN_MINUTES} * * * *` } },
);
