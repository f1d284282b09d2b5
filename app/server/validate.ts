import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../lib/errors.server.ts";

/** Reads and validates a JSON body: bad JSON or a bad shape is a 400, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON");
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON");
  }
  return schema.parse(raw);
}

/** Parses a path parameter as a positive integer id, or answers 404. */
export function idParam(c: Context, name = "id"): number {
  const value = c.req.param(name) ?? "";
  if (!/^\d{1,9}$/.test(value)) throw new AppError("not_found", "Not found");
  return Number(value);
}
