import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox } from "../../../db/schema.ts";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { useJobs } from "../../../tests/helpers/jobs.ts";
import { restoreSmtpUrl, setSmtpUrl } from "../../../tests/helpers/smtp-env.ts";
import { type SmtpPeer, startSmtpPeer } from "../../../tests/peers/smtp-peer.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { JOBS_SCHEMA } from "../../lib/jobs.server.ts";
import {
  getOutboxMail,
  listOutbox,
  MAIL_SEND_JOB,
  queueMail,
  requeueStuckMail,
  resendOutboxMail,
  sendOutboxMail,
} from "./mail.server.ts";

useTestDatabase();
// No workers here: the tests run the job handler themselves, so every attempt is theirs.
useJobs({ workers: false });
afterAll(restoreSmtpUrl);

const address = () => `golfer-${randomUUID().slice(0, 8)}@example.com`;
const verifyData = { username: "ada", url: "http://localhost:3000/verify-email?token=t0k3n" };

async function queueVerify(to: string): Promise<number> {
  return db().transaction((tx) => queueMail(tx, { to, template: "verify-email", data: verifyData }));
}

async function sendJobs(outboxId: number): Promise<number> {
  const { rows } = await getDatabase().query(
    `select id from ${JOBS_SCHEMA}.job where name = $1 and (data->>'outboxId')::int = $2 and state = 'created'`,
    [MAIL_SEND_JOB, outboxId],
  );
  return rows.length;
}

const row = (id: number) => getOutboxMail(id);

