// The shop owner's notices: one function and one template for every event that waits for the
// owner, each with a link straight to that order, comment or product in the admin dashboard.
import { type AdminTarget, adminPath } from "../../lib/admin-links.ts";
import type { Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { getShopSettings } from "../settings/index.server.ts";
import type { OwnerNoticeEvent } from "../settings/index.ts";
import { type MailMessage, queueMail } from "./mail.server.ts";

/**
 * Where the owner's notice of `event` goes (Settings in /admin), or null when the owner chose not
 * to be e-mailed about it. Read in the caller's transaction, so a change is heard at once.
 */
export async function ownerNoticeAddress(tx: Executor, event: OwnerNoticeEvent): Promise<string | null> {
  const { ownerNoticeEmail, ownerNotices } = await getShopSettings(tx);
  return ownerNotices[event] ? ownerNoticeEmail : null;
}

/** A message of one template without its recipient (each template keeps its own data). */
type WithoutRecipient<M> = M extends unknown ? Omit<M, "to"> : never;

/** Queues an e-mail of its own template to the owner, unless they turned `event` off. */
export async function queueOwnerMail(
  tx: Executor,
  event: OwnerNoticeEvent,
  message: WithoutRecipient<MailMessage>,
): Promise<void> {
  const to = await ownerNoticeAddress(tx, event);
  if (to) await queueMail(tx, { ...message, to } as MailMessage);
}

/** The absolute dashboard link of a target, for the owner's e-mails. */
export function adminUrl(target: AdminTarget): string {
  return `${env().publicUrl}${adminPath(target)}`;
}

export interface OwnerNotice {
  /** Which of the owner's notices this is: the owner can turn each kind off. */
  event: OwnerNoticeEvent;
  subject: string;
  heading: string;
  lines: string[];
  /** The customer's own words, quoted as text. */
  quote?: string | null;
  target: AdminTarget;
}

// The button of each section's notices; a section without one reads "Open the admin".
const ACTIONS: Partial<Record<AdminTarget["section"], string>> = {
  overview: "Open the admin dashboard",
  "custom-orders": "Open the order",
  orders: "Open the order",
  "discount-codes": "Open the discount codes",
  blog: "Open the comment",
  "customers-email": "Open Customers & Email",
  products: "Open the product",
  "shipping-tax": "Open Shipping & tax",
};

/** Queues the notice to the owner in the caller's transaction, unless they turned its kind off. */
export async function notifyOwner(tx: Executor, notice: OwnerNotice): Promise<void> {
  await queueOwnerMail(tx, notice.event, {
    template: "owner-notice",
    data: {
      subject: notice.subject,
      heading: notice.heading,
      lines: notice.lines,
      quote: notice.quote ?? null,
      action: ACTIONS[notice.target.section] ?? "Open the admin",
      url: adminUrl(notice.target),
    },
  });
}
