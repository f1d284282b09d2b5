import { deferred } from "../components/deferred.tsx";
import { CUSTOM_PINS_PATH, customServiceJsonLd } from "../features/custom-orders/quote/index.ts";
import { marketingFacts, priceRangeCents } from "../features/pricing/index.ts";
import { formatUsd } from "../lib/money.ts";
import { absoluteUrl, DEFAULT_SHOP_NAME, seo, shopFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/custom";

// The page as the server rendered it, hydrated once it has loaded: the builder's code (pricing,
// validation, sliders) is not part of the first load (issue 8).
const CustomPinsPage = deferred(() =>
  import("../features/custom-orders/components/custom-pins-page.tsx").then((m) => m.CustomPinsPage),
);

export function loader() {
  return { facts: marketingFacts(), priceRange: priceRangeCents() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shop = shopFromMatches(matches);
  // The figures come from the loader, so the pricing engine stays out of the page's chunk.
  const facts = loaderData?.facts;
  return seo(matches, {
    title: "Custom Soft Enamel Golf Pins",
    description: facts
      ? `Design custom soft enamel golf pins and ball markers online: from ${formatUsd(facts.lowestPerPinCents)} per pin, minimum ${facts.minQuantity} pins, ${facts.depositPercent}% deposit and a free mockup before production.`
      : "Design custom soft enamel golf pins and ball markers online, with a free mockup before production.",
    path: CUSTOM_PINS_PATH,
    jsonLd:
      loaderData &&
      customServiceJsonLd(
        { shopName: shop?.name ?? DEFAULT_SHOP_NAME, absoluteUrl: (path) => absoluteUrl(shop, path) },
        { ...loaderData.priceRange, minQuantity: loaderData.facts.minQuantity },
      ),
  });
};

/** `/custom`: a heading and the same builder as the home page. */
export default function CustomPins({ loaderData }: Route.ComponentProps) {
  return <CustomPinsPage facts={loaderData.facts} />;
}
