import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError, sqlState } from "../../lib/errors.server.ts";
import { logger } from "../../lib/logger.server.ts";
import type { AppEnv } from "../hono-env.ts";

/** SQLSTATEs of text the database refuses: invalid byte sequence (NUL), untranslatable character. */
const BAD_TEXT = new Set(["22021", "22P05"]);

/**
 * SQLSTATEs of a database that is not there for a moment: connection exceptions (class 08), a
 * shutdown or restart in progress (57P01-57P03), too many connections.
 */
const DATABASE_AWAY = /^(08...|57P0[123]|53300)$/;
/** How long a client should wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The driver's words for a connection lost or never made (pg, pg-pool). */
const CONNECTION_LOST =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** Whether `err` (or what it wraps) says the database could not be reached, not that it refused. */
export function databaseUnavailable(err: unknown): boolean {
  if (DATABASE_AWAY.test(sqlState(err) ?? "")) return true;
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && CONNECTION_LOST.test(code)) return true;
    if (typeof message === "string" && CONNECTION_LOST.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** One handler answers every error as `{ message, code }` (docs/product-rules.md#api-error-answers). */
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
  // A restart or failover of the database: the pool reconnects by itself, so the honest answer
  // is "try again shortly", which clients and load balancers know how to handle.
  if (databaseUnavailable(err)) {
    logger().warn({ err, requestId: c.get("requestId") }, "database unavailable");
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      { message: "The shop is briefly unavailable. Please try again in a moment.", code: "unavailable" },
      503,
    );
  }
  logger().error({ err, requestId: c.get("requestId") }, "unhandled error");
  return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
}
