// A public picture (a product's or a blog post's) as a shop serves it: resized copies in AVIF
// and WEBP at a few widths, turned upright and stripped of every metadata (a phone's EXIF has
// its model and the GPS position where the picture was taken), each stored under a hash of its
// own bytes so it can be cached for a year. See docs/decisions/021-pictures.md.
import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { pictures } from "../../../db/schema.ts";
import { db, type Executor } from "../../lib/db.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { mediaUrl, type Picture, type PictureFormat, type StoredPictureVariant } from "../../lib/picture.ts";
import { fileStorage, isMediaKey, isUploadKey } from "./storage.server.ts";
import { MAX_IMAGE_PIXELS } from "./uploads.schemas.ts";

/** From a phone's width to a desktop's at twice the density; never wider than the original. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/**
 * AVIF at quality 50 looks like WEBP at 75 at about 85% of its bytes; effort 2 keeps the
 * five AVIF copies of a phone photo near two seconds on one core.
 */
const ENCODE: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/** Raster originals a picture can be made from (GIF and SVG keep their single file). */
const SOURCE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

const keyOfUrl = (url: string) => (url.startsWith("/uploads/") ? url.slice("/uploads/".length) : null);

/** The upload key of a stored original a picture can be made from, or null. */
export function pictureSourceKey(url: string): string | null {
  const key = keyOfUrl(url);
  return key && isUploadKey(key) && SOURCE.test(key) ? key : null;
}

/** The widths to make for an original this wide: the list's below it, then its own if narrower. */
export function pictureWidths(originalWidth: number): number[] {
  const below = PICTURE_WIDTHS.filter((w) => w < originalWidth);
  return originalWidth > PICTURE_WIDTHS.at(-1)! ? [...PICTURE_WIDTHS] : [...below, originalWidth];
}

interface MadeFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Decodes once (upright, at the largest width), then encodes every copy from those pixels. */
export async function makePicture(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; variants: StoredPictureVariant[]; files: MadeFile[] }> {
  const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate();
  const meta = await upright.metadata();
  // Orientations 5 to 8 turn the picture a quarter: upright, its width is the stored height.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  const widths = pictureWidths(width);
  // Raw pixels carry no metadata at all: nothing of the original's EXIF, XMP or ICC survives.
  const largest = await upright
    .resize({ width: widths.at(-1), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants: StoredPictureVariant[] = [];
  const files: MadeFile[] = [];
  for (const w of widths) {
    for (const format of ["avif", "webp"] as const) {
      const resized = sharp(largest.data, { raw: largest.info }).resize({ width: w });
      const { data, info } = await ENCODE[format](resized).toBuffer({ resolveWithObject: true });
      const key = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${format}`;
      variants.push({ format, width: info.width, height: info.height, key });
      files.push({ key, bytes: new Uint8Array(data), contentType: `image/${format}` });
    }
  }
  return { width, height, variants, files };
}

/**
 * Makes and records the copies of the stored original `sourceKey`. Running it again for the
 * same original writes the same keys and keeps the row there is, so it is safe to repeat.
 */
export async function storePicture(
  sourceKey: string,
  bytes: Uint8Array,
  tx: Executor = db(),
): Promise<Picture> {
  const made = await makePicture(bytes);
  await Promise.all(made.files.map((f) => fileStorage().put(f.key, f.bytes, f.contentType)));
  const row = { sourceKey, width: made.width, height: made.height, variants: made.variants };
  await tx.insert(pictures).values(row).onConflictDoNothing({ target: pictures.sourceKey });
  return toPicture(row);
}

function toPicture(row: { width: number; height: number; variants: StoredPictureVariant[] }): Picture {
  return {
    width: row.width,
    height: row.height,
    variants: row.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      url: mediaUrl(v.key),
    })),
  };
}

/** The pictures of these stored URLs, by URL; URLs without one (SVG art, not yet made) are absent. */
export async function picturesFor(
  urls: readonly string[],
  tx: Executor = db(),
): Promise<Map<string, Picture>> {
  const keys = [...new Set(urls.map(pictureSourceKey).filter((k): k is string => k !== null))];
  const found = new Map<string, Picture>();
  if (keys.length === 0) return found;
  const rows = await tx.select().from(pictures).where(inArray(pictures.sourceKey, keys));
  for (const row of rows) found.set(`/uploads/${row.sourceKey}`, toPicture(row));
  return found;
}

/**
 * For a picture uploaded before copies were made: strips the stored original of its metadata
 * (in place, same key) and makes its copies. True when it made them; false when there was
 * nothing to do (already made, not a raster upload, or the file is gone).
 */
export async function ensurePicture(url: string): Promise<boolean> {
  const key = pictureSourceKey(url);
  if (!key) return false;
  const [existing] = await db()
    .select({ key: pictures.sourceKey })
    .from(pictures)
    .where(inArray(pictures.sourceKey, [key]));
  if (existing) return false;
  const file = await fileStorage().get(key);
  if (!file) {
    logger().warn({ key }, "picture original missing; no copies made");
    return false;
  }
  const original = new Uint8Array(await new Response(file.body).arrayBuffer());
  const clean = await stripMetadata(original);
  if (clean !== original) await fileStorage().put(key, clean, file.contentType);
  await storePicture(key, clean);
  return true;
}

/** Removes a picture's record and the copies no other picture shares; failures leave orphans. */
export async function discardPicture(url: string): Promise<void> {
  const key = pictureSourceKey(url);
  if (!key) return;
  try {
    const [gone] = await db()
      .delete(pictures)
      .where(inArray(pictures.sourceKey, [key]))
      .returning();
    if (!gone) return;
    const rows = await db().select({ variants: pictures.variants }).from(pictures);
    const shared = new Set(rows.flatMap((r) => r.variants.map((v) => v.key)));
    const unused = gone.variants.map((v) => v.key).filter((k) => isMediaKey(k) && !shared.has(k));
    await Promise.all(unused.map((k) => fileStorage().delete(k)));
  } catch (err) {
    logger().warn({ err, key }, "could not remove a picture's copies");
  }
}

/**
 * The same picture without metadata, turned upright: JPEG at quality 92 and PNG losslessly,
 * in their own format. Bytes with nothing to strip come back as they are (the same array).
 */
export async function stripMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
  const meta = await image.metadata();
  const carries = meta.exif || meta.xmp || meta.iptc || meta.icc || (meta.orientation ?? 1) > 1;
  if (!carries || (meta.pages ?? 1) > 1) return bytes;
  const upright = image.rotate();
  if (meta.format === "jpeg") return new Uint8Array(await upright.jpeg({ quality: 92 }).toBuffer());
  if (meta.format === "png") return new Uint8Array(await upright.png().toBuffer());
  if (meta.format === "webp") return new Uint8Array(await upright.webp({ quality: 90 }).toBuffer());
  return bytes;
}
