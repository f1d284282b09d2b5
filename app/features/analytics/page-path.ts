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

/**
 * The admin pages, and the sign-in page when it leads to them (`/login?redirectTo=/admin`):
 * the owner at work, not a visitor.
 */
export function isStaffPath(raw: string): boolean {
  const [path = "", query = ""] = raw.split("#", 1)[0]!.split("?", 2);
  if (path === "/admin" || path.startsWith("/admin/")) return true;
  if (path !== "/login") return false;
  const target = new URLSearchParams(query).get("redirectTo") ?? "";
  return target === "/admin" || target.startsWith("/admin/") || target.startsWith("/admin?");
}
