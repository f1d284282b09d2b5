import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { AppError, notFound } from "../lib/errors.server.ts";

/** Where a route's schema reads from: a JSON body, the query string, the path, or a form field. */
export type SchemaTarget = "json" | "query" | "param" | "form";

/** What a route declares about its input: the security sweep reads it from the route table. */
export interface DeclaredSchema {
  target: SchemaTarget;
  schema: z.ZodType;
  /** For a multipart form, the field whose JSON text the schema describes. */
  field?: string;
}

const declared = new WeakMap<object, DeclaredSchema>();

/** The schema a route-table handler validates with, when it is one of this file's middlewares. */
export function declaredSchema(handler: unknown): DeclaredSchema | undefined {
  return typeof handler === "function" ? declared.get(handler) : undefined;
}

/** The media types Hono's validator reads as JSON (`application/json`, `application/*+json`). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** A body in another type is a 415 and bad JSON a 400, never a 500 or an empty object. */
async function requireJson(c: Context): Promise<void> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON");
  }
  try {
    // Hono keeps the parsed body, so the validator reads it again for free.
    await c.req.json();
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON");
  }
}

interface ValidateOptions {
  /** The error to answer instead of the schema's 400, e.g. a 404 for an id that names nothing. */
  invalid?: () => AppError;
}

/**
 * Validates one part of the request with a feature's zod schema before the handler runs, which
 * reads the result with `c.req.valid(target)`. A refusal is thrown, so the app's one error
 * handler answers it as every other error: `{ message, code: "invalid", issues }` with a 400.
 */
export function validate<S extends z.ZodType, T extends Exclude<SchemaTarget, "form">>(
  target: T,
  schema: S,
  options: ValidateOptions = {},
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw options.invalid?.() ?? result.error;
  });
  const middleware = (
    target === "json"
      ? async (c: Context, next: () => Promise<void>) => {
          await requireJson(c);
          return check(c, next);
        }
      : check
  ) as typeof check;
  declared.set(middleware, { target, schema });
  return middleware;
}

/**
 * Declares the schema of a multipart form's JSON field for a handler that reads the form itself
 * (its file streams under the upload limit) and whose service parses the field with `schema`.
 */
export function formField(field: string, schema: z.ZodType): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  declared.set(declaration, { target: "form", schema, field });
  return declaration;
}

/** A database id in the path: a positive whole number of at most nine digits. */
export const IdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

/** Validates the path's `:id`; one that is not an id names nothing, so it is a 404 with `message`. */
export const validId = (message = "Not found") =>
  validate("param", IdParamSchema, { invalid: () => notFound(message) });

/**
 * Zod's own message for an issue, led by the field it is about ("size: Required"), so an
 * answer says which field to fix. A schema's own message is kept word for word: zod asks this
 * map only for issues whose schema gave none.
 */
export const namedFieldError: z.core.$ZodErrorMap = (issue) => {
  if (!issue.path?.length) return undefined;
  const field = issue.path.map(String).join(".");
  if (issue.code === "invalid_type" && issue.input === undefined) return `${field}: Required`;
  const detail = z.config().localeError?.(issue);
  const text = typeof detail === "string" ? detail : detail?.message;
  return text ? `${field}: ${text}` : undefined;
};
