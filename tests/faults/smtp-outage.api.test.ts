// The SMTP server down (issue 8, item 5), end to end with the real worker: a customer signs up
// while mail cannot be sent, and the sign-up works; the e-mail waits in the outbox, its job
// fails and is retried; once the server is back, the retry delivers it exactly once. The
// service-level version is in app/features/mail/mail.api.test.ts; this one goes through the
// HTTP call, pg-boss's retry and a real SMTP peer on the same address.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAIL_SEND_JOB } from "../../app/features/mail/index.server.ts";
import { db, getDatabase } from "../../app/lib/db.server.ts";
import { JOBS_SCHEMA } from "../../app/lib/jobs.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { drainJobs, eventually, useJobs } from "../helpers/jobs.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../helpers/smtp-env.ts";
import { signUp } from "../kits/test-accounts.ts";
import { type SmtpPeer, startSmtpPeer } from "../peers/smtp-peer.ts";

useTestDatabase();

/** The address of an SMTP server that is down: it listened once, then closed. */
let downPort: number;
let back: SmtpPeer | undefined;
beforeAll(async () => {
  const peer = await startSmtpPeer();
  downPort = peer.port;
  await peer.close();
  setSmtpUrl(peer.url);
});
afterAll(async () => {
  restoreSmtpUrl();
  await back?.close();
});
useJobs({ workers: true });

const outboxFor = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

async function sendJobState(outboxId: number): Promise<string | undefined> {
  const { rows } = await getDatabase().query(
    `select state from ${JOBS_SCHEMA}.job where name = $1 and (data->>'outboxId')::int = $2 order by created_on desc limit 1`,
    [MAIL_SEND_JOB, outboxId],
  );
  return (rows[0] as { state: string } | undefined)?.state;
}

it("queues the mail while SMTP is down and delivers it once when the server is back", async () => {
  const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
  // The shop works while mail does not: the sign-up succeeds.
  await signUp({ email });
  const queued = await eventually(async () => outboxFor(email));

  // The worker tried, failed, kept the mail, and its job waits for a retry.
  const failed = await eventually(async () => {
    const row = await outboxFor(email);
    return row?.status === "failed" && row;
  }, 20_000);
  expect(failed.lastError).toMatch(/ECONNREFUSED/);
  expect(failed.attempts).toBe(1);
  expect(await eventually(async () => (await sendJobState(queued.id)) === "retry" && "retry")).toBe("retry");

  // The server comes back on its address; the retry's backoff (30 s) passes.
  back = await startSmtpPeer({ port: downPort });
  await getDatabase().query(
    `update ${JOBS_SCHEMA}.job set start_after = now() where name = $1 and (data->>'outboxId')::int = $2 and state = 'retry'`,
    [MAIL_SEND_JOB, queued.id],
  );
  const received = await eventually(async () => back!.received.find((m) => m.to.includes(email)), 30_000);
  expect(received.subject).toMatch(/Confirm your e-mail/);
  const sent = await eventually(async () => {
    const row = await outboxFor(email);
    return row?.status === "sent" && row;
  });
  expect(sent).toMatchObject({ attempts: 2, lastError: null });

  // Nothing sends it again: no second job, no second delivery.
  await drainJobs(MAIL_SEND_JOB);
  expect(back.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  expect(await sendJobState(queued.id)).toBe("completed");
}, 90_000);
