import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { notFound } from "../../lib/errors.server.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { fileStorage, isMediaKey, isUploadKey } from "./storage.server.ts";
import { FILE_TOO_LARGE, UPLOAD_MAX_BYTES } from "./uploads.schemas.ts";

/** The multipart envelope and the form's other fields around a 10 MB file. */
const FORM_ALLOWANCE = 64 * 1024;

/**
 * For routes that take a file: counts the body as it streams and answers 413 once it passes
 * 10 MB and the form's allowance, before the handler runs. A declared Content-Length over
 * the limit is refused without reading anything.
 */
export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + FORM_ALLOWANCE,
  onError: (c) => c.json({ message: FILE_TOO_LARGE, code: "payload_too_large" }, 413),
});

/** API paths that carry files; the blanket 1 MB JSON limit of `/api/*` skips them (app.ts). */
export const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/api\/custom-orders\/prepare\/?$/,
  /^\/api\/custom-orders\/\d+\/mockups\/?$/,
  /^\/api\/admin\/blog\/images\/?$/,
  /^\/api\/admin\/products\/\d+\/images\/?$/,
  // The customer import sets its own 5 MB limit (marketing.api.server.ts).
  /^\/api\/import-customers\/?$/,
];
export const isUploadPath = (path: string) => UPLOAD_PATHS.some((pattern) => pattern.test(path));

/** Raster images may show inline; SVG and PDF can carry script, so they only download. */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/**
 * Mounted at `/uploads` on the root app. Keys are random UUIDs (unguessable names), so the
 * key is the capability; a stored file is never executed in the shop's origin.
 */
export const uploadsApi = new Hono<AppEnv>();

uploadsApi.get("/:key", async (c) => {
  const key = c.req.param("key");
  const file = isUploadKey(key) ? await fileStorage().get(key) : null;
  if (!file) throw notFound();
  const disposition = INLINE_TYPES.has(file.contentType) ? "inline" : "attachment";
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `${disposition}; filename="${key}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "private, max-age=3600",
    },
  });
});

/**
 * Mounted at `/media` on the root app: a public picture's resized copies. A key is a hash of
 * the copy's bytes, so what a URL answers never changes and any cache may keep it for a year.
 */
export const mediaApi = new Hono<AppEnv>();

mediaApi.get("/:key", async (c) => {
  const key = c.req.param("key");
  const file = isMediaKey(key) ? await fileStorage().get(key) : null;
  if (!file) throw notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
});
