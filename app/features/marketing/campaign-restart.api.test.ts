// A campaign job that dies halfway: the database refuses an insert in the middle of a
// batch, as a crash would end its transaction. Whatever batches committed stay mailed, the
// failed batch leaves nothing behind, and running the job again mails the rest: nobody twice.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { campaignRecipients, campaigns, customers, discountCodes, mailOutbox } from "../../../db/schema.ts";
import { createDiscountCode } from "../../../tests/factories.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { eventually, useJobs } from "../../../tests/helpers/jobs.ts";
import { useSmtpPeer } from "../../../tests/helpers/smtp-env.ts";
import { createCustomers, randomTag } from "../../../tests/kits/marketing-test-kit.ts";
import { useAdminClient } from "../../../tests/kits/test-accounts.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { JOBS_SCHEMA } from "../../lib/jobs.server.ts";
import {
  CAMPAIGN_BATCH_SIZE,
  CAMPAIGN_JOB,
  resumeStalledCampaigns,
  runCampaign,
} from "./campaign-runner.server.ts";
import type { CampaignJson } from "./marketing.schemas.ts";

useTestDatabase();

const peer = useSmtpPeer();
useJobs({ workers: true });

const admin = useAdminClient();
beforeEach(async () => {
  await db().delete(customers);
  await db().delete(mailOutbox);
});
afterAll(removeCrash);

/** From the `after`-th campaign mail on, every outbox insert fails. */
async function crashAfter(after: number) {
  await getDatabase().query(`
    create or replace function test_campaign_crash() returns trigger language plpgsql as $$
    begin
      if new.template = 'discount-campaign'
        and (select count(*) from mail_outbox where template = 'discount-campaign') >= ${after} then
        raise exception 'simulated crash';
      end if;
      return new;
    end $$`);
  await getDatabase().query(`
    create or replace trigger test_campaign_crash before insert on mail_outbox
    for each row execute function test_campaign_crash()`);
}

async function removeCrash() {
  await getDatabase().query("drop trigger if exists test_campaign_crash on mail_outbox");
}

async function start(code: string): Promise<number> {
  const res = await admin.post<{ result: CampaignJson }>(
    "/api/send-mass-discount-email",
    { discountCode: code },
    { "Idempotency-Key": randomUUID() },
  );
  expect(res.status).toBe(202);
  return res.body.result.campaignId;
}

/** The campaign's job failed and waits for pg-boss's retry (30 s away): the worker "died". */
async function jobFailed(campaignId: number) {
  await eventually(async () => {
    const { rows } = await getDatabase().query(
      `select 1 from ${JOBS_SCHEMA}.job where name = $1 and (data->>'campaignId')::int = $2 and state = 'retry'`,
      [CAMPAIGN_JOB, campaignId],
    );
    return rows.length > 0;
  }, 30_000);
}

async function progress(campaignId: number): Promise<CampaignJson> {
  return (await admin.get<CampaignJson>(`/api/campaigns/${campaignId}`)).body;
}

const campaignMail = () => db().select().from(mailOutbox).where(eq(mailOutbox.template, "discount-campaign"));

describe("a campaign whose job dies halfway", () => {
  test("keeps the committed batches, rolls back the broken one, and mails nobody twice when run again", async () => {
    const tag = randomTag();
    const addresses = await createCustomers(300, "subscribed", tag);
    const code = await createDiscountCode();
    await crashAfter(CAMPAIGN_BATCH_SIZE + 50);
    const id = await start(code.code);
    await jobFailed(id);

    // One whole batch committed; the second died at its 51st mail and left nothing.
    expect(await campaignMail()).toHaveLength(CAMPAIGN_BATCH_SIZE);
    expect(await progress(id)).toMatchObject({ status: "sending", total: 300, pending: 200 });
    const mailed = await db()
      .select()
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, "mailed")));
    expect(mailed).toHaveLength(CAMPAIGN_BATCH_SIZE);
    expect(mailed.every((r) => r.outboxId !== null)).toBe(true);

    // Meanwhile someone not yet mailed unsubscribes: the restarted job skips them.
    const leaver = addresses[249]!;
    await db()
      .update(customers)
      .set({ marketingConsent: false, unsubscribedAt: new Date() })
      .where(eq(customers.email, leaver));

    await removeCrash();
    await runCampaign(id);
    const done = await eventually(async () => {
      const p = await progress(id);
      return p.status === "done" && p;
    }, 240_000);
    expect(done).toMatchObject({ total: 300, sent: 299, skipped: 1, pending: 0, queued: 0, failed: 0 });
    expect(await campaignMail()).toHaveLength(299);
    const received = peer.received.filter((m) => m.to[0]!.startsWith(tag)).map((m) => m.to[0]);
    expect(received).toHaveLength(299);
    expect(new Set(received)).toEqual(new Set(addresses.filter((a) => a !== leaver)));
  }, 300_000);

  test("a code deactivated before the restart cancels the rest of the campaign", async () => {
    await createCustomers(150, "subscribed");
    const code = await createDiscountCode();
    await crashAfter(CAMPAIGN_BATCH_SIZE);
    const id = await start(code.code);
    await jobFailed(id);
    await db().update(discountCodes).set({ isActive: false }).where(eq(discountCodes.id, code.id));
    await removeCrash();

    await runCampaign(id);
    const cancelled = await progress(id);
    expect(cancelled).toMatchObject({ status: "cancelled", total: 150, pending: 0, skipped: 50 });
    expect(cancelled.lastError).toContain(code.code);
    expect(await campaignMail()).toHaveLength(CAMPAIGN_BATCH_SIZE);
    // Running it again changes nothing.
    await runCampaign(id);
    expect(await campaignMail()).toHaveLength(CAMPAIGN_BATCH_SIZE);
  }, 120_000);
});

describe("resuming stalled campaigns", () => {
  test("a running campaign untouched for ten minutes gets its job back; recent ones are left alone", async () => {
    await createCustomers(1, "subscribed");
    const code = await createDiscountCode();
    const id = await start(code.code);
    await eventually(async () => (await progress(id)).status === "done", 60_000);
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    await db()
      .update(campaigns)
      .set({ status: "delivering", updatedAt: elevenMinutesAgo })
      .where(eq(campaigns.id, id));
    expect(await resumeStalledCampaigns()).toBe(1);
    await eventually(async () => (await progress(id)).status === "done", 60_000);
    expect(await resumeStalledCampaigns()).toBe(0);
  }, 120_000);
});
