// The outbox is the source of truth for every e-mail: a row is written in the caller's
// transaction, and with SMTP configured a `mail.send` job in the same transaction delivers it.
// Without SMTP_URL the row is `kept` for the admin to read. See docs/decisions/002-jobs-and-mail.md.
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type MailAttachmentRef, mailOutbox } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, notFound } from "../../lib/errors.server.ts";
import { enqueue, registerJob } from "../../lib/jobs.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { makeAttachments } from "./attachments.server.ts";
import { type ListOutboxQuery, ListOutboxQuerySchema, OUTBOX_PAGE_SIZE } from "./mail.schemas.ts";
import { mailShop, type RenderedMail, renderMail } from "./render-mail.server.ts";
import { smtpTransport } from "./smtp.server.ts";
import type { MailData, MailTemplateName } from "./templates/index.ts";

export const MAIL_SEND_JOB = "mail.send";
export const MAIL_REQUEUE_JOB = "mail.requeue-stuck";
/** A row still queued or sending after this long has lost its job; the reconciliation requeues it. */
export const STUCK_MAIL_MINUTES = 10;
const REQUEUE_BATCH = 500;

export type MailMessage = {
  [T in MailTemplateName]: {
    to: string;
    template: T;
    data: MailData<T>;
    /** Files made when the mail is sent (a receipt's invoice PDF). */
    attachments?: MailAttachmentRef[];
  };
}[MailTemplateName];

const outboxSummary = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
export type OutboxSummary = Awaited<ReturnType<typeof listOutbox>>["items"][number];
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Writes the message to the outbox inside the caller's transaction and queues its sending. */
export async function queueMail(tx: Executor, message: MailMessage): Promise<number> {
  const rendered = await renderMail(message.template, message.data, await mailShop(tx));
  const { to, template, attachments } = message;
  return queueRenderedMail(tx, { to, template, rendered, attachments });
}

export interface RenderedMessage {
  to: string;
  template: MailTemplateName;
  rendered: RenderedMail;
  /** Extra SMTP headers, e.g. List-Unsubscribe on campaign mail (RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachmentRef[];
}

/**
 * Like `queueMail` for a message the caller rendered itself: a campaign renders its template
 * once and fills in each recipient's unsubscribe link, instead of rendering thousands of times.
 */
export async function queueRenderedMail(tx: Executor, message: RenderedMessage): Promise<number> {
  const to = z.email().safeParse(message.to);
  if (!to.success) throw new Error(`queueMail: "${message.to}" is not an e-mail address`);
  const smtp = Boolean(env().SMTP_URL);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: to.data,
      template: message.template,
      ...message.rendered,
      headers: message.headers ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      status: smtp ? "queued" : "kept",
    })
    .returning({ id: mailOutbox.id });
  const id = row!.id;
  if (smtp) await enqueueSend(tx, id);
  else logger().info({ outboxId: id, template: message.template }, "mail kept in the outbox (no SMTP_URL)");
  return id;
}

/**
 * The `mail.send` job: claims the row, sends it, records the outcome. A failure is recorded and
 * rethrown so pg-boss retries; a row that is not queued or failed (already sent) is left alone.
 */
export async function sendOutboxMail(id: number): Promise<void> {
  const url = env().SMTP_URL;
  if (!url) return keepUnsent(id);
  const [mail] = await db()
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["queued", "failed"])))
    .returning();
  if (!mail) return;
  let messageId: string;
  try {
    const info = await smtpTransport(url).sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? undefined,
      attachments: await makeAttachments(mail.attachments),
    });
    messageId = String(info.messageId);
  } catch (err) {
    const lastError = err instanceof Error ? err.message : String(err);
    await db().update(mailOutbox).set({ status: "failed", lastError }).where(eq(mailOutbox.id, id));
    throw err;
  }
  await db()
    .update(mailOutbox)
    .set({ status: "sent", providerMessageId: messageId, sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** SMTP was switched off after the mail was queued: keep it for the admin instead. */
async function keepUnsent(id: number): Promise<void> {
  await db()
    .update(mailOutbox)
    .set({ status: "kept" })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["queued", "failed"])));
}

/** The admin's outbox list, newest first, without the bodies. */
export async function listOutbox(query: ListOutboxQuery = {}) {
  const { page, status, q } = ListOutboxQuerySchema.parse(query);
  const filters: SQL[] = [];
  if (status) filters.push(eq(mailOutbox.status, status));
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
    filters.push(or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [items, [total]] = await Promise.all([
    db()
      .select(outboxSummary)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db().select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: total?.value ?? 0, page, pageSize: OUTBOX_PAGE_SIZE };
}

export async function getOutboxMail(id: number): Promise<OutboxMail> {
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail) throw notFound("E-mail not found");
  return mail;
}

/** Queues one outbox row for sending again (a failed, kept or already sent e-mail). */
export async function resendOutboxMail(id: number): Promise<OutboxSummary> {
  if (!env().SMTP_URL)
    throw new AppError("conflict", "No SMTP server is configured (SMTP_URL), so mail cannot be sent");
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for("update");
    if (!current) throw notFound("E-mail not found");
    if (current.status === "sending") throw new AppError("conflict", "This e-mail is being sent right now");
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: "queued", lastError: null })
      .where(eq(mailOutbox.id, id))
      .returning(outboxSummary);
    await enqueueSend(tx, id);
    const mail = { to: row!.to, subject: row!.subject };
    await recordAudit(tx, {
      action: "mail.resend",
      entity: "mail",
      entityId: id,
      before: { ...mail, status: current.status },
      after: { ...mail, status: row!.status },
    });
    return row!;
  });
}

/**
 * Reconciliation: rows queued or sending for longer than STUCK_MAIL_MINUTES lost their job (a
 * crashed worker, a deleted job); they are queued again. A duplicate job is harmless, because
 * sending claims the row first.
 */
export async function requeueStuckMail(): Promise<number> {
  if (!env().SMTP_URL) return 0;
  const cutoff = new Date(Date.now() - STUCK_MAIL_MINUTES * 60_000);
  const ids = await db().transaction(async (tx) => {
    const stuck = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ["queued", "sending"]), lt(mailOutbox.updatedAt, cutoff)))
      .orderBy(mailOutbox.id)
      .limit(REQUEUE_BATCH)
      .for("update", { skipLocked: true });
    if (!stuck.length) return [];
    const stuckIds = stuck.map((row) => row.id);
    await tx.update(mailOutbox).set({ status: "queued" }).where(inArray(mailOutbox.id, stuckIds));
    for (const id of stuckIds) await enqueueSend(tx, id);
    return stuckIds;
  });
  if (ids.length) logger().warn({ count: ids.length }, "stuck mail queued again");
  return ids.length;
}

// `short` queue with one key per row: a row never has two jobs waiting (requeue, resend).
function enqueueSend(tx: Executor, id: number) {
  return enqueue(tx, MAIL_SEND_JOB, { outboxId: id }, { singletonKey: `outbox-${id}` });
}

registerJob<{ outboxId: number }>(MAIL_SEND_JOB, ({ outboxId }) => sendOutboxMail(outboxId), {
  policy: "short",
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3_600,
  expireInSeconds: 600,
});

registerJob(
  MAIL_REQUEUE_JOB,
  async () => {
    await requeueStuckMail();
  },
  {
    retryLimit: 0,
    schedule: { cron: `*/${STUCK_MAIL_MINUTES} * * * *`, enabled: () => Boolean(env().SMTP_URL) },
  },
);
