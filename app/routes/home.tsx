import { deferred } from "../components/deferred.tsx";
import { listProducts } from "../features/catalog/index.server.ts";
import { marketingFacts } from "../features/pricing/index.ts";
import {
  absoluteUrl,
  DEFAULT_SHOP_NAME,
  LOGO_PATH,
  postalAddressLd,
  type ShopInfo,
  seo,
  shopFromMatches,
} from "../lib/seo.ts";
import type { Route } from "./+types/home";

// The page as the server rendered it, each section hydrated once the page has loaded and its own
// chunk has arrived, so the builder, the carousel and the product cards are not part of the first
// load and no one section's hydration holds the page for long (issue 8).
const HomeHero = deferred(() => import("../components/home/home-hero.tsx").then((m) => m.HomeHero));
// Below the hero: fetched and hydrated as the visitor nears them (docs/decisions/008).
const NEAR = { whenNear: true };
const TrustStrip = deferred(
  () => import("../components/home/trust-strip.tsx").then((m) => m.TrustStrip),
  NEAR,
);
const LogoCarousel = deferred(
  () => import("../components/home/logo-carousel.tsx").then((m) => m.LogoCarousel),
  NEAR,
);
const HowWeWork = deferred(() => import("../components/home/how-we-work.tsx").then((m) => m.HowWeWork), NEAR);
const WhyChooseUs = deferred(
  () => import("../components/home/why-choose-us.tsx").then((m) => m.WhyChooseUs),
  NEAR,
);
const BuilderSection = deferred(
  () => import("../components/home/builder-section.tsx").then((m) => m.BuilderSection),
  NEAR,
);
const ReadyMadePins = deferred(
  () => import("../features/catalog/components/ready-made-pins.tsx").then((m) => m.ReadyMadePins),
  NEAR,
);
const FinalCta = deferred(() => import("../components/home/final-cta.tsx").then((m) => m.FinalCta), NEAR);

export async function loader() {
  return { products: await listProducts(), facts: marketingFacts() };
}

const DESCRIPTION =
  "Custom soft-enamel golf pins and ball markers for clubs, tournaments and teams. Design online, approve your mockup, and we make the rest.";

/** Organization and website structured data. */
function structuredData(shop: ShopInfo | undefined) {
  const name = shop?.name ?? DEFAULT_SHOP_NAME;
  const url = absoluteUrl(shop, "/");
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url,
    logo: absoluteUrl(shop, LOGO_PATH),
    ...(shop && {
      address: postalAddressLd(shop.postalAddress),
      email: shop.supportEmail,
      telephone: shop.supportPhone,
      sameAs: [shop.socials.instagram, shop.socials.facebook],
    }),
  };
  const website = { "@context": "https://schema.org", "@type": "WebSite", name, url };
  return [organization, website];
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Custom Golf Pins & Ball Markers",
    description: DESCRIPTION,
    path: "/",
    jsonLd: structuredData(shopFromMatches(matches)),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, facts } = loaderData;
  return (
    <main className="flex-1">
      <HomeHero />
      <TrustStrip facts={facts} />
      <LogoCarousel />
      <HowWeWork />
      <WhyChooseUs facts={facts} />
      <BuilderSection />
      <ReadyMadePins products={products} />
      <FinalCta facts={facts} />
    </main>
  );
}
