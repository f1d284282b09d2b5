// The Customers list and page (`GET /api/admin/customers?q=&page=`, `GET /api/admin/customers/{id}`):
// everyone who bought, signed up or joined the mailing list, one row per e-mail address.
// Browser-safe: the admin's pages read the same shapes.
import { z } from "zod";

export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMER_NOT_FOUND = "Customer not found";

export const CustomerDirectoryQuerySchema = z.strictObject({
  /** Any part of an e-mail address or a name; blank means everyone. */
  q: z
    .string()
    .trim()
    .max(200, "The search can be at most 200 characters")
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number({ error: "page must be a positive whole number" })
    .int("page must be a positive whole number")
    .min(1, "page must be a positive whole number")
    .max(100_000, "page must be a positive whole number")
    .default(1),
});
export type CustomerDirectoryQuery = z.input<typeof CustomerDirectoryQuerySchema>;

/** Whether the address may be sent marketing e-mail, as the mailing list records it. */
export type MarketingConsent = "subscribed" | "not-subscribed" | "unsubscribed" | "not-on-list";

/** A row of the list: the customer and their figures (paid orders of both kinds). */
export interface CustomerSummaryJson {
  id: number;
  email: string;
  name: string | null;
  /** Orders of either kind with money taken. */
  orderCount: number;
  /** Dollars: what those orders took, refunds taken off (a custom order's shipping and tax included). */
  totalSpent: number;
  lastOrderAt: string | null;
  marketingConsent: MarketingConsent;
  hasAccount: boolean;
  firstSeenAt: string;
  lastActivityAt: string;
}

export interface CustomerPageJson {
  customers: CustomerSummaryJson[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CustomerOrderJson {
  kind: "custom" | "regular";
  id: number;
  createdAt: string;
  status: string;
  /** Dollars: what the order owes in all (pins or lines, discount, shipping and tax). */
  total: number;
  netPaid: number;
  refunded: number;
  balanceDue: number;
}

export interface CustomerReviewJson {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  body: string;
  hidden: boolean;
  createdAt: string;
}

export interface CustomerCommentJson {
  id: number;
  postTitle: string;
  postSlug: string;
  content: string;
  status: string;
  createdAt: string;
}

/** One step of the mailing list's record of this address. */
export interface ConsentEventJson {
  at: string;
  event: "joined" | "consented" | "unsubscribed";
  /** Where it came from: an import, the sign-up form, the discount pop-up… */
  source: string | null;
}

export interface CustomerDetailJson extends CustomerSummaryJson {
  account: { id: number; username: string; createdAt: string; emailVerified: boolean } | null;
  /** Every placed order of either kind, newest first. */
  orders: CustomerOrderJson[];
  reviews: CustomerReviewJson[];
  comments: CustomerCommentJson[];
  consentHistory: ConsentEventJson[];
}
