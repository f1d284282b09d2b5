import { describe, expect, it } from "vitest";
import { isCountryCode } from "../../shipping-tax/index.ts";
import { DEFAULT_COUNTRY, SHIPPING_COUNTRIES } from "./shipping-countries.ts";

describe("the checkout's countries", () => {
  it("are ISO 3166-1 countries the server takes, each shown by name, the US first", () => {
    expect(SHIPPING_COUNTRIES[0]?.code).toBe(DEFAULT_COUNTRY);
    for (const { code, name } of SHIPPING_COUNTRIES) {
      expect(isCountryCode(code), code).toBe(true);
      expect(name).not.toBe(code);
    }
  });
});
