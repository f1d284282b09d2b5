// queued: waiting for the sender job; kept: no SMTP_URL, held in the outbox for the admin.
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "kept"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
