import { describe, expect, it } from "vitest";
import { clientAddress, limitSubject, parseTrustProxy, type TrustProxy } from "./trust-proxy.server.ts";

const parsed = (value: string | undefined): TrustProxy => {
  const result = parseTrustProxy(value);
  if (typeof result === "string") throw new Error(result);
  return result;
};

describe("parseTrustProxy", () => {
  it.each([
    [undefined, { kind: "off" }],
    ["", { kind: "off" }],
    ["false", { kind: "off" }],
    ["0", { kind: "off" }],
    ["true", { kind: "hops", hops: 1 }],
    ["TRUE", { kind: "hops", hops: 1 }],
    ["1", { kind: "hops", hops: 1 }],
    ["3", { kind: "hops", hops: 3 }],
  ])("reads %j", (value, expected) => {
    expect(parsed(value)).toEqual(expected);
  });

  it("reads addresses, CIDR ranges and proxy-addr's names", () => {
    const trust = parsed("10.0.0.0/8, 192.0.2.7,2001:db8::/32,loopback");
    expect(trust).toMatchObject({
      kind: "addresses",
      ranges: ["10.0.0.0/8", "192.0.2.7", "2001:db8::/32", "loopback"],
    });
  });

  it.each(["yes", "10.0.0.0/8,", "10.0.0.300", "10.0.0.0/33", "proxy.example.com", "21"])(
    "refuses %j with a message naming the forms it takes",
    (value) => {
      const result = parseTrustProxy(value);
      expect(typeof result).toBe("string");
      expect(result).toMatch(/^TRUST_PROXY must be true \(one proxy\), a number of proxies, or the proxies'/);
    },
  );
});

describe("clientAddress", () => {
  const socket = "10.0.0.2";

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(parsed("false"), socket, "203.0.113.9")).toBe(socket);
  });

  it("with `true` is the entry the one proxy appended, never the client's own", () => {
    expect(clientAddress(parsed("true"), socket, "203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress(parsed("true"), socket, "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress(parsed("true"), socket, "1.1.1.1,2.2.2.2 , 203.0.113.9")).toBe("203.0.113.9");
  });

  it("with a hop count skips that many proxies from the right", () => {
    const chain = "198.51.100.1, 203.0.113.9, 10.0.0.5";
    expect(clientAddress(parsed("2"), socket, chain)).toBe("203.0.113.9");
    expect(clientAddress(parsed("3"), socket, chain)).toBe("198.51.100.1");
  });

  it("with a list walks left past the trusted proxies and stops at the first address outside it", () => {
    const trust = parsed("10.0.0.0/8");
    expect(clientAddress(trust, socket, "198.51.100.1, 203.0.113.9, 10.0.0.5")).toBe("203.0.113.9");
    // A client that forged an entry inside the range is still stopped at its own address.
    expect(clientAddress(trust, socket, "10.1.1.1, 203.0.113.9, 10.0.0.5")).toBe("203.0.113.9");
    // A peer outside the list is the client, whatever it wrote.
    expect(clientAddress(trust, "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
  });

  it("never takes an entry that is not an address", () => {
    expect(clientAddress(parsed("true"), socket, "203.0.113.9, not-an-address")).toBe(socket);
    expect(clientAddress(parsed("2"), socket, "junk, 10.0.0.5")).toBe("10.0.0.5");
  });

  it("answers an IPv4 client reached over IPv6 as its IPv4 address", () => {
    expect(clientAddress(parsed("false"), "::ffff:192.0.2.1", undefined)).toBe("192.0.2.1");
    expect(clientAddress(parsed("true"), socket, "::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("limitSubject", () => {
  it("counts IPv4 by address, IPv6 by /64, and IPv4-mapped IPv6 as IPv4", () => {
    expect(limitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(limitSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitSubject("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(limitSubject("2001:0db8:0001:0003::1")).toBe("2001:db8:1:3::/64");
    expect(limitSubject("unknown")).toBe("unknown");
  });
});
