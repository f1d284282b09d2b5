// The one small client for browser writes: cookies always travel, JSON bodies
// carry a JSON content type, and any non-OK answer becomes "{status}: {body text}".

export class ApiError extends Error {
  readonly status: number;
  /** The answer's body text: empty when the server sent no message (the text then holds the status text). */
  readonly body?: string;

  constructor(status: number, message: string, body?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init: RequestInit = { method, credentials: "include", headers: { ...headers } };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json", ...headers };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  if (!res.ok) {
    const body = await res.text();
    throw new ApiError(res.status, `${res.status}: ${body || res.statusText}`, body);
  }
  return res;
}

/**
 * The server's message for a toast: its `message` field, or its plain-text body. An answer with
 * an empty body carries no message (only the status text), so the caller's fallback is shown.
 */
export function errorMessage(err: unknown, fallback = "Something went wrong. Please try again."): string {
  if (!(err instanceof Error)) return fallback;
  if (err instanceof ApiError && err.body === "") return fallback;
  const text = err.message.replace(/^\d{3}: /, "");
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // Not JSON: a plain-text body or a network failure's own message.
  }
  return text || fallback;
}
