// A campaign is queued, then its job writes each recipient's e-mail to the outbox
// (`sending`), then waits for the outbox to deliver them (`delivering`) and records the tallies
// (`done`). A campaign whose discount code stops working before everyone is mailed is `cancelled`.
export const CAMPAIGN_STATUSES = ["queued", "sending", "delivering", "done", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Finished campaigns: the UI stops polling them. */
export const FINISHED_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ["done", "cancelled"];

// pending: in the snapshot, not mailed yet; mailed: its e-mail is in the outbox; skipped: the
// customer unsubscribed after the snapshot; cancelled: the campaign stopped before mailing it.
export const RECIPIENT_STATUSES = ["pending", "mailed", "skipped", "cancelled"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
