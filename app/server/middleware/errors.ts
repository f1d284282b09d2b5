import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import type { AppEnv } from "../hono-env.ts";

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
  logger().error({ err, requestId: c.get("requestId") }, "unhandled error");
  return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
}
