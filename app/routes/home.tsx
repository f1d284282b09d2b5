import { BuilderSection } from "../components/home/builder-section.tsx";
import { FinalCta } from "../components/home/final-cta.tsx";
import { HomeHero } from "../components/home/home-hero.tsx";
import { HowWeWork } from "../components/home/how-we-work.tsx";
import { LogoCarousel } from "../components/home/logo-carousel.tsx";
import { TrustStrip } from "../components/home/trust-strip.tsx";
import { WhyChooseUs } from "../components/home/why-choose-us.tsx";
import { listProducts } from "../features/catalog/catalog.server.ts";
import { ReadyMadePins } from "../features/catalog/components/ready-made-pins.tsx";
import { marketingFacts } from "../features/pricing/marketing-facts.ts";
import {
  absoluteUrl,
  DEFAULT_SHOP_NAME,
  LOGO_PATH,
  type ShopInfo,
  seo,
  shopFromMatches,
} from "../lib/seo.ts";
import type { Route } from "./+types/home";

export async function loader() {
  return { products: await listProducts(), facts: marketingFacts() };
}

const DESCRIPTION =
  "Custom soft-enamel golf pins and ball markers for clubs, tournaments and teams. Design online, approve your mockup, and we make the rest.";

/** Spec section 2 (Home): organization and website structured data. */
function structuredData(shop: ShopInfo | undefined) {
  const name = shop?.name ?? DEFAULT_SHOP_NAME;
  const url = absoluteUrl(shop, "/");
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url,
    logo: absoluteUrl(shop, LOGO_PATH),
    address: {
      "@type": "PostalAddress",
      addressLocality: "Newport Beach",
      addressRegion: "CA",
      addressCountry: "US",
    },
    ...(shop && {
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
