import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { env } from "../lib/env.server.ts";

/** The caller's address, for rate limits; X-Forwarded-For only when TRUST_PROXY is set. */
export function clientIp(c: Context): string {
  if (env().trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