describe("without SMTP_URL", () => {
  beforeAll(() => setSmtpUrl(undefined));

  test("a queued mail is kept in the outbox, rendered, and no job is sent", async () => {
    const to = address();
    const id = await queueVerify(to);
    const mail = await row(id);
    expect(mail).toMatchObject({ to, template: "verify-email", status: "kept", attempts: 0 });
    expect(mail.subject).toBe("Confirm your e-mail address for Fairway Pin Co.");
    expect(mail.html).toContain(verifyData.url);
    expect(mail.text).toContain(verifyData.url);
    expect(await sendJobs(id)).toBe(0);
  });

  test("a bad template call fails loudly and writes nothing", async () => {
    const to = address();
    const bad = { to, template: "verify-email", data: { username: "ada" } } as unknown as Parameters<
      typeof queueMail
    >[1];
    await expect(db().transaction((tx) => queueMail(tx, bad))).rejects.toThrow(/verify-email/);
    await expect(
      db().transaction((tx) =>
        queueMail(tx, { to: "not-an-address", template: "welcome", data: { username: "a" } }),
      ),
    ).rejects.toThrow(/not an e-mail address/);
    expect((await listOutbox({ q: to })).total).toBe(0);
  });

  test("resending is refused while no SMTP server is configured", async () => {
    const id = await queueVerify(address());
    await expect(resendOutboxMail(id)).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("with an SMTP server", () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    setSmtpUrl(peer.url);
  });
  afterAll(async () => {
    await peer.close();
  });
  const receivedBy = (to: string) => peer.received.filter((m) => m.to.includes(to));

  test("a queued mail gets a send job in the same transaction, and the job delivers it", async () => {
    const to = address();
    const id = await queueVerify(to);
    expect((await row(id)).status).toBe("queued");
    expect(await sendJobs(id)).toBe(1);

    await sendOutboxMail(id);

    const [received] = receivedBy(to);
    expect(received).toMatchObject({ to: [to], subject: "Confirm your e-mail address for Fairway Pin Co." });
    expect(received!.from).toBe("orders@fairwaypin.co");
    expect(received!.raw).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
    const mail = await row(id);
    expect(mail).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(mail.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(mail.sentAt).toBeInstanceOf(Date);
  });

  test("a duplicate job for a sent mail sends nothing", async () => {
    const to = address();
    const id = await queueVerify(to);
    await sendOutboxMail(id);
    await sendOutboxMail(id);
    expect(receivedBy(to)).toHaveLength(1);
    expect((await row(id)).attempts).toBe(1);
  });

  test("a mail queued in a transaction that rolls back leaves no row and no job", async () => {
    const to = address();
    let id = 0;
    await expect(
      db().transaction(async (tx) => {
        id = await queueMail(tx, { to, template: "welcome", data: { username: "ada" } });
        throw new Error("order rejected");
      }),
    ).rejects.toThrow("order rejected");
    expect(id).toBeGreaterThan(0);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.id, id))).toEqual([]);
    expect(await sendJobs(id)).toBe(0);
  });

  test("with the SMTP server down the mail fails, is kept, and a later retry sends it exactly once", async () => {
    const down = await startSmtpPeer();
    await down.close();
    setSmtpUrl(down.url);
    try {
      const to = address();
      const id = await queueVerify(to);
      await expect(sendOutboxMail(id)).rejects.toThrow(/ECONNREFUSED/);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 1, to });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      expect(failed.html).toContain(verifyData.url);

      const back = await startSmtpPeer({ port: down.port });
      try {
        await sendOutboxMail(id);
        await sendOutboxMail(id);
        expect(back.received.filter((m) => m.to.includes(to))).toHaveLength(1);
        expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      } finally {
        await back.close();
      }
    } finally {
      setSmtpUrl(peer.url);
    }
  });

  test("mail stuck in queued or sending is queued again; fresh mail is left alone", async () => {
    const [lost, crashed, fresh] = [
      await queueVerify(address()),
      await queueVerify(address()),
      await queueVerify(address()),
    ];
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    await getDatabase().query(
      `delete from ${JOBS_SCHEMA}.job where name = $1 and (data->>'outboxId')::int = $2`,
      [MAIL_SEND_JOB, lost],
    );
    await db().update(mailOutbox).set({ updatedAt: elevenMinutesAgo }).where(eq(mailOutbox.id, lost));
    await db()
      .update(mailOutbox)
      .set({ status: "sending", updatedAt: elevenMinutesAgo })
      .where(eq(mailOutbox.id, crashed));

    expect(await requeueStuckMail()).toBeGreaterThanOrEqual(2);

    expect(await sendJobs(lost)).toBe(1);
    // The crashed row's first job is still waiting: the `short` queue keeps one per row.
    expect(await sendJobs(crashed)).toBe(1);
    expect((await row(crashed)).status).toBe("queued");
    expect((await row(lost)).updatedAt.getTime()).toBeGreaterThan(elevenMinutesAgo.getTime());
    expect(await sendJobs(fresh)).toBe(1);
    expect(await requeueStuckMail()).toBe(0);
  });

  test("the admin can resend a sent mail; an unknown id is not found", async () => {
    const to = address();
    const id = await queueVerify(to);
    await sendOutboxMail(id);
    const resent = await resendOutboxMail(id);
    expect(resent).toMatchObject({ id, status: "queued", lastError: null });
    expect(await sendJobs(id)).toBe(1);
    await sendOutboxMail(id);
    expect(receivedBy(to)).toHaveLength(2);
    await expect(resendOutboxMail(2_000_000_000)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("outbox for the admin", () => {
  beforeAll(() => setSmtpUrl(undefined));

  test("lists newest first with status and search filters, without bodies", async () => {
    const tag = randomUUID().slice(0, 8);
    const ids = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        await db().transaction((tx) =>
          queueMail(tx, {
            to: `list-${tag}-${n}@example.com`,
            template: "welcome",
            data: { username: `u${n}` },
          }),
        ),
      );
    }
    const page = await listOutbox({ q: tag, status: "kept" });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((m) => m.id)).toEqual([...ids].reverse());
    expect(page.items[0]).not.toHaveProperty("html");
    expect((await listOutbox({ q: tag, status: "sent" })).total).toBe(0);
    expect((await listOutbox({ q: "Welcome to Fairway", status: "kept" })).total).toBeGreaterThanOrEqual(3);
    expect((await listOutbox({ q: "%" })).total).toBe(0);
  });

  test("reads one mail with its bodies; an unknown id is not found", async () => {
    const id = await queueVerify(address());
    expect((await getOutboxMail(id)).html).toContain("<!DOCTYPE html");
    await expect(getOutboxMail(2_000_000_000)).rejects.toMatchObject({ code: "not_found" });
  });
});
