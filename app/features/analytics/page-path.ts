// D4b/D10: analytics records where people go, never who they are. Query strings and hashes can
// carry e-mails or tokens, and some paths carry a private token as a segment.

/** Paths whose remainder is a private token (payment links, mockup proofs, account e-mails). */
const TOKEN_PATHS = ["/balance-payment", "/proof", "/reset-password", "/verify-email"];

export function normalizePagePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] || "/";
  for (const prefix of TOKEN_PATHS) {
    if (path.startsWith(`${prefix}/`) && path.length > prefix.length + 1) return `${prefix}/:token`;
  }
  return path;
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
