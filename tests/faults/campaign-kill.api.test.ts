// The process running a campaign is killed (issue 8, item 5 "Faults"): a real SIGKILL of a real
// shop process, where app/features/marketing/campaign-restart.api.test.ts only makes the
// database refuse an insert. The process (tests/helpers/shop-process.ts) is the app of
// `node server.ts` loaded from this tree's source, so no build is needed and none can be stale,
// running its jobs in-process as `npm start` does; `npm run worker` runs the same job code but
// needs the build and PostgreSQL. It works on this file's own database: a PostgreSQL copy under
// `npm run test:pg`, else an embedded PGlite folder the process owns. PGlite lives inside the
// killed process, so the kill is also a database crash; PGlite 0.5 recovers the folder from its
// WAL (tried apart: kills at random moments of a write loop never lost a committed row), and the
// test opens the folder only while no shop process runs.
//
// What a restart does not do by itself: the dead process's jobs stay `active` in pg-boss until
// they expire (10 min), and the campaign and the e-mails it was sending are picked up by the
// 10-minute reconciliation schedules (resumeStalledCampaigns, requeueStuckMail). The test moves
// that clock instead of waiting: it backdates what the dead process last touched by eleven
// minutes and runs the two reconciliations, as their schedules would, then starts a new process.
//
// The guarantees: batches commit whole (a kill inside one leaves none of it), every recipient
// gets exactly one outbox row, and SMTP sees each address once, except a message the SMTP server
// had accepted when the process died before recording it (at-least-once, docs/decisions/002):
// exactly those addresses, and no others, arrive twice. Whether a send is caught mid-way depends
// on the moment; on PGlite the batches hold the one connection, so sending starts after them.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requeueStuckMail } from "../../app/features/mail/index.server.ts";
import {
  CAMPAIGN_BATCH_SIZE,
  resumeStalledCampaigns,
  STALLED_CAMPAIGN_MINUTES,
} from "../../app/features/marketing/index.server.ts";
import type { CampaignJson } from "../../app/features/marketing/marketing.schemas.ts";
import { closeDatabase, db, useDatabase } from "../../app/lib/db.server.ts";
import { startJobs, stopJobs } from "../../app/lib/jobs.server.ts";
import { campaignRecipients, campaigns, mailOutbox } from "../../db/schema.ts";
import { createDiscountCode } from "../factories.ts";
import { eventually } from "../helpers/jobs.ts";
import {
  createShopDatabase,
  type ShopDatabase,
  type ShopProcess,
  signInToShop,
  startShopProcess,
} from "../helpers/shop-process.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../helpers/smtp-env.ts";
import { createCustomers, randomTag } from "../kits/marketing-test-kit.ts";
import { type SmtpPeer, startSmtpPeer } from "../peers/smtp-peer.ts";

// Four batches: the kill lands after the first and before the last. Delivery, one SMTP
// connection per message, is the slow part: from five to ten a second on a busy 2-core machine,
// so the wait for the end fails only when the campaign stops moving.
const CUSTOMERS = 4 * CAMPAIGN_BATCH_SIZE;
const STALL_MS = 60_000;
const admin = { username: "admin", password: `Kill-${randomUUID()}`, email: "admin@example.com" };

let peer: SmtpPeer;
let database: ShopDatabase;
let shop: ShopProcess | undefined;
beforeAll(async () => {
  peer = await startSmtpPeer();
  // This process runs the reconciliations, which look at SMTP_URL like the shop's do.
  setSmtpUrl(peer.url);
  database = await createShopDatabase();
}, 60_000);
afterAll(async () => {
  await shop?.stop("SIGKILL");
  await closeDatabase();
  restoreSmtpUrl();
  await peer.close();
  await database.remove();
});

/** Runs `work` on the shop's database from this process, between shop processes. */
async function betweenProcesses<T>(work: () => Promise<T>): Promise<T> {
  useDatabase(await database.open());
  try {
    return await work();
  } finally {
    await closeDatabase();
  }
}

/** What the dead process left, then eleven minutes pass and the reconciliation schedules run. */
async function inspectAndReconcile(campaignId: number) {
  const mailed = await db()
    .select({ outboxId: campaignRecipients.outboxId })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, "mailed")));
  const outbox = await db()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, "discount-campaign"));
  const sending = await db()
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "sending"));
  const inFlight = sending.map((row) => row.to);

  const elevenMinutesAgo = sql`now() - make_interval(mins => ${STALLED_CAMPAIGN_MINUTES + 1})`;
  await db().update(campaigns).set({ updatedAt: elevenMinutesAgo }).where(eq(campaigns.id, campaignId));
  await db()
    .update(mailOutbox)
    .set({ updatedAt: elevenMinutesAgo })
    .where(inArray(mailOutbox.status, ["queued", "sending"]));
  await startJobs({ workers: false });
  try {
    return {
      mailed,
      outbox,
      inFlight,
      resumed: await resumeStalledCampaigns(),
      requeued: await requeueStuckMail(),
    };
  } finally {
    await stopJobs();
  }
}

