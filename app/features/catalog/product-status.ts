/** A product is sold only while active; a draft is not shown yet, an archived one no longer. */
export const PRODUCT_STATUSES = ["active", "draft", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
