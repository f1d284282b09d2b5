import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../app/lib/db.server.ts";
import { useTestDatabase } from "../tests/helpers/db.ts";
import { blogPosts, discountCodes, products, settings } from "./schema.ts";
import { ensureSave15, seedDemoData, seedOnFirstStart } from "./seed.ts";
import { demoPosts } from "./seed-data/blog-posts.ts";
import { demoDiscountCodes } from "./seed-data/discount-codes.ts";
import { demoProducts } from "./seed-data/products.ts";

// The migrations themselves are applied to a fresh PGlite and a fresh PostgreSQL database by the
// template every API suite starts from (tests/setup/database-template.ts); these tests run on both.
useTestDatabase();

const counts = async () => ({
  products: (await db().select({ n: count() }).from(products))[0]?.n,
  posts: (await db().select({ n: count() }).from(blogPosts))[0]?.n,
  codes: (await db().select({ n: count() }).from(discountCodes))[0]?.n,
});

describe("demo data", () => {
  it("seeds the whole catalogue, the posts and the codes, and a second run adds nothing", async () => {
    const first = await db().transaction((tx) => seedDemoData(tx));
    expect(first).toEqual({
      products: demoProducts.length,
      posts: demoPosts.length,
      codes: demoDiscountCodes.length,
    });
    const after = await counts();

    const second = await db().transaction((tx) => seedDemoData(tx));
    expect(second).toEqual({ products: 0, posts: 0, codes: 0 });
    expect(await counts()).toEqual(after);
    await ensureSave15(db());
    expect(await counts()).toEqual(after);
  });

  it("seeds on the first start only, so a product the owner deleted stays deleted", async () => {
    await db().delete(settings);
    expect(await db().transaction((tx) => seedOnFirstStart(tx))).toBe(true);
    const before = await counts();
    expect(await db().transaction((tx) => seedOnFirstStart(tx))).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
