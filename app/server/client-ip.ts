import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { env } from "../lib/env.server.ts";
import { clientAddress, limitSubject } from "../lib/trust-proxy.server.ts";

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The caller's address: the socket's peer, or behind the proxies TRUST_PROXY names, the address
 * the nearest untrusted hop was seen at (never an entry the client wrote itself).
 */
export function clientIp(c: Context): string {
  return clientAddress(env().trustProxy, socketAddress(c), c.req.header("x-forwarded-for"));
}

/** The caller's address as rate limits count it: IPv4 itself, IPv6 by its /64. */
export function clientLimitKey(c: Context): string {
  return limitSubject(clientIp(c));
}
