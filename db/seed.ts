// Demo data for a newcomer's first start (SEED_DEMO_DATA): the ready-made pins, blog posts and
// discount codes. Every insert is keyed on a natural key, so running it twice changes nothing.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { readingTime } from "../app/features/blog/index.ts";
import { addProductImage } from "../app/features/catalog/index.server.ts";
import { db, type Executor } from "../app/lib/db.server.ts";
import { blogPosts, discountCodes, productImages, products, settings } from "./schema.ts";
import { demoPosts } from "./seed-data/blog-posts.ts";
import { demoDiscountCodes } from "./seed-data/discount-codes.ts";
import { demoProducts } from "./seed-data/products.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoData(
  db: Executor,
): Promise<{ products: number; posts: number; codes: number }> {
  const insertedProducts = await db
    .insert(products)
    .values(
      demoProducts.map((p) => ({
        slug: p.slug,
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        stockCount: p.stockCount,
        imageUrl: p.imageUrl,
        features: [...p.features],
      })),
    )
    .onConflictDoNothing({ target: products.slug })
    .returning({ id: products.id });

  const now = Date.now();
  const insertedPosts = await db
    .insert(blogPosts)
    .values(
      demoPosts.map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        featuredImage: p.featuredImage,
        tags: [...p.tags],
        status: p.status,
        readingTime: readingTime(p.content),
        metaTitle: p.title,
        metaDescription: p.excerpt,
        publishedAt: p.status === "published" ? new Date(now - p.publishedAtDaysAgo * DAY_MS) : null,
      })),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });

  const insertedCodes = await db
    .insert(discountCodes)
    .values(
      demoDiscountCodes.map((c) => ({
        code: c.code,
        discountType: c.discountType,
        discountValue: c.discountValue,
        minimumOrderAmountCents: c.minimumOrderAmountCents,
        maxUses: c.maxUses,
        isActive: c.isActive,
      })),
    )
    .onConflictDoNothing({ target: discountCodes.code })
    .returning({ id: discountCodes.id });

  return { products: insertedProducts.length, posts: insertedPosts.length, codes: insertedCodes.length };
}

/** SAVE15 exists out of the box for the exit-intent offer, demo data or not. */
export async function ensureSave15(db: Executor): Promise<void> {
  await db
    .insert(discountCodes)
    .values({ code: "SAVE15", discountType: "percentage", discountValue: 15, isActive: true })
    .onConflictDoNothing({ target: discountCodes.code });
}

/**
 * Seeds once per database: a demo product the owner deleted must not come back at the next
 * restart, so the first seeding is remembered in `settings`.
 */
export async function seedOnFirstStart(db: Executor): Promise<boolean> {
  const marked = await db
    .insert(settings)
    .values({ key: "demo_data_seeded_at", value: new Date().toISOString() })
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key });
  if (marked.length === 0) return false;
  await seedDemoData(db);
  return true;
}

/**
 * The demo pins that come with a phone photo (`db/seed-data/photos/`, made by
 * scripts/make-demo-photo.ts) get it uploaded as the owner would: stripped of its EXIF, with its
 * resized copies. After the seed's transaction (the upload writes its own); a pin that already
 * has a picture is left alone, so running it again changes nothing.
 */
export async function seedDemoPhotos(): Promise<number> {
  let added = 0;
  for (const demo of demoProducts) {
    if (!("photo" in demo)) continue;
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, demo.slug));
    if (!product) continue;
    const [image] = await db()
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .limit(1);
    if (image) continue;
    const bytes = await readFile(path.join(process.cwd(), "db", "seed-data", "photos", demo.photo));
    const file = new File([bytes], demo.photo, { type: "image/jpeg" });
    await addProductImage(product.id, file, `${demo.name} on the practice green`);
    added++;
  }
  return added;
}
