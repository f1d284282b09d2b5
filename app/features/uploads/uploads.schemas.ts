// What an uploaded logo may be ("PNG, JPG, SVG, PDF up to
// 10MB"). Browser-safe, so the builder's file input and the server agree on types and size.

/** The hint's promise, enforced on the server. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A decoder asked for more pixels than this could exhaust the server's memory (pixel flood). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The file types a logo may have, by the extension its stored name gets. */
export const UPLOAD_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** For `<input type="file" accept=…>`: the types above, by MIME type and extension. */
export const LOGO_ACCEPT = [
  ...Object.values(UPLOAD_TYPES),
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".webp",
  ".svg",
  ".pdf",
].join(",");

export const FILE_TOO_LARGE = "Your file is larger than 10 MB. Please upload a smaller file.";
export const UNSUPPORTED_FILE = "This file type is not supported. Upload PNG, JPG, GIF, WEBP, SVG or PDF.";
export const IMAGE_TOO_LARGE = "This image is too large";

/** Shown as display text only; stored files get a random name. */
export const MAX_DISPLAY_NAME = 120;

export function isUploadExtension(value: string): value is UploadExtension {
  return Object.hasOwn(UPLOAD_TYPES, value);
}

/**
 * A file's name as the shop shows it: the last path segment, without control or invisible
 * formatting characters (bidi overrides), at most 120 characters.
 */
export function displayFileName(raw: string | null | undefined, extension: UploadExtension): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const name = Array.from(clean).slice(0, MAX_DISPLAY_NAME).join("");
  return name === "" || /^\.+$/.test(name) ? `logo.${extension}` : name;
}
