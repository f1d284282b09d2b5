// An upload's type comes from its bytes, never from its name or the browser's claim; images
// are measured from their header before anything decodes them. See
// docs/decisions/004-uploads-and-custom-orders.md.
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError, invalid } from "../../lib/errors.server.ts";
import {
  FILE_TOO_LARGE,
  IMAGE_TOO_LARGE,
  isUploadExtension,
  MAX_IMAGE_PIXELS,
  UNSUPPORTED_FILE,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadExtension,
} from "./uploads.schemas.ts";

export interface CheckedFile {
  extension: UploadExtension;
  contentType: string;
}

/** What file-type names our allowed types (it says "jpg" for JPEG). */
const RASTER: ReadonlySet<UploadExtension> = new Set(["png", "jpg", "gif", "webp"]);
/** SVG has no magic bytes: its start must be an `<svg` element, after an optional prolog. */
const SVG_SNIFF_BYTES = 1024;
const SVG_PREAMBLE = /^\s*(?:<\?xml\s[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^>[]*>)/;
const SVG_ROOT = /^\s*<svg[\s>/]/;

export const tooLarge = () => new AppError("payload_too_large", FILE_TOO_LARGE);

function isSvgText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    // The whole file must be text: a binary payload behind an `<svg` start is refused.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes("\0")) return false;
  let head = text.slice(0, SVG_SNIFF_BYTES).replace(/^\uFEFF/, "");
  for (let match = SVG_PREAMBLE.exec(head); match; match = SVG_PREAMBLE.exec(head)) {
    head = head.slice(match[0].length);
  }
  return SVG_ROOT.test(head);
}

/** The pixel count an image header declares; sharp reads the header only, it decodes nothing. */
async function declaredPixels(bytes: Uint8Array): Promise<number> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error("no dimensions");
    return meta.width * (meta.pageHeight ?? meta.height);
  } catch {
    throw invalid(UNSUPPORTED_FILE);
  }
}

/**
 * The real type of an uploaded file, or a 400 (unsupported type, image over 50 megapixels) or
 * 413 (over 10 MB). A PNG name on HTML bytes is HTML, and refused.
 */
export async function checkUploadBytes(bytes: Uint8Array): Promise<CheckedFile> {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
  if (bytes.byteLength === 0) throw invalid(UNSUPPORTED_FILE);
  const detected = await fileTypeFromBuffer(bytes);
  let extension: UploadExtension;
  if (detected && isUploadExtension(detected.ext)) extension = detected.ext;
  else if ((detected === undefined || detected.ext === "xml") && isSvgText(bytes)) extension = "svg";
  else throw invalid(UNSUPPORTED_FILE);
  if (RASTER.has(extension) && (await declaredPixels(bytes)) > MAX_IMAGE_PIXELS) {
    throw invalid(IMAGE_TOO_LARGE);
  }
  return { extension, contentType: UPLOAD_TYPES[extension] };
}
