import { paypalAmount } from "../../../lib/money.ts";

interface Site {
  shopName: string;
  /** Absolute URL of a site path. */
  absoluteUrl: (path: string) => string;
}

export const CUSTOM_PINS_PATH = "/custom";

/**
 * schema.org Service for the custom pin page (docs/product-rules.md#marketing-figures): the price
 * range is the engine's cheapest and dearest real orders, and the minimum quantity its own, never
 * typed: the page's loader computes them, so the engine stays out of the browser's first load.
 */
export function customServiceJsonLd(
  site: Site,
  { minCents, maxCents, minQuantity }: { minCents: number; maxCents: number; minQuantity: number },
): Record<string, unknown> {
  const url = site.absoluteUrl(CUSTOM_PINS_PATH);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Custom soft enamel golf pins",
    serviceType: "Custom soft enamel pins and ball markers",
    description: `Custom soft enamel golf pins made to your design, from ${minQuantity} pins, with a free mockup before production.`,
    url,
    provider: { "@type": "Organization", name: site.shopName, url: site.absoluteUrl("/") },
    areaServed: { "@type": "Country", name: "US" },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: paypalAmount(minCents),
      highPrice: paypalAmount(maxCents),
      eligibleQuantity: { "@type": "QuantitativeValue", minValue: minQuantity, unitText: "pins" },
      url,
    },
  };
}
