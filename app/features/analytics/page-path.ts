// Analytics records where people go, never who they are. Query strings and hashes can
// carry e-mails or tokens, and some paths carry a private token as a segment.
import { redactTokenPath } from "../../lib/token-paths.ts";

export function normalizePagePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] || "/";
  return redactTokenPath(path);
}

/** Only the referring site's origin is kept; anything unparseable is dropped. */
export function referrerOrigin(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}
