import { describe, expect, it } from "vitest";
import { redactTokenPath } from "./token-paths.ts";

describe("redactTokenPath", () => {
  it.each([
    ["/balance-payment/abc123", "/balance-payment/:token"],
    ["/proof/abc", "/proof/:token"],
    ["/orders/abc", "/orders/:token"],
    ["/unsubscribe/abc", "/unsubscribe/:token"],
    ["/api/balance-payment/abc/complete", "/api/balance-payment/:token/complete"],
    ["/api/proofs/abc/request-changes", "/api/proofs/:token/request-changes"],
    ["/api/order-links/abc", "/api/order-links/:token"],
    ["/api/unsubscribe/abc", "/api/unsubscribe/:token"],
  ])("hides the token of %s", (path, expected) => {
    expect(redactTokenPath(path)).toBe(expected);
  });

  it.each(["/", "/orders", "/api/orders/12", "/api/custom-orders/3/history", "/blog/some-post"])(
    "keeps %s as it is",
    (path) => {
      expect(redactTokenPath(path)).toBe(path);
    },
  );
});
