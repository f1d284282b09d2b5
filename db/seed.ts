// Demo data for a newcomer's first start (SEED_DEMO_DATA): the ready-made pins, blog posts and
// discount codes. Every insert is keyed on a natural key, so running it twice changes nothing.
import { readingTime } from "../app/features/blog/index.ts";
import type { Executor } from "../app/lib/db.server.ts";
import { blogPosts, discountCodes, products, settings } from "./schema.ts";
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
