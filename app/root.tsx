import { CircleAlertIcon, FlagTriangleRightIcon } from "lucide-react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { GoogleAnalytics } from "./components/google-analytics.tsx";
import { useNonce } from "./components/nonce.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { StatusPage } from "./components/status-page.tsx";
import { Button } from "./components/ui/button.tsx";
import { Toaster } from "./components/ui/sonner.tsx";
import { ZodJitless } from "./components/zod-jitless.tsx";
import { usePageViews } from "./features/analytics/use-page-views.ts";
import { ExitIntentOffer } from "./features/exit-intent/components/exit-intent-offer.tsx";
import { requestContext } from "./lib/context.ts";
import { env } from "./lib/env.server.ts";
import { useRootData } from "./lib/root-data.ts";
import { DEFAULT_SHOP_NAME, type ShopInfo } from "./lib/seo.ts";

export { useRootData };

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  const e = env();
  const shop: ShopInfo = {
    name: e.SHOP_NAME,
    publicUrl: e.publicUrl,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    postalAddress: e.POSTAL_ADDRESS,
    socials: { instagram: e.SOCIAL_INSTAGRAM, facebook: e.SOCIAL_FACEBOOK },
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
  };
  return { user, shop };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const gaId = data?.shop.gaMeasurementId;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5a3d" />
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
        <Toaster
          position="top-center"
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  let title = "Something went wrong";
  let detail = "An unexpected error interrupted this page. Please try again in a moment.";
  if (notFound) {
    title = "404 Page Not Found";
    detail = "This shot landed out of bounds. The page you asked for isn't here.";
  } else if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText || "Error"}`;
  }
  return (
    <StatusPage
      icon={notFound ? <FlagTriangleRightIcon aria-hidden="true" /> : <CircleAlertIcon aria-hidden="true" />}
      title={title}
      detail={detail}
    >
      <Button asChild size="lg">
        <Link to="/">Back to the clubhouse</Link>
      </Button>
      {!notFound && (
        <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
          Try again
        </Button>
      )}
    </StatusPage>
  );
}
