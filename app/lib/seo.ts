import type { MetaDescriptor } from "react-router";

// Every page's head in one place: title, description, canonical URL, Open Graph, Twitter card
// and optional JSON-LD, all in the server-rendered HTML, so a page needs one request.

/** The shop's public identity, from its settings (root loader), safe to send to the browser. */
export interface ShopInfo {
  name: string;
  publicUrl: string;
  supportEmail: string;
  supportPhone: string;
  postalAddress: string;
  socials: { instagram: string; facebook: string };
  gaMeasurementId: string | null;
}

/** The shop's name when configuration is out of reach (e.g. a failed root loader). */
export const DEFAULT_SHOP_NAME = "Fairway Pin Co.";
export const OG_IMAGE_PATH = "/images/brand/og-default.png";
export const LOGO_PATH = "/images/brand/logo.svg";

/** "Street, City, ST 12345": a US address in the one-line form the shop's settings hold. */
const US_ADDRESS = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/**
 * The shop's address for structured data: a schema.org PostalAddress when it reads as a US
 * address, else the text as written (schema.org takes either).
 */
export function postalAddressLd(address: string): Record<string, string> | string {
  const match = US_ADDRESS.exec(address.trim());
  if (!match) return address;
  const [, streetAddress = "", addressLocality = "", addressRegion = "", postalCode = ""] = match;
  return {
    "@type": "PostalAddress",
    streetAddress: streetAddress.trim(),
    addressLocality: addressLocality.trim(),
    addressRegion,
    postalCode,
    addressCountry: "US",
  };
}

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

/** The shop info the root loader put into the page, read from a `meta` function's matches. */
export function shopFromMatches(matches: readonly (MetaMatchLike | undefined)[]): ShopInfo | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "shop" in root) return root.shop as ShopInfo;
  return undefined;
}

export interface PageSeo {
  /** The page's own title; the shop's name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL; query strings never belong in it. */
  path: string;
  type?: "website" | "article" | "product";
  /** Absolute URL or site path of the sharing image. */
  image?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

export function absoluteUrl(shop: ShopInfo | undefined, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = shop?.publicUrl ?? "";
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

export function pageTitle(shop: ShopInfo | undefined, title: string): string {
  return `${title} | ${shop?.name ?? DEFAULT_SHOP_NAME}`;
}

export function seo(matches: readonly (MetaMatchLike | undefined)[], page: PageSeo): MetaDescriptor[] {
  const shop = shopFromMatches(matches);
  const title = pageTitle(shop, page.title);
  const url = absoluteUrl(shop, page.path);
  const image = absoluteUrl(shop, page.image ?? OG_IMAGE_PATH);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: shop?.name ?? DEFAULT_SHOP_NAME },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  const ld = page.jsonLd ? (Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd]) : [];
  for (const item of ld) tags.push({ "script:ld+json": item });
  return tags;
}
