import { escapeXml } from "../../lib/xml.ts";

// /blog/rss.xml, an RSS 2.0 feed of the public posts (https://www.rssboard.org/rss-specification).

export interface RssPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: Date;
}

export interface RssChannel {
  shopName: string;
  /** Absolute base URL without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
}

/** The feed carries the latest posts only; readers keep what they already fetched. */
export const RSS_ITEM_LIMIT = 50;

function item(post: RssPost, publicUrl: string): string {
  const link = `${publicUrl}/blog/${encodeURIComponent(post.slug)}`;
  const categories = post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`);
  return [
    "    <item>",
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
    `      <description>${escapeXml(post.excerpt)}</description>`,
    ...categories,
    "    </item>",
  ].join("\n");
}

export function rssFeed(posts: RssPost[], channel: RssChannel): string {
  const { shopName, publicUrl } = channel;
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${shopName} Blog`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `    <description>${escapeXml(`Guides and stories about custom golf pins and ball markers from ${shopName}.`)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...posts.map((post) => item(post, publicUrl)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
