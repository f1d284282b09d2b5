import { describe, expect, it } from "vitest";
import { MIN_QUANTITY, priceRangeCents, quoteCustomOrder } from "../../pricing/index.ts";
import { customServiceJsonLd } from "./service-structured-data.ts";

const site = { shopName: "Fairway Pin Co.", absoluteUrl: (path: string) => `https://pins.example${path}` };

describe("customServiceJsonLd", () => {
  it("names the shop as provider, serves the US, and links the canonical /custom page", () => {
    const ld = customServiceJsonLd(site, { ...priceRangeCents(), minQuantity: MIN_QUANTITY });
    expect(ld["@type"]).toBe("Service");
    expect(ld.url).toBe("https://pins.example/custom");
    expect(ld.provider).toEqual({
      "@type": "Organization",
      name: "Fairway Pin Co.",
      url: "https://pins.example/",
    });
    expect(ld.areaServed).toEqual({ "@type": "Country", name: "US" });
  });

  it("takes its price range and minimum from the engine, never typed-in figures", () => {
    const offers = customServiceJsonLd(site, { ...priceRangeCents(), minQuantity: MIN_QUANTITY })
      .offers as Record<string, unknown>;
    const { minCents, maxCents } = priceRangeCents();
    expect(offers.lowPrice).toBe((minCents / 100).toFixed(2));
    expect(offers.highPrice).toBe((maxCents / 100).toFixed(2));
    // The cheapest real order: 51 loose silver pins at $6.00 ($306.00), less than 50 at $7.00.
    const cheapest = quoteCustomOrder({
      quantity: MIN_QUANTITY + 1,
      size: "1inch",
      plating: "silver",
      pinBack: "rubber",
      packaging: ["just-pins"],
      rushOrder: false,
    });
    expect(offers.lowPrice).toBe((cheapest.totalCents / 100).toFixed(2));
    expect(offers.lowPrice).not.toBe("75.00");
    expect(offers.highPrice).not.toBe("2400.00");
    expect(offers.eligibleQuantity).toMatchObject({ minValue: 50 });
  });
});
