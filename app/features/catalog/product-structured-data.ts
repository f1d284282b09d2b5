import type { ProductJson } from "./catalog.schemas.ts";
import { productPriceCents } from "./product-price.ts";

interface Site {
  shopName: string;
  /** Absolute URL of a site path. */
  absoluteUrl: (path: string) => string;
}

/**
 * schema.org Product for the product page (SKU "GP-" plus id).
 * `aggregateRating` only from real reviews; without them the key is absent.
 */
export function productJsonLd(product: ProductJson, site: Site): Record<string, unknown> {
  const url = site.absoluteUrl(`/product/${product.id}`);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: site.absoluteUrl(product.imageUrl),
    sku: product.sku,
    url,
    brand: { "@type": "Brand", name: site.shopName },
    offers: {
      "@type": "Offer",
      price: (productPriceCents(product) / 100).toFixed(2),
      priceCurrency: "USD",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
  };
  if (product.rating && product.rating.count > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}
