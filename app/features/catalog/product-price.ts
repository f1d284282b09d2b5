import type { ProductJson } from "./catalog.schemas.ts";

/** The API's dollars back to exact cents, for formatUsd() and structured data (cents inside). */
export function productPriceCents(product: Pick<ProductJson, "price">): number {
  return Math.round(product.price * 100);
}
