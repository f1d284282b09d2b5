import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email.ts";

describe("maskEmail", () => {
  it.each([
    ["golfer@example.com", "g•••••@e••••••.com"],
    ["a@b.co", "a••@b••.co"],
    ["very.long.local.part@sub.domain.org", "v••••••••@s••••••••.org"],
    ["nodot@localhost", "n••••@l••••••••"],
    ["broken", "•••"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
