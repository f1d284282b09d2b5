// The owner hides a review (spam, abuse, a review of the wrong pin) and can restore it. A hidden
// review is kept, with when it was hidden, but leaves the product page, its structured data and
// the pin's rating and count; the public read cache follows by itself (the table notifies it).
import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import { productReviews, products, users } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db } from "../../lib/db.server.ts";
import { notFound } from "../../lib/errors.server.ts";
import { getProductRating } from "./catalog.server.ts";
import {
  type AdminReviewJson,
  type AdminReviewListQuery,
  AdminReviewListQuerySchema,
  type AdminReviewPageJson,
  REVIEW_NOT_FOUND,
  REVIEWS_PAGE_SIZE,
} from "./reviews-admin.schemas.ts";

const reviewColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  productName: products.name,
  rating: productReviews.rating,
  body: productReviews.body,
  author: users.username,
  createdAt: productReviews.createdAt,
  hiddenAt: productReviews.hiddenAt,
};

type ReviewRow = { createdAt: Date; hiddenAt: Date | null } & Omit<
  AdminReviewJson,
  "createdAt" | "hiddenAt" | "hidden"
>;

const toJson = (row: ReviewRow): AdminReviewJson => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  hidden: row.hiddenAt !== null,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
});

function selectReviews(where: SQL | undefined) {
  return db()
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(where);
}

/** The reviews, hidden ones included, newest first, a page at a time. */
export async function listAdminReviews(query: AdminReviewListQuery = {}): Promise<AdminReviewPageJson> {
  const { productId, page } = AdminReviewListQuerySchema.parse(query);
  const where = productId ? eq(productReviews.productId, productId) : undefined;
  const [rows, [total], rating] = await Promise.all([
    selectReviews(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db().select({ value: count() }).from(productReviews).where(where),
    productId ? getProductRating(productId) : null,
  ]);
  return { reviews: rows.map(toJson), total: total?.value ?? 0, page, pageSize: REVIEWS_PAGE_SIZE, rating };
}

/**
 * Hides or restores a review; hiding one already hidden keeps when it was first hidden. A real
 * change is written to the audit log in the same transaction; asking for the state it is
 * already in changes nothing and records nothing.
 */
export async function setReviewHidden(id: number, hidden: boolean): Promise<AdminReviewJson> {
  await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ hiddenAt: productReviews.hiddenAt, productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, id))
      .for("update");
    if (!current) throw notFound(REVIEW_NOT_FOUND);
    const wasHidden = current.hiddenAt !== null;
    if (wasHidden === hidden) return;
    await tx
      .update(productReviews)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(eq(productReviews.id, id));
    await recordAudit(tx, {
      action: hidden ? "review.hide" : "review.restore",
      entity: "review",
      entityId: id,
      before: { hidden: wasHidden, productId: current.productId },
      after: { hidden, productId: current.productId },
    });
  });
  const [row] = await selectReviews(eq(productReviews.id, id));
  return toJson(row!);
}
