import type { ContentfulStatusCode } from "hono/utils/http-status";

export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The thing existed but has ended (an expired private link). */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  payment_failed: 402,
  /** The request is understood but cannot be carried out yet (PayPal's ORDER_NOT_APPROVED). */
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error services throw; the API answers it as `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = "Not found") => new AppError("not_found", message);
export const gone = (message: string) => new AppError("gone", message);
export const invalid = (message: string, details?: Record<string, unknown>) =>
  new AppError("invalid", message, details);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError("conflict", message, details);

/** Drizzle wraps driver errors; the SQLSTATE is on the cause (on PostgreSQL and PGlite alike). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === "23505";
