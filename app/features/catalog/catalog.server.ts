import { and, asc, avg, count, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { orderItems, orders, productImages, productReviews, products, users } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { AppError, conflict, isUniqueViolation, notFound } from "../../lib/errors.server.ts";
import { centsToDollars } from "../../lib/money.ts";
import { picturesFor } from "../uploads/index.server.ts";
import {
  type ProductImageJson,
  type ProductJson,
  type ProductRating,
  productSku,
  type ReviewInput,
  type ReviewJson,
} from "./catalog.schemas.ts";

export type Product = typeof products.$inferSelect;

export const PRODUCT_NOT_FOUND = "Product not found";

/** The ready-made pins on sale (active), oldest first so the home page keeps a stable order. */
export async function listProducts(tx: Executor = db()): Promise<ProductJson[]> {
  const rows = await tx
    .select()
    .from(products)
    .where(eq(products.status, "active"))
    .orderBy(asc(products.id));
  const ids = rows.map((p) => p.id);
  const [ratings, images] = await Promise.all([ratingsFor(ids, tx), imagesFor(ids, tx)]);
  return rows.map((p) => toProductJson(p, ratings.get(p.id) ?? null, images.get(p.id) ?? []));
}

export async function getProduct(id: number, tx: Executor = db()): Promise<ProductJson> {
  const product = await findProduct(id, tx);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const images = await imagesFor([id], tx);
  return toProductJson(product, await getProductRating(id, tx), images.get(id) ?? []);
}

/** A product the public may see: a draft or an archived one is as missing as an unknown id. */
export async function findProduct(id: number, tx: Executor = db()): Promise<Product | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, "active")))
    .limit(1);
  return row ?? null;
}

/** Each product's pictures in the owner's order. */
export async function imagesFor(productIds: number[], tx: Executor = db()) {
  const byProduct = new Map<number, ProductImageJson[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await tx
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const pictures = await picturesFor(
    rows.map((r) => r.url),
    tx,
  );
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    const picture = pictures.get(r.url) ?? null;
    list.push({ id: r.id, url: r.url, thumbnailUrl: r.thumbnailUrl, alt: r.alt, picture });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

/** Stars come only from real reviews; no review means no rating at all. */
export async function getProductRating(
  productId: number,
  tx: Executor = db(),
): Promise<ProductRating | null> {
  return (await ratingsFor([productId], tx)).get(productId) ?? null;
}

async function ratingsFor(productIds: number[], tx: Executor): Promise<Map<number, ProductRating>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: productReviews.productId, average: avg(productReviews.rating), count: count() })
    .from(productReviews)
    // A review the owner hid counts for nothing until it is restored.
    .where(and(inArray(productReviews.productId, productIds), isNull(productReviews.hiddenAt)))
    .groupBy(productReviews.productId);
  return new Map(
    rows.map((r) => [r.productId, { average: Math.round(Number(r.average) * 10) / 10, count: r.count }]),
  );
}

export function toProductJson(
  p: Product,
  rating: ProductRating | null,
  images: ProductImageJson[] = [],
): ProductJson {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    price: centsToDollars(p.priceCents),
    inStock: p.stockCount > 0,
    imageUrl: images[0]?.url ?? p.imageUrl,
    picture: images[0]?.picture ?? null,
    images,
    features: p.features,
    sku: productSku(p.id),
    rating,
  };
}

/** Newest first, hidden ones left out; only the reviewer's username and the date are shown, never an e-mail. */
export async function listReviews(productId: number, tx: Executor = db()): Promise<ReviewJson[]> {
  if (!(await findProduct(productId, tx))) throw notFound(PRODUCT_NOT_FOUND);
  const rows = await tx
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      author: users.username,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Only a customer who received the pin may review it, once. "Their" orders are the ones
 * placed signed in, and guest orders under their e-mail once it is verified.
 */
export async function addReview(userId: number, productId: number, input: ReviewInput): Promise<ReviewJson> {
  const { rating, body } = input;
  if (!(await findProduct(productId))) throw notFound(PRODUCT_NOT_FOUND);
  const orderId = await deliveredOrderWith(userId, productId);
  if (orderId === null) {
    throw new AppError("forbidden", "Only customers who received this pin can review it");
  }
  try {
    const [row] = await db()
      .insert(productReviews)
      .values({ productId, userId, orderId, rating, body })
      .returning();
    const [author] = await db().select({ username: users.username }).from(users).where(eq(users.id, userId));
    return {
      id: row!.id,
      rating: row!.rating,
      body: row!.body,
      author: author?.username ?? "",
      createdAt: row!.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("You have already reviewed this pin");
    throw err;
  }
}

async function deliveredOrderWith(userId: number, productId: number): Promise<number | null> {
  const [row] = await db()
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        eq(orders.status, "delivered"),
        eq(orderItems.productId, productId),
        or(
          eq(orders.userId, userId),
          and(isNotNull(users.emailVerifiedAt), sql`lower(${orders.customerEmail}) = lower(${users.email})`),
        ),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.id ?? null;
}
