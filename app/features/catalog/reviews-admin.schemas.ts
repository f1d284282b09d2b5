// The owner's review moderation (`/api/admin/reviews`): hide a review and restore it. Browser-safe,
// so the admin panel reads the same types.
import { z } from "zod";
import type { ProductRating } from "./catalog.schemas.ts";

export const REVIEWS_PAGE_SIZE = 20;
export const REVIEW_NOT_FOUND = "Review not found";

/** `GET /api/admin/reviews?productId=&page=`: newest first, one product's or every product's. */
export const AdminReviewListQuerySchema = z.object({
  productId: z.coerce
    .number({ error: "productId must be a product's id" })
    .int("productId must be a product's id")
    .min(1, "productId must be a product's id")
    .max(2_147_483_647, "productId must be a product's id")
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminReviewListQuery = z.input<typeof AdminReviewListQuerySchema>;

/** `PATCH /api/admin/reviews/{id}`: hidden reviews leave the product page and its rating. */
export const ReviewModerationSchema = z.strictObject({
  hidden: z.boolean({ error: "hidden must be true or false" }),
});
export type ReviewModeration = z.infer<typeof ReviewModerationSchema>;

/** A review as the owner sees it: who wrote it (username only), on which pin, and whether it is shown. */
export interface AdminReviewJson {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  body: string;
  author: string;
  createdAt: string;
  hidden: boolean;
  hiddenAt: string | null;
}

export interface AdminReviewPageJson {
  reviews: AdminReviewJson[];
  total: number;
  page: number;
  pageSize: number;
  /** With `productId`: the rating shoppers see now, from the reviews that are shown (null: none). */
  rating: ProductRating | null;
}
