import { Hono } from "hono";
import { listFeedPosts } from "../features/blog/index.server.ts";
import { RSS_ITEM_LIMIT, rssFeed } from "../features/blog/index.ts";
import { listProducts } from "../features/catalog/index.server.ts";
import { getShopSettings } from "../features/settings/index.server.ts";
import { env } from "../lib/env.server.ts";
import type { AppEnv } from "./hono-env.ts";
import { robotsTxt, type SitemapEntry, sitemapXml } from "./sitemap.ts";

/** The feeds beside the pages. Mounted before React Router, whose `/blog/:slug` would take rss.xml. */
export const feedsApi = new Hono<AppEnv>();

/** Feeds change when a post is published; ten minutes of caching spares the database from crawlers. */
const CACHE = "public, max-age=600";

feedsApi.get("/blog/rss.xml", async (c) => {
  const [posts, { shopName }] = await Promise.all([listFeedPosts(RSS_ITEM_LIMIT), getShopSettings()]);
  const xml = rssFeed(posts, { shopName, publicUrl: env().publicUrl });
  return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE });
});

feedsApi.get("/sitemap.xml", async (c) => {
  const [posts, products] = await Promise.all([listFeedPosts(), listProducts()]);
  const entries: SitemapEntry[] = [
    { path: "/" },
    { path: "/custom" },
    { path: "/blog", lastmod: posts[0]?.publishedAt },
    ...products.map((p) => ({ path: `/product/${p.id}` })),
    ...posts.map((p) => ({
      path: `/blog/${encodeURIComponent(p.slug)}`,
      // A post scheduled long ago was last changed when it went out.
      lastmod: new Date(Math.max(p.updatedAt.getTime(), p.publishedAt.getTime())),
    })),
  ];
  const xml = sitemapXml(entries, env().publicUrl);
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE });
});

feedsApi.get("/robots.txt", (c) =>
  c.body(robotsTxt(env().publicUrl), 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": CACHE,
  }),
);
