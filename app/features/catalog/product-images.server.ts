// A product's pictures: uploaded through the shop's upload checks with a thumbnail, ordered by
// the owner. The first one is the product's main image (`products.image_url`), so pages that
// show one picture need no join and follow every change.
import { and, asc, eq, inArray, max } from "drizzle-orm";
import { productImages, products } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { invalid, notFound } from "../../lib/errors.server.ts";
import type { Picture } from "../../lib/picture.ts";
import {
  discardPicture,
  discardUpload,
  picturesFor,
  storeImageWithThumbnail,
} from "../uploads/index.server.ts";
import type { ProductImageJson } from "./catalog.schemas.ts";

/** The picture a product shows until the owner uploads one. */
export const PLACEHOLDER_IMAGE = "/images/brand/logo-mark.svg";

export const IMAGE_NOT_FOUND = "Image not found";
export const IMAGE_ORDER_MISMATCH = "Send every image id of this product exactly once";

/** Pictures are shown inline: raster images only. */
const IMAGE_RULE = {
  types: ["png", "jpg", "gif", "webp"],
  unsupportedMessage: "Upload a PNG, JPG, GIF or WEBP image.",
} as const;

const keyOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/** Removes the stored files of pictures whose rows are gone; a failure only leaves an orphan. */
export async function discardProductImages(images: readonly ProductImageJson[]): Promise<void> {
  await Promise.all(
    images.flatMap((i) => [
      discardPicture(i.url),
      discardUpload(keyOf(i.url)),
      discardUpload(keyOf(i.thumbnailUrl)),
    ]),
  );
}

async function lockProduct(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!row) throw notFound("Product not found");
  return row;
}

async function orderedImages(tx: Tx, productId: number) {
  return tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/**
 * Keeps the product's main image the first picture. Without pictures, an image the shop ships
 * with (a demo pin's artwork) stays; a deleted upload gives way to the placeholder.
 */
async function syncMainImage(tx: Tx, productId: number) {
  const [first] = await orderedImages(tx, productId);
  const [product] = await tx
    .select({ imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.id, productId));
  const imageUrl = first?.url ?? (product?.imageUrl.startsWith("/uploads/") ? PLACEHOLDER_IMAGE : null);
  if (imageUrl) await tx.update(products).set({ imageUrl }).where(eq(products.id, productId));
}

const toJson = (r: typeof productImages.$inferSelect, picture: Picture | null = null): ProductImageJson => ({
  id: r.id,
  url: r.url,
  thumbnailUrl: r.thumbnailUrl,
  alt: r.alt,
  picture,
});

/** `POST /api/admin/products/{id}/images`: the new picture goes last. */
export async function addProductImage(productId: number, file: File | null, alt: string) {
  const [exists] = await db().select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw notFound("Product not found");
  const stored = await storeImageWithThumbnail(file, "Choose an image to upload", IMAGE_RULE);
  try {
    return await db().transaction(async (tx) => {
      await lockProduct(tx, productId);
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const [row] = await tx
        .insert(productImages)
        .values({
          productId,
          url: stored.url,
          thumbnailUrl: stored.thumbnailUrl,
          alt,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      await syncMainImage(tx, productId);
      const after = { imageId: row!.id, url: row!.url, alt: row!.alt, position: row!.position };
      await recordAudit(tx, { action: "product.image_add", entity: "product", entityId: productId, after });
      return toJson(row!, stored.picture);
    });
  } catch (err) {
    await Promise.all([
      discardPicture(stored.url),
      discardUpload(stored.key),
      discardUpload(stored.thumbnailKey),
    ]);
    throw err;
  }
}

/** `DELETE /api/admin/products/{id}/images/{imageId}`. */
export async function deleteProductImage(productId: number, imageId: number): Promise<{ id: number }> {
  const removed = await db().transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    await syncMainImage(tx, productId);
    const before = { imageId: row.id, url: row.url, alt: row.alt, position: row.position };
    await recordAudit(tx, { action: "product.image_delete", entity: "product", entityId: productId, before });
    return toJson(row);
  });
  await discardProductImages([removed]);
  return { id: imageId };
}

/** `PUT /api/admin/products/{id}/images/order { ids }`: the whole order, first shown first. */
export async function reorderProductImages(productId: number, ids: number[]): Promise<ProductImageJson[]> {
  return db().transaction(async (tx) => {
    await lockProduct(tx, productId);
    const current = await orderedImages(tx, productId);
    const known = new Set(current.map((i) => i.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id)))
      throw invalid(IMAGE_ORDER_MISMATCH);
    for (const [position, id] of ids.entries()) {
      await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
    }
    await syncMainImage(tx, productId);
    await recordAudit(tx, {
      action: "product.image_order",
      entity: "product",
      entityId: productId,
      before: { imageIds: current.map((i) => i.id) },
      after: { imageIds: ids },
    });
    const rows = ids.length
      ? await tx.select().from(productImages).where(inArray(productImages.id, ids))
      : [];
    const pictures = await picturesFor(
      rows.map((r) => r.url),
      tx,
    );
    return ids.map((id) => {
      const row = rows.find((r) => r.id === id)!;
      return toJson(row, pictures.get(row.url) ?? null);
    });
  });
}

/** Every product picture's stored URL, for the job that makes copies of older uploads. */
export async function productPictureUrls(): Promise<string[]> {
  const rows = await db().selectDistinct({ url: productImages.url }).from(productImages);
  return rows.map((r) => r.url);
}
