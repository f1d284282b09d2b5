import { describe, expect, it } from "vitest";
import type { ProductJson } from "./catalog.schemas.ts";
import { productJsonLd } from "./product-structured-data.ts";

const site = { shopName: "Fairway Pin Co.", absoluteUrl: (path: string) => `https://pins.example${path}` };

const pin: ProductJson = {
  id: 12,
  slug: "birdie-club",
  name: "Birdie Club Ball Marker",
  description: "A swallow over green hills.",
  price: 11.5,
  inStock: true,
  imageUrl: "/images/products/birdie-club.svg",
  picture: null,
  images: [],
  features: ["1 inch soft enamel"],
  sku: "GP-12",
  rating: null,
};

describe("productJsonLd", () => {
  it("describes the product with its SKU, brand, absolute image and a two-decimal offer", () => {
    expect(productJsonLd(pin, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Birdie Club Ball Marker",
      description: "A swallow over green hills.",
      image: "https://pins.example/images/products/birdie-club.svg",
      sku: "GP-12",
      url: "https://pins.example/product/12",
      brand: { "@type": "Brand", name: "Fairway Pin Co." },
      offers: {
        "@type": "Offer",
        price: "11.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://pins.example/product/12",
      },
    });
  });

  it("marks a sold-out pin OutOfStock", () => {
    const ld = productJsonLd({ ...pin, inStock: false }, site);
    expect((ld.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
  });

  it("has no aggregateRating without reviews", () => {
    expect(productJsonLd(pin, site)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...pin, rating: { average: 0, count: 0 } }, site)).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("carries the real average and count when reviews exist", () => {
    expect(productJsonLd({ ...pin, rating: { average: 4.7, count: 9 } }, site).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 9,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
