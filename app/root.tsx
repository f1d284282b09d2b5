import frauncesLatin from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { deferred, useHydratedMark } from "./components/deferred.tsx";
import { EarlyTaps } from "./components/early-taps.tsx";
import { GoogleAnalytics } from "./components/google-analytics.tsx";
import { useNonce } from "./components/nonce.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { Toaster } from "./components/ui/sonner.tsx";
import { ZodJitless } from "./components/zod-jitless.tsx";
import { usePageViews } from "./features/analytics/index.ts";
import { getShopSettings } from "./features/settings/index.server.ts";
import { pageFaults, requestContext } from "./lib/context.ts";
import { env } from "./lib/env.server.ts";
import { useRootData } from "./lib/root-data.ts";
import { DEFAULT_SHOP_NAME, type ShopInfo } from "./lib/seo.ts";

export { useRootData };

// Static below the fold, and quiet for its first 3 s: hydrated once the page has loaded (issue 8).
const SiteFooter = deferred(() => import("./components/site-footer.tsx").then((m) => m.SiteFooter), {
  whenNear: true,
});
// Only an error shows it, so its code is fetched then.
const ErrorPage = deferred(() => import("./components/error-page.tsx").then((m) => m.ErrorPage));
const ExitIntentOffer = deferred(() =>
  import("./features/exit-intent/components/exit-intent-offer.tsx").then((m) => m.ExitIntentOffer),
);

// While the database is away, the page is "back in a moment" (503) before any loader asks it.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(pageFaults).databaseAway) {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    }
  },
];

// The shop's identity is the owner's (Settings in /admin), read on every page: one primary-key
// lookup of a few rows, so a change shows on the next page any process serves.
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  const e = env();
  const settings = await getShopSettings();
  const shop: ShopInfo = {
    name: settings.shopName,
    publicUrl: e.publicUrl,
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    postalAddress: settings.postalAddress,
    socials: { instagram: e.SOCIAL_INSTAGRAM, facebook: e.SOCIAL_FACEBOOK },
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
  };
  return { user, shop };
}

// The Latin subsets of the two faces every page sets text in (app.css), fetched with the
// stylesheet rather than once it has been read: the first paint's text is in them.
const FONT_PRELOADS = [interLatin, frauncesLatin].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...FONT_PRELOADS,
];

export function Layout({ children }: { children: React.ReactNode }) {
  useHydratedMark();
  const nonce = useNonce();
  const data = useRootData();
  const gaId = data?.shop.gaMeasurementId;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5a3d" />
        <EarlyTaps />
        <ZodJitless />
        <Meta />
        <Links />
        {gaId && <GoogleAnalytics measurementId={gaId} />}
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <div className="flex min-h-dvh flex-col">
          <SiteHeader user={data?.user ?? null} shopName={data?.shop.name ?? DEFAULT_SHOP_NAME} />
          {children}
          {data && <SiteFooter shop={data.shop} />}
        </div>
        {/* Below the 64 px header, never over it: right after "Added to Cart" the shopper's next
            tap is the cart button, and on a phone a toast over it held that tap for 5 s. */}
        <Toaster
          position="top-center"
          offset={{ top: 72 }}
          mobileOffset={{ top: 72 }}
          richColors
          visibleToasts={1}
          duration={5000}
          swipeDirections={["right"]}
          hotkey={["F8"]}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews(useRootData()?.shop.gaMeasurementId);
  return (
    <>
      <Outlet />
      <ExitIntentOffer />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
