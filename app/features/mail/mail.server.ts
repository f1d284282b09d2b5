// PLACEHOLDER INTERFACE — the mail helper replaces the body of this file (keep the signature).
import { mailOutbox } from "../../../db/schema.ts";
import type { Executor } from "../../lib/db.server.ts";

export interface MailMessage {
  to: string;
  /** Template name, e.g. "password-reset", "verify-email". */
  template: string;
  data: Record<string, unknown>;
}

/** Writes the message to the outbox inside the caller's transaction and queues its sending. */
export async function queueMail(tx: Executor, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.template, html: "", text: JSON.stringify(message.data), template: message.template })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