type Browser = Awaited<ReturnType<typeof signInToShop>>;

/** Polls the campaign until it is done; fails when nothing moved for STALL_MS. */
async function untilDone(browser: Browser, id: number): Promise<CampaignJson> {
  let last: CampaignJson | undefined;
  let movedAt = Date.now();
  for (;;) {
    const p = await browser.get<CampaignJson>(`/api/campaigns/${id}`);
    if (p.status === "done") return p;
    if (p.status !== last?.status || p.pending !== last.pending || p.sent !== last.sent) movedAt = Date.now();
    last = p;
    if (Date.now() - movedAt > STALL_MS) {
      throw new Error(
        `the campaign stopped at ${JSON.stringify(p)}; the shop's last lines:\n${shop?.logTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("a shop process killed mid-campaign resumes in a new process and mails nobody twice", async () => {
  const tag = randomTag();
  const { addresses, code } = await betweenProcesses(async () => ({
    addresses: await createCustomers(CUSTOMERS, "subscribed", tag),
    code: (await createDiscountCode()).code,
  }));

  shop = await startShopProcess({ database, smtpUrl: peer.url, admin });
  const port = Number(new URL(shop.baseUrl).port);
  let browser = await signInToShop(shop, admin);
  const started = await browser.post<{ result: CampaignJson }>(
    "/api/send-mass-discount-email",
    { discountCode: code },
    { "Idempotency-Key": randomUUID() },
  );
  const id = started.result.campaignId;
  expect(started.result.total).toBe(CUSTOMERS);

  // Killed once a batch is written and more are to come: mid-run, most likely inside a batch's
  // transaction (they follow each other), with e-mails being sent beside it on PostgreSQL.
  await eventually(async () => {
    const p = await browser.get<CampaignJson>(`/api/campaigns/${id}`);
    if (p.pending === 0) throw new Error("the campaign was written before the kill: make it bigger");
    return p.total - p.pending >= CAMPAIGN_BATCH_SIZE;
  }, 60_000);
  await shop.stop("SIGKILL");

  const atKill = await betweenProcesses(() => inspectAndReconcile(id));
  // Whole batches only: a kill inside one rolled all of it back.
  expect(atKill.mailed.length % CAMPAIGN_BATCH_SIZE).toBe(0);
  expect(atKill.mailed.length).toBeGreaterThanOrEqual(CAMPAIGN_BATCH_SIZE);
  expect(atKill.mailed.length).toBeLessThan(CUSTOMERS);
  expect(atKill.outbox).toHaveLength(atKill.mailed.length);
  expect(atKill.resumed).toBe(1);
  expect(atKill.requeued).toBeGreaterThanOrEqual(atKill.inFlight.length);
  // The dead process cannot deliver anything more; whatever the peer has, it had before.
  const receivedBeforeRestart = new Set(peer.received.map((m) => m.to[0]));

  shop = await startShopProcess({ database, smtpUrl: peer.url, admin, port });
  browser = await signInToShop(shop, admin);
  const done = await untilDone(browser, id);
  expect(done).toMatchObject({
    total: CUSTOMERS,
    sent: CUSTOMERS,
    pending: 0,
    queued: 0,
    failed: 0,
    skipped: 0,
  });
  await shop.stop("SIGTERM");

  const final = await betweenProcesses(async () => ({
    recipients: await db()
      .select({ status: campaignRecipients.status, outboxId: campaignRecipients.outboxId })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id)),
    outbox: await db()
      .select({ id: mailOutbox.id, to: mailOutbox.to, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "discount-campaign")),
  }));
  // Exactly one outbox row per recipient, each one sent.
  expect(final.recipients.every((r) => r.status === "mailed")).toBe(true);
  expect(new Set(final.recipients.map((r) => r.outboxId))).toEqual(new Set(final.outbox.map((m) => m.id)));
  expect(final.outbox.map((m) => m.to).sort()).toEqual([...addresses].sort());
  expect(final.outbox.every((m) => m.status === "sent")).toBe(true);

  // Every address reached; twice only where the SMTP server had the message when the process died.
  const times = new Map<string, number>();
  for (const to of peer.received.map((m) => m.to[0]!).filter((to) => to.startsWith(`${tag}-`))) {
    times.set(to, (times.get(to) ?? 0) + 1);
  }
  expect(new Set(times.keys())).toEqual(new Set(addresses));
  const duplicates = [...times].filter(([, n]) => n > 1);
  expect(duplicates.every(([, n]) => n === 2)).toBe(true);
  const acceptedWhenKilled = atKill.inFlight.filter((to) => receivedBeforeRestart.has(to));
  expect(duplicates.map(([to]) => to).sort()).toEqual(acceptedWhenKilled.sort());
}, 600_000);
