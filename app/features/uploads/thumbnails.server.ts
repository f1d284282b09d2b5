// An uploaded picture with a small copy for lists and galleries: the upload goes through the
// same checks as every file (uploads.server.ts), then sharp makes the copy from its bytes.
import sharp from "sharp";
import { invalid } from "../../lib/errors.server.ts";
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

export interface StoredImage extends StoredUpload {
  thumbnailKey: string;
  thumbnailUrl: string;
}

/** Checks and stores a raster image and a WEBP thumbnail of it, never wider than the original. */
export async function storeImageWithThumbnail(
  file: File | null | undefined,
  missingMessage: string,
  rule: UploadRule,
): Promise<StoredImage> {
  const stored = await storeUpload(file, missingMessage, rule);
  try {
    const thumbnail = await thumbnailOf(new Uint8Array(await file!.arrayBuffer()), rule);
    const thumbnailKey = newUploadKey("webp");
    await fileStorage().put(thumbnailKey, thumbnail, "image/webp");
    return { ...stored, thumbnailKey, thumbnailUrl: uploadUrl(thumbnailKey) };
  } catch (err) {
    await discardUpload(stored.key);
    throw err;
  }
}

/** A header can pass the checks over a body that does not decode: that is the sender's file. */
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
