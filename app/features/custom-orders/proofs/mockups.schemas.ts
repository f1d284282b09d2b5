import { z } from "zod";
import type { UploadExtension } from "../../uploads/uploads.schemas.ts";
import type { CustomOrderStatus } from "../order-status.ts";
import type { MockupRequoteJson, ProofQuoteJson } from "./requote.schemas.ts";

// Mockups (proofs) of a custom order: what the admin uploads, what the customer
// answers on `/proof/{token}`, and the JSON both sides read. Browser-safe: the admin's upload
// form and the proof page use the same limits and messages as the server.

/** A mockup is a picture the customer can look at, or a PDF; never an SVG (it can carry script). */
export const MOCKUP_TYPES = [
  "png",
  "jpg",
  "gif",
  "webp",
  "pdf",
] as const satisfies readonly UploadExtension[];
export const MOCKUP_ACCEPT =
  "image/png,image/jpeg,image/gif,image/webp,application/pdf,.png,.jpg,.jpeg,.gif,.webp,.pdf";

export const MOCKUP_NOTE_MAX = 1000;
export const PROOF_COMMENT_MAX = 2000;

export const MOCKUP_FILE_MISSING = "Choose a mockup file to upload.";
export const MOCKUP_UNSUPPORTED =
  "This file type is not supported. Upload a PNG, JPG, GIF, WEBP or PDF mockup.";
export const MOCKUP_NOTE_TOO_LONG = `The note can be at most ${MOCKUP_NOTE_MAX} characters`;
export const MOCKUP_NOTE_NOT_TEXT = "The note must be text.";
export const DEPOSIT_NOT_PAID = "The deposit for this order is not paid yet, so no mockup can be sent.";
export const ORDER_CANCELLED = "This order is cancelled, so no mockup can be sent.";
export const ORDER_ARCHIVED = "This order is archived, so no mockup can be sent.";
export const DESIGN_FINAL =
  "The design of this order is already approved. Set the order back to Design In Progress to send a new mockup.";

export const PROOF_NOT_FOUND = "Proof not found";
/** A proof link past its life (docs/product-rules.md#links): how to get a new one. */
/** No new proof link is made for an order that is over; the one it had shows what became of it. */
export const PROOF_LINK_CANCELLED = "This order is cancelled, so no new proof link can be made for it.";
export const PROOF_LINK_ARCHIVED = "This order is archived, so no new proof link can be made for it.";
export const PROOF_LINK_REPLACED_NOTE = "Proof link replaced";
export const PROOF_LINK_EXPIRED =
  "This proof link has expired. Contact us and we will send you a new link to your mockup.";
export const PROOF_NOT_AWAITING = "This mockup is not waiting for your answer.";
export const COMMENT_REQUIRED = "Please tell us what you would like changed.";
export const COMMENT_TOO_LONG = `Please keep your comment under ${PROOF_COMMENT_MAX} characters.`;
export const NO_MOCKUP_YET = "No mockup has been sent for this order yet.";

/** The customer's page for a proof token. */
export const proofPath = (token: string) => `/proof/${token}`;

export const MOCKUP_DECISIONS = ["approved", "changes_requested"] as const;
export type MockupDecision = (typeof MOCKUP_DECISIONS)[number];

/** The order states in which the admin may send a (new) mockup. */
export const MOCKUP_UPLOAD_STATUSES: readonly CustomOrderStatus[] = [
  "deposit_paid",
  "design_in_progress",
  "awaiting_approval",
];

/** Why the admin cannot send a mockup to an order in that state, or null when they can. */
export function mockupUploadRefusal(status: CustomOrderStatus): string | null {
  if (status === "pending") return DEPOSIT_NOT_PAID;
  if (status === "cancelled") return ORDER_CANCELLED;
  return MOCKUP_UPLOAD_STATUSES.includes(status) ? null : DESIGN_FINAL;
}

/** Approval happened: the order is approved or further along (a repeat approve answers this). */
export const APPROVED_OR_LATER: readonly CustomOrderStatus[] = [
  "approved",
  "balance_paid",
  "in_production",
  "shipped",
  "delivered",
];

/** Control and invisible formatting characters (bidi overrides) go; line breaks and tabs stay. */
const cleanText = (value: string) => value.replace(/[^\P{Cc}\n\t]|\p{Cf}/gu, "").trim();

export const MockupNoteSchema = z
  .string()
  .transform(cleanText)
  .pipe(z.string().max(MOCKUP_NOTE_MAX, MOCKUP_NOTE_TOO_LONG))
  .optional();

export const RequestChangesSchema = z.strictObject({
  comment: z
    .string({ error: COMMENT_REQUIRED })
    .transform(cleanText)
    .pipe(z.string().min(1, COMMENT_REQUIRED).max(PROOF_COMMENT_MAX, COMMENT_TOO_LONG)),
});
export type RequestChanges = z.infer<typeof RequestChangesSchema>;

/** One version of a mockup, for the admin and for the proof page. */
export interface MockupJson {
  id: number;
  version: number;
  url: string;
  fileName: string;
  contentType: string;
  isPdf: boolean;
  note: string | null;
  decision: MockupDecision | null;
  customerComment: string | null;
  decidedAt: string | null;
  /** The owner's re-quote sent with this version, or null (docs/decisions/019-requote-at-the-proof.md). */
  requote: MockupRequoteJson | null;
  createdAt: string;
}

/** `GET /api/proofs/{token}`: the order in short, every version newest first, what may be done. */
export interface ProofJson {
  order: {
    id: number;
    customerName: string;
    quantity: number;
    size: string;
    plating: string;
    pinBack: string;
    packaging: string;
    rushOrder: boolean;
    status: CustomOrderStatus;
    /** The pins, after the discount. */
    totalPrice: number;
    /** Shipping and sales tax, fixed when the deposit was paid. */
    shippingAmount: number;
    taxAmount: number;
    /** totalPrice + shippingAmount + taxAmount. */
    grandTotal: number;
    /** The deposit as charged: 10% of the pins and its share of the tax. */
    depositAmount: number;
    /** What is left after the deposit: grandTotal − depositAmount. */
    remainingBalance: number;
  };
  mockups: MockupJson[];
  /** The latest version's re-quote: the price before and after, paid, balance; null without one. */
  quote: ProofQuoteJson | null;
  canApprove: boolean;
  canRequestChanges: boolean;
}

/** The answer of approve: the balance link's path only when this call made it. */
export interface ProofApprovalJson {
  status: CustomOrderStatus;
  version: number;
  alreadyApproved: boolean;
  balancePaymentPath: string | null;
  /** What this approval refunds because the new price is below what was paid (dollars). */
  refunded: number;
}

export interface ProofChangesJson {
  status: CustomOrderStatus;
  version: number;
}

/** `POST /api/custom-orders/{id}/proof-link { token? }`: `token` is the order's private view link. */
export const ProofLinkRequestSchema = z.strictObject({ token: z.string().max(200).optional() });

/** Its answer: the path of a fresh private proof link. */
export interface ProofLinkJson {
  path: string;
}
