import { z } from "zod";
import type { Picture } from "../../lib/picture.ts";

/** A review is a star rating from 1 to 5 and an optional few words. */
export const REVIEW_BODY_MAX_LENGTH = 2000;

export const ReviewInputSchema = z.strictObject({
  rating: z
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  body: z
    .string()
    .trim()
    .max(REVIEW_BODY_MAX_LENGTH, `A review can be at most ${REVIEW_BODY_MAX_LENGTH} characters`)
    .default(""),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** SKU is "GP-" plus the product id. */
export const productSku = (id: number) => `GP-${id}`;

/** The API's product: price in dollars, rating only from real reviews. */
export interface ProductJson {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: number;
  /** Derived from the stock count: more than none left. */
  inStock: boolean;
  /** The main picture: the first of `images`, or the one the pin was made with. */
  imageUrl: string;
  /** The main picture's resized copies; null for art without them (SVG, or not made yet). */
  picture: Picture | null;
  images: ProductImageJson[];
  features: string[];
  sku: string;
  rating: ProductRating | null;
}

export interface ProductImageJson {
  id: number;
  url: string;
  /** A small WEBP made from the upload, for lists and the gallery's strip. */
  thumbnailUrl: string;
  alt: string;
  /** Resized copies without metadata (AVIF, WEBP); null until they are made. */
  picture: Picture | null;
}

export interface ProductRating {
  /** Mean of the stars, to one decimal. */
  average: number;
  count: number;
}

export interface ReviewJson {
  id: number;
  rating: number;
  body: string;
  author: string;
  createdAt: string;
}
