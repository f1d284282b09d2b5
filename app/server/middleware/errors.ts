import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError, sqlState } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import type { AppEnv } from "../hono-env.ts";

/** SQLSTATEs of text the database refuses: invalid byte sequence (NUL), untranslatable character. */
const BAD_TEXT = new Set(["22021", "22P05"]);

/** One handler answers every error as `{ message, code }` (STYLE.md: errors). */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json({ message: err.message, code: err.code, ...err.details }, err.status);
  }
  if (err instanceof ZodError) {
    const first = err.issues[0];
    return c.json(
      {
        message: first?.message ?? "Invalid request",
        code: "invalid",
        issues: err.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      400,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? "The request is too large" : err.message || "Request refused";
    return c.json({ message, code: status === 413 ? "payload_too_large" : "invalid" }, status);
  }
  // Text PostgreSQL cannot store (a NUL byte, an escape jsonb refuses) can only come from the
  // request, in any field or path segment: the caller's mistake, not ours.
  if (BAD_TEXT.has(sqlState(err) ?? "")) {
    return c.json({ message: "The request contains characters that are not allowed", code: "invalid" }, 400);
  }
  logger().error({ err, requestId: c.get("requestId") }, "unhandled error");
  return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
}
