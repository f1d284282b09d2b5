import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/db.ts";
import { eventually, useJobs } from "../../../tests/helpers/jobs.ts";
import { useSmtpPeer } from "../../../tests/helpers/smtp-env.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { JOBS_SCHEMA } from "../../lib/jobs.server.ts";
import { getOutboxMail, MAIL_REQUEUE_JOB, queueMail } from "./mail.server.ts";

useTestDatabase();

const peer = useSmtpPeer();

// After the SMTP peer, so the workers start with SMTP configured (and stop before it closes).
useJobs({ workers: true });

test("a mail queued in a committed transaction is delivered by the real worker", async () => {
  const to = `worker-${randomUUID().slice(0, 8)}@example.com`;
  const id = await db().transaction((tx) =>
    queueMail(tx, { to, template: "welcome", data: { username: "ada" } }),
  );

  const received = await eventually(async () => peer.received.find((m) => m.to.includes(to)));
  expect(received.subject).toBe("Welcome to Fairway Pin Co.!");
  const mail = await eventually(async () => {
    const current = await getOutboxMail(id);
    return current.status === "sent" && current;
  });
  expect(mail).toMatchObject({ attempts: 1, lastError: null });
  expect(peer.received.filter((m) => m.to.includes(to))).toHaveLength(1);
});

test("the stuck-mail reconciliation is scheduled every 10 minutes when SMTP is configured", async () => {
  const { rows } = await getDatabase().query(`select cron from ${JOBS_SCHEMA}.schedule where name = $1`, [
    MAIL_REQUEUE_JOB,
  ]);
  expect(rows).toEqual([{ cron: "*/10 * * * *" }]);
});
