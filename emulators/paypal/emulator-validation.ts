import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { errorBody, type PaypalApi } from "./emulator-json.ts";

// A request body the emulator's schema refused, answered as PayPal answers it: the first problem
// as PayPal's issue code, with its field as a JSON pointer. A field that is absent is
// MISSING_REQUIRED_PARAMETER whatever the schema's check was (Zod reports a missing enum as
// `invalid_value`, a missing string as `invalid_type`), so it is read from the body itself.

/** The value at `path` in the body, or undefined when it, or a member on the way, is absent. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** PayPal's issue for one refusal of a body that is a JSON object. */
export function paypalIssue(issue: z.core.$ZodIssue, body: unknown): string {
  if (issue.path.length > 0 && valueAt(body, issue.path) === undefined) return "MISSING_REQUIRED_PARAMETER";
  if (issue.code === "too_big" || issue.code === "too_small") {
    if (issue.origin === "array")
      return issue.code === "too_big" ? "INVALID_ARRAY_MAX_ITEMS" : "INVALID_ARRAY_MIN_ITEMS";
    if (issue.origin === "string") return "INVALID_STRING_LENGTH";
  }
  if (issue.code === "invalid_format") return "INVALID_PARAMETER_SYNTAX";
  return "INVALID_PARAMETER_VALUE";
}

/** PayPal's 400 for a body the schema refused (one that is not a JSON object is malformed). */
export function refusedBody(
  error: z.ZodError,
  body: unknown,
  api: PaypalApi,
): { status: ContentfulStatusCode; body: ReturnType<typeof errorBody> } {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return {
      status: 400,
      body: errorBody(400, "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.", undefined, api),
    };
  const first = error.issues[0]!;
  const field = `/${first.path.map(String).join("/")}`;
  return { status: 400, body: errorBody(400, paypalIssue(first, body), first.message, field, api) };
}
