import { z } from "zod";
import type { CampaignStatus } from "./campaign-status.ts";

/** An `Idempotency-Key`: what a client makes up per intended request (a UUID is typical). */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "The idempotency key must be 8 to 100 letters, digits or _.:-");

/** `POST /api/send-mass-discount-email`; the key may also travel as a header. */
export const SendCampaignSchema = z.strictObject({
  discountCode: z.string().trim().min(1, "Pick a discount code").max(50),
  idempotencyKey: IdempotencyKeySchema.optional(),
});
export type SendCampaign = z.infer<typeof SendCampaignSchema>;

export const AudienceQuerySchema = z.object({ discountCode: z.string().trim().min(1).max(50) });

/**
 * A campaign's progress. Counts are per recipient and read from the outbox: `sent` were
 * accepted by the SMTP server, `failed` failed their last attempt (retried for hours, so the
 * count can fall), `queued` wait for the sender, `kept` stay in the outbox because no SMTP
 * server is configured, `skipped` unsubscribed after the campaign started, `pending` are not
 * written to the outbox yet.
 */
export interface CampaignCounts {
  pending: number;
  queued: number;
  sent: number;
  failed: number;
  kept: number;
  skipped: number;
}

export interface CampaignJson extends CampaignCounts {
  campaignId: number;
  discountCode: string;
  status: CampaignStatus;
  total: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface AudienceJson {
  discountCode: string;
  /** Customers who would receive it now: consent given, not unsubscribed, not mailed this code before. */
  recipients: number;
  /** Consenting customers left out because an earlier campaign already mailed them this code. */
  alreadyReceived: number;
}

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_FILTERS = ["subscribed", "not-subscribed", "unsubscribed"] as const;

export const ListCustomersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).optional(),
  status: z.enum(CUSTOMER_FILTERS).or(z.literal("")).optional(),
});
export type ListCustomersQuery = z.input<typeof ListCustomersQuerySchema>;

export interface CustomerJson {
  id: number;
  email: string;
  name: string | null;
  source: string;
  marketingConsent: boolean;
  consentSource: string | null;
  consentAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
}

/** One row the import could not use, by its line in the file. */
export interface ImportErrorJson {
  line: number;
  reason: string;
}

/**
 * `POST /api/import-customers`: `imported` new customers, `duplicates` rows whose
 * e-mail was already known (earlier in the file or a customer already), `skipped` rows that
 * could not be used (listed in `errors`, at most IMPORT_ERRORS_SHOWN; `errorCount` is all).
 * `updated`: known customers the import completed (a missing name, or consent given).
 */
export interface ImportResultJson {
  source: "file" | "orders";
  imported: number;
  skipped: number;
  duplicates: number;
  updated: number;
  errors: ImportErrorJson[];
  errorCount: number;
}

export const IMPORT_ERRORS_SHOWN = 100;
/** The import reads the whole file into memory; 5 MB is about 100,000 customers. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_TOO_LARGE = "The file is too large. Import at most 5 MB of customers at a time.";

export interface UnsubscribeJson {
  /** The address, masked ("g•••••@e••••••.com"). */
  email: string;
  unsubscribed: boolean;
}

export const UNSUBSCRIBE_NOT_FOUND = "This unsubscribe link is not valid.";
