import { describe, expect, it } from "vitest";
import { isLeavingTop, offersExitIntent } from "./exit-intent.ts";

describe("offersExitIntent", () => {
  it.each([
    "/",
    "/custom",
    "/product/3",
    "/blog",
    "/blog/soft-vs-hard-enamel",
    "/track-order",
    "/no-such-page",
  ])("offers on %s", (path) => expect(offersExitIntent(path)).toBe(true));

  it.each([
    "/checkout",
    "/checkout/",
    "/balance-payment/abc123",
    "/proof/abc123",
    "/orders/abc123",
    "/unsubscribe/abc123",
    "/admin",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password",
    "/reset-password/abc123",
    "/verify-email",
  ])("stays quiet on %s", (path) => expect(offersExitIntent(path)).toBe(false));

  it("matches whole path segments only", () => {
    expect(offersExitIntent("/checkout-tips")).toBe(true);
    expect(offersExitIntent("/blog/admin")).toBe(true);
  });
});

describe("isLeavingTop", () => {
  const target = {} as EventTarget;
  it.each([
    [0, null, true],
    [-4, null, true],
    [1, null, false],
    [0, target, false],
    [300, null, false],
  ])("clientY %i, relatedTarget %o → %s", (clientY, relatedTarget, expected) =>
    expect(isLeavingTop({ clientY, relatedTarget })).toBe(expected),
  );
});
