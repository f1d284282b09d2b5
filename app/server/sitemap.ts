import { escapeXml } from "../lib/xml.ts";

// /sitemap.xml (https://www.sitemaps.org/protocol.html) and /robots.txt.

export interface SitemapEntry {
  /** A site path such as `/blog/soft-vs-hard-enamel`. */
  path: string;
  lastmod?: Date;
}

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lines = [`    <loc>${escapeXml(`${publicUrl}${path}`)}</loc>`];
    if (lastmod) lines.push(`    <lastmod>${lastmod.toISOString()}</lastmod>`);
    return ["  <url>", ...lines, "  </url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Private and token pages stay out of search engines; everything else is open. Token
 * pages also say `noindex` themselves, because robots.txt only asks politely.
 */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/api/",
  "/checkout",
  "/balance-payment/",
  "/proof/",
  "/reset-password",
  "/login-link",
  "/verify-email",
  "/track-order",
  "/paypal/",
  "/__paypal/",
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
