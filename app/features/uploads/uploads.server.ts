// Storing an uploaded file: checked from its bytes, kept under a random key, its original
// name kept only as display text. Features that take files (logos, mockups) call these.
import { AppError, invalid } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { checkUploadBytes, tooLarge } from "./file-check.server.ts";
import { stripMetadata } from "./pictures.server.ts";
import { fileStorage, newUploadKey } from "./storage.server.ts";
import {
  displayFileName,
  UNSUPPORTED_FILE,
  UPLOAD_MAX_BYTES,
  type UploadExtension,
} from "./uploads.schemas.ts";

export interface StoredUpload {
  key: string;
  url: string;
  /** The client's name for the file, sanitised; display text only. */
  fileName: string;
  contentType: string;
  /** The bytes as stored (without metadata when the rule strips it). */
  bytes: Uint8Array;
}

/** The raster types whose metadata can be stripped (a GIF carries none worth the re-encode). */
const STRIPPABLE: ReadonlySet<UploadExtension> = new Set(["jpg", "png", "webp"]);

/** Where `/uploads/:key` serves a stored file (app/server/app.ts). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** Narrows the allowed types for one kind of file (a mockup is never an SVG). */
export interface UploadRule {
  types: readonly UploadExtension[];
  unsupportedMessage: string;
  /**
   * Store raster images without their metadata (EXIF: camera, GPS position), turned upright:
   * anything a customer is shown. Customer artwork never sets it: it is kept as uploaded.
   */
  stripMetadata?: boolean;
}

/** Checks and stores one uploaded file; 400 for a refused type, 413 over 10 MB. */
export async function storeUpload(
  file: File | null | undefined,
  missingMessage: string,
  rule?: UploadRule,
): Promise<StoredUpload> {
  if (!(file instanceof File)) throw invalid(missingMessage);
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUploadBytes(bytes).catch((err: unknown) => {
    throw rule && err instanceof AppError && err.message === UNSUPPORTED_FILE
      ? invalid(rule.unsupportedMessage)
      : err;
  });
  if (rule && !rule.types.includes(checked.extension)) throw invalid(rule.unsupportedMessage);
  if (rule?.stripMetadata && STRIPPABLE.has(checked.extension)) {
    bytes = await stripMetadata(bytes).catch(() => {
      throw invalid(rule.unsupportedMessage);
    });
  }
  const key = newUploadKey(checked.extension);
  await fileStorage().put(key, bytes, checked.contentType);
  return {
    key,
    url: uploadUrl(key),
    fileName: displayFileName(file.name, checked.extension),
    contentType: checked.contentType,
    bytes,
  };
}

/** Removes a stored file whose record was never written; a failure only leaves an orphan file. */
export async function discardUpload(key: string): Promise<void> {
  try {
    await fileStorage().delete(key);
  } catch (err) {
    logger().warn({ err, key }, "could not remove an unused upload");
  }
}
