import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./redirect-to.ts";

describe("safeRedirect", () => {
  it.each([
    ["/admin", "/admin"],
    ["/blog/why-enamel?x=1", "/blog/why-enamel?x=1"],
    [null, "/"],
    ["", "/"],
    ["admin", "/"],
    ["//evil.example/admin", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
  ])("%s goes to %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe("loginPath", () => {
  it("carries the page to come back to, encoded", () => {
    expect(loginPath("/admin")).toBe("/login?redirectTo=%2Fadmin");
  });
});
