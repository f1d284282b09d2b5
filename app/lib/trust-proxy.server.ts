// Which address a request came from, when proxies stand in front of the shop
// (docs/decisions/022-addresses-and-sign-in-limits.md). Each proxy appends the address it was
// reached from to X-Forwarded-For, so the entries a client cannot forge are the rightmost ones,
// one per proxy; whatever the client sent sits to their left. The address is found by walking
// from the socket leftwards while the hop is a trusted proxy, as Express's `trust proxy` does
// with the `proxy-addr` package, except that `true` means one proxy, never "trust everything":
// the leftmost entry is the one the client writes.
import { isIP, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

export type TrustProxy =
  | { kind: "off" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; ranges: string[]; trusts: (address: string, hop: number) => boolean };

const HELP =
  "TRUST_PROXY must be true (one proxy), a number of proxies, or the proxies' addresses and CIDR ranges separated by commas (e.g. 10.0.0.0/8,192.0.2.7)";
const MAX_HOPS = 20;

/** The setting, or a message saying what is wrong with it. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "" || text === "false" || text === "0") return { kind: "off" };
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { kind: "hops", hops } : `${HELP}; ${hops} proxies is more than ${MAX_HOPS}`;
  }
  const ranges = text.split(",").map((part) => part.trim());
  if (ranges.some((range) => range === "")) return `${HELP}; "${value}" has an empty entry`;
  try {
    return { kind: "addresses", ranges, trusts: proxyAddr.compile(ranges) };
  } catch (err) {
    return `${HELP}; ${(err as Error).message}`;
  }
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the entry that
 * proxy appended, and so on leftwards. An entry that is not an address (a proxy passing on
 * garbage) is never taken: the walk stops at the hop that handed it over.
 */
export function clientAddress(trust: TrustProxy, socket: string, forwardedFor: string | undefined): string {
  if (trust.kind === "off" || !forwardedFor) return unmapped(socket);
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .reverse();
  let address = socket;
  for (const [index, entry] of hops.entries()) {
    const trusted = trust.kind === "hops" ? index < trust.hops : trust.trusts(address, index);
    if (!trusted || isIP(entry) === 0) break;
    address = entry;
  }
  return unmapped(address);
}

/** An IPv4 client reached over an IPv6 socket (`::ffff:192.0.2.1`) is that IPv4 address. */
export function unmapped(address: string): string {
  if (!isIPv6(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address().toString() : address;
}

/**
 * What an address counts as for rate limits: an IPv4 address itself, an IPv6 address its /64.
 * One subscriber gets a whole /64 (RFC 6177), so counting single IPv6 addresses would give them
 * 2^64 fresh counters.
 */
export function limitSubject(address: string): string {
  const plain = unmapped(address);
  if (!isIPv6(plain)) return plain;
  const parts = ipaddr.IPv6.parse(plain).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}
