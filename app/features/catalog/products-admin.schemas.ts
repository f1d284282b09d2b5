// The owner's product calls (`/api/admin/products`): strict bodies, dollars with two decimals at
// the edge, whole units of stock. Browser-safe, so an admin form can check with the same rules.
import { z } from "zod";
import { dollarsToCents } from "../../lib/money.ts";
import type { ProductImageJson } from "./catalog.schemas.ts";
import { PRODUCT_STATUSES, type ProductStatus } from "./product-status.ts";

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_FEATURES_MAX = 20;
export const PRODUCT_FEATURE_MAX = 120;
/** More than any shelf holds; above it is a typing mistake. */
export const STOCK_MAX = 1_000_000;
/** A pin above this price is a typing mistake (and would overflow the cents column). */
export const PRICE_MAX_DOLLARS = 100_000;
export const IMAGE_ALT_MAX = 200;
export const PRODUCTS_PAGE_SIZE = 50;

const PRICE_RULE = `Price must be a dollar amount from 0 to ${PRICE_MAX_DOLLARS}, e.g. 12.50`;
const STOCK_RULE = `Stock must be a whole number from 0 to ${STOCK_MAX}`;
const LOW_STOCK_RULE = `Low-stock level must be a whole number from 0 to ${STOCK_MAX}, or null`;

const units = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(STOCK_MAX, message);

// Without defaults: in a PATCH an absent field must keep its stored value.
const productShape = {
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters`),
  /** Markdown, shown on the product page as the blog shows posts: raw HTML is never run. */
  description: z
    .string({ error: "Description is required" })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`),
  price: z
    .number({ error: PRICE_RULE })
    .min(0, PRICE_RULE)
    .max(PRICE_MAX_DOLLARS, PRICE_RULE)
    .refine((v) => dollarsToCents(v) !== null, PRICE_RULE),
  stock: units(STOCK_RULE),
  lowStockAt: units(LOW_STOCK_RULE).nullable(),
  status: z.enum(PRODUCT_STATUSES, { error: "Status must be active, draft or archived" }),
  features: z
    .array(
      z
        .string({ error: "Each feature must be text" })
        .trim()
        .min(1, "Features cannot be blank")
        .max(PRODUCT_FEATURE_MAX, `A feature can be at most ${PRODUCT_FEATURE_MAX} characters`),
      { error: "Features must be a list of text" },
    )
    .max(PRODUCT_FEATURES_MAX, `A product can list at most ${PRODUCT_FEATURES_MAX} features`),
};

/** `POST /api/admin/products`. */
export const ProductInputSchema = z.strictObject({
  ...productShape,
  lowStockAt: productShape.lowStockAt.optional().default(null),
  features: productShape.features.optional().default([]),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** `PATCH /api/admin/products/{id}`: any of the same fields; an absent one keeps its value. */
export const ProductPatchSchema = z
  .strictObject(productShape)
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change");
export type ProductPatch = z.infer<typeof ProductPatchSchema>;

export const ProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: "Status must be active, draft or archived" }).optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** The multipart `alt` of an uploaded image: its description for screen readers. */
export const ImageAltSchema = z
  .string({ error: "Alt text must be text" })
  .trim()
  .max(IMAGE_ALT_MAX, `Alt text must be at most ${IMAGE_ALT_MAX} characters`);

/** `PUT /api/admin/products/{id}/images/order`: every image id of the product, first shown first. */
export const ImageOrderSchema = z.strictObject({
  ids: z
    .array(z.number({ error: "Image ids must be numbers" }).int().positive(), {
      error: "Send the image ids as a list",
    })
    .max(100),
});
export type ImageOrder = z.infer<typeof ImageOrderSchema>;

/** The owner's view of a product: every status, the stock count and its low-stock level. */
export interface AdminProductJson {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: number;
  stock: number;
  lowStockAt: number | null;
  inStock: boolean;
  status: ProductStatus;
  imageUrl: string;
  images: ProductImageJson[];
  features: string[];
  createdAt: string;
  updatedAt: string;
}
