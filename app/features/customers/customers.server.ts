// The admin's Customers: one directory row per e-mail address (kept by database triggers,
// docs/decisions/020-customers-and-exports.md), newest activity first, with the figures of just
// the page shown; and one customer's page with everything the shop holds under their address.
import { asc, count, desc, eq, gt, ilike, sql } from "drizzle-orm";
import { blogComments, blogPosts, customerDirectory, productReviews, products } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { type CustomerFigures, customerFigures, toCustomerOrderJson } from "./customer-figures.server.ts";
import {
  type ConsentEventJson,
  CUSTOMER_NOT_FOUND,
  CUSTOMERS_PAGE_SIZE,
  type CustomerDetailJson,
  type CustomerDirectoryQuery,
  CustomerDirectoryQuerySchema,
  type CustomerPageJson,
  type CustomerSummaryJson,
} from "./customers.schemas.ts";

export type DirectoryRow = typeof customerDirectory.$inferSelect;

export function toCustomerSummaryJson(row: DirectoryRow, f: CustomerFigures): CustomerSummaryJson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    orderCount: f.orderCount,
    totalSpent: centsToDollars(f.totalSpentCents),
    lastOrderAt: f.lastOrderAt?.toISOString() ?? null,
    marketingConsent: f.consent,
    hasAccount: f.account !== null,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

/** `GET /api/admin/customers`: a page of 25, searched by any part of the e-mail or name. */
export async function listCustomerDirectory(query: CustomerDirectoryQuery = {}): Promise<CustomerPageJson> {
  const { q, page } = CustomerDirectoryQuerySchema.parse(query);
  const pattern = q && `%${q.replace(/[\\%_]/g, "\\$&")}%`;
  // One column holds the address and the name, under a trigram index: indexed at any size.
  const where = pattern ? ilike(customerDirectory.searchText, pattern) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(customerDirectory)
      .where(where)
      .orderBy(desc(customerDirectory.lastActivityAt), desc(customerDirectory.id))
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((page - 1) * CUSTOMERS_PAGE_SIZE),
    db().select({ n: count() }).from(customerDirectory).where(where),
  ]);
  const figures = await customerFigures(rows.map((r) => r.emailKey));
  return {
    customers: rows.map((r) => toCustomerSummaryJson(r, figures.get(r.emailKey)!)),
    total: total?.n ?? 0,
    page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

/** The mailing list's record of the address as events: joined, consented, unsubscribed. */
function consentHistory(f: CustomerFigures): ConsentEventJson[] {
  const row = f.listRow;
  if (!row) return [];
  const events: ConsentEventJson[] = [
    { at: row.createdAt.toISOString(), event: "joined", source: row.source },
  ];
  if (row.consentAt)
    events.push({ at: row.consentAt.toISOString(), event: "consented", source: row.consentSource });
  if (row.unsubscribedAt)
    events.push({ at: row.unsubscribedAt.toISOString(), event: "unsubscribed", source: null });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** Reviews are written from an account, comments under an e-mail address. */
async function writings(key: string, userId: number | undefined) {
  const [reviews, comments] = await Promise.all([
    userId === undefined
      ? []
      : db()
          .select({ review: productReviews, productName: products.name })
          .from(productReviews)
          .innerJoin(products, eq(products.id, productReviews.productId))
          .where(eq(productReviews.userId, userId))
          .orderBy(desc(productReviews.createdAt)),
    db()
      .select({ comment: blogComments, postTitle: blogPosts.title, postSlug: blogPosts.slug })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(sql`lower(${blogComments.authorEmail})`, key))
      .orderBy(desc(blogComments.createdAt)),
  ]);
  return {
    reviews: reviews.map(({ review, productName }) => ({
      id: review.id,
      productId: review.productId,
      productName,
      rating: review.rating,
      body: review.body,
      hidden: review.hiddenAt !== null,
      createdAt: review.createdAt.toISOString(),
    })),
    comments: comments.map(({ comment, postTitle, postSlug }) => ({
      id: comment.id,
      postTitle,
      postSlug,
      content: comment.content,
      status: comment.status,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/** `GET /api/admin/customers/{id}`: the customer, their orders of both kinds, writings and consent. */
export async function customerDetail(id: number): Promise<CustomerDetailJson> {
  const [row] = await db().select().from(customerDirectory).where(eq(customerDirectory.id, id));
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const f = (await customerFigures([row.emailKey])).get(row.emailKey)!;
  const { reviews, comments } = await writings(row.emailKey, f.account?.id);
  return {
    ...toCustomerSummaryJson(row, f),
    account: f.account && {
      id: f.account.id,
      username: f.account.username,
      createdAt: f.account.createdAt.toISOString(),
      emailVerified: f.account.emailVerifiedAt !== null,
    },
    orders: f.orders.map(toCustomerOrderJson),
    reviews,
    comments,
    consentHistory: consentHistory(f),
  };
}

/** Every directory row in pages of `size`, by id (a keyset: each query starts after the last). */
export async function* directoryPages(size: number): AsyncGenerator<DirectoryRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db()
      .select()
      .from(customerDirectory)
      .where(gt(customerDirectory.id, after))
      .orderBy(asc(customerDirectory.id))
      .limit(size);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < size) return;
  }
}
