// An uploaded public picture: the upload goes through the same checks as every file
// (uploads.server.ts) and is stored without its metadata; then sharp makes a small copy for the
// admin's lists and the resized copies pages serve (pictures.server.ts).
import sharp from "sharp";
import { invalid } from "../../lib/errors.server.ts";
import type { Picture } from "../../lib/picture.ts";
import { discardPicture, pictureSourceKey, storePicture } from "./pictures.server.ts";
import { fileStorage, newUploadKey } from "./storage.server.ts";
import { MAX_IMAGE_PIXELS } from "./uploads.schemas.ts";
import {
  discardUpload,
  type StoredUpload,
  storeUpload,
  type UploadRule,
  uploadUrl,
} from "./uploads.server.ts";

/** Wide enough for a product card on a phone at twice the pixel density. */
export const THUMBNAIL_WIDTH = 480;

export interface StoredPublicPicture extends StoredUpload {
  /** Null for a GIF, which keeps its one file (it may move). */
  picture: Picture | null;
}

export interface StoredImage extends StoredPublicPicture {
  thumbnailKey: string;
  thumbnailUrl: string;
}

/**
 * Checks and stores a picture the public will see, without metadata, with its resized copies.
 * A header can pass the checks over a body that does not decode: that is the sender's file.
 */
export async function storePublicPicture(
  file: File | null | undefined,
  missingMessage: string,
  rule: UploadRule,
): Promise<StoredPublicPicture> {
  const stored = await storeUpload(file, missingMessage, { ...rule, stripMetadata: true });
  if (!pictureSourceKey(stored.url)) return { ...stored, picture: null };
  try {
    return { ...stored, picture: await storePicture(stored.key, stored.bytes) };
  } catch {
    await discardUpload(stored.key);
    throw invalid(rule.unsupportedMessage);
  }
}

/** Checks and stores a raster image, its copies and a WEBP thumbnail, never wider than the original. */
export async function storeImageWithThumbnail(
  file: File | null | undefined,
  missingMessage: string,
  rule: UploadRule,
): Promise<StoredImage> {
  const stored = await storePublicPicture(file, missingMessage, rule);
  try {
    const thumbnail = await thumbnailOf(stored.bytes, rule);
    const thumbnailKey = newUploadKey("webp");
    await fileStorage().put(thumbnailKey, thumbnail, "image/webp");
    return { ...stored, thumbnailKey, thumbnailUrl: uploadUrl(thumbnailKey) };
  } catch (err) {
    await Promise.all([discardUpload(stored.key), discardPicture(stored.url)]);
    throw err;
  }
}

async function thumbnailOf(bytes: Uint8Array, rule: UploadRule): Promise<Uint8Array> {
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(thumbnail);
  } catch {
    throw invalid(rule.unsupportedMessage);
  }
}
