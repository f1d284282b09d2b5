import { describe, expect, it } from "vitest";
import { COUNTRY_NEEDED, countryOptions, isCountryCode } from "./countries.ts";
import { CountryCodeSchema, QuoteAddressSchema, ShippingRateInputSchema } from "./shipping-tax.schemas.ts";

describe("countries", () => {
  it("knows the 249 ISO 3166-1 alpha-2 countries, each with an English name", () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    for (const { code, name } of options) {
      expect(isCountryCode(code)).toBe(true);
      expect(name).not.toBe(code);
    }
  });

  it.each(["US", "CA", "GB", "SS", "AX", "CW"])("takes %s", (code) => {
    expect(isCountryCode(code)).toBe(true);
  });

  // User-assigned (AA, QM–QZ, XA–XZ, ZZ), reserved (EU, UK, AC) and never-assigned codes.
  it.each(["ZZ", "XX", "AA", "QM", "QZ", "XK", "EU", "UK", "AC", "YU", "us", "USA", ""])(
    "refuses %j",
    (code) => {
      expect(isCountryCode(code)).toBe(false);
    },
  );
});

describe("CountryCodeSchema", () => {
  it("reads any case and spacing as the upper-case code", () => {
    expect(CountryCodeSchema.parse(" gb ")).toBe("GB");
  });

  it.each(["ZZ", "zz", "XX", "AA", "USA", "", 42])("refuses %j with the pickers' message", (value) => {
    const parsed = CountryCodeSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([COUNTRY_NEEDED]);
  });

  it("guards the owner's shipping rates and the checkout quote's address", () => {
    expect(ShippingRateInputSchema.safeParse({ country: "ZZ", flatRate: 5 }).error?.issues[0]).toMatchObject({
      path: ["country"],
      message: COUNTRY_NEEDED,
    });
    expect(ShippingRateInputSchema.parse({ country: "ca", flatRate: 5 }).country).toBe("CA");
    expect(QuoteAddressSchema.safeParse({ country: "ZZ" }).error?.issues[0]?.message).toBe(COUNTRY_NEEDED);
    expect(QuoteAddressSchema.parse({ country: "us", state: "CA" }).country).toBe("US");
  });
});
