import { describe, expect, it } from "vitest";
import { usd } from "./order-records.tsx";

describe("usd: the admin's dollar amounts", () => {
  it.each([
    [0, "$0.00"],
    [12.5, "$12.50"],
    [1234.56, "$1,234.56"],
    [-12.5, "-$12.50"],
    [-0.05, "-$0.05"],
    [-0, "$0.00"],
  ])("shows %d dollars as %s, keeping the sign", (dollars, text) => {
    expect(usd(dollars)).toBe(text);
  });

  it("shows a line total of dollar prices to the cent", () => {
    expect(usd(0.29 * 3)).toBe("$0.87");
    expect(usd(-(0.1 + 0.2))).toBe("-$0.30");
  });
});
