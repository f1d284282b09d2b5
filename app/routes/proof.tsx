import { ProofPage } from "../features/custom-orders/components/proof/proof-page.tsx";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/proof";

// A token page; the token must never leak through a Referer header, a cache or a search index.
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Review Your Mockup",
    description: "Review the mockup of your custom pins: approve it or ask for changes.",
    path: "/proof",
    noindex: true,
  });

export default function ProofRoute({ params }: Route.ComponentProps) {
  return <ProofPage key={params.token} token={params.token} />;
}
