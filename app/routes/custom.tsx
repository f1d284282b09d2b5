import { trustFacts } from "../components/home/trust-strip.tsx";
import { CustomPinBuilder } from "../features/custom-orders/components/builder/custom-pin-builder.tsx";
import { CUSTOM_PINS_PATH, customServiceJsonLd } from "../features/custom-orders/service-structured-data.ts";
import { marketingFacts } from "../features/pricing/marketing-facts.ts";
import { formatUsd } from "../lib/money.ts";
import { absoluteUrl, DEFAULT_SHOP_NAME, seo, shopFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/custom";

export function loader() {
  return { facts: marketingFacts() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shop = shopFromMatches(matches);
  const facts = loaderData?.facts ?? marketingFacts();
  return seo(matches, {
    title: "Custom Soft Enamel Golf Pins",
    description: `Design custom soft enamel golf pins and ball markers online: from ${formatUsd(facts.lowestPerPinCents)} per pin, minimum ${facts.minQuantity} pins, ${facts.depositPercent}% deposit and a free mockup before production.`,
    path: CUSTOM_PINS_PATH,
    jsonLd: customServiceJsonLd({
      shopName: shop?.name ?? DEFAULT_SHOP_NAME,
      absoluteUrl: (path) => absoluteUrl(shop, path),
    }),
  });
};

/** `/custom` (spec section 2): a heading and the same builder as the home page. */
export default function CustomPins({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex-1 bg-gradient-to-b from-secondary/40 to-background">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 md:pb-24">
        <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Made to your design</p>
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight sm:text-5xl">Custom Soft Enamel Golf Pins</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          Build your order below and watch the price as you go. Pay a small deposit today; you approve a
          mockup before a single pin is struck.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {trustFacts(loaderData.facts).map(({ Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium shadow-xs"
            >
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <section aria-labelledby="custom-builder-heading" className="mt-12">
          <h2 id="custom-builder-heading" className="sr-only">
            Design your custom pins
          </h2>
          <CustomPinBuilder />
        </section>
      </div>
    </main>
  );
}
