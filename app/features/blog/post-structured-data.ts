import type { BlogPostJson } from "./blog.schemas.ts";

interface Site {
  shopName: string;
  logoUrl: string;
  absoluteUrl: (path: string) => string;
}

/** A post's schema.org BlogPosting (https://schema.org/BlogPosting) for search engines. */
export function blogPostingJsonLd(post: Omit<BlogPostJson, "content">, site: Site): Record<string, unknown> {
  const url = site.absoluteUrl(`/blog/${post.slug}`);
  const shop = { "@type": "Organization", name: site.shopName, url: site.absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.metaDescription ?? post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.featuredImage && { image: site.absoluteUrl(post.featuredImage) }),
    ...(post.publishedAt && { datePublished: post.publishedAt }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
    timeRequired: `PT${post.readingTime}M`,
    author: shop,
    publisher: { ...shop, logo: { "@type": "ImageObject", url: site.logoUrl } },
  };
}
