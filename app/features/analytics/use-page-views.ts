import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { apiRequest } from "../../lib/api.ts";
import { isStaffPath, normalizePagePath } from "./page-path.ts";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** A page view on every path change; the pathname only, never the query. */
export function usePageViews(gaMeasurementId: string | null | undefined): void {
  const { pathname, search } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    // Strict Mode runs effects twice in development; one path change is one view.
    if (lastSent.current === pathname) return;
    const first = lastSent.current === null;
    lastSent.current = pathname;
    // The owner's own work (the admin pages, the sign-in leading there) is not a visit.
    if (isStaffPath(`${pathname}${search}`)) return;
    const path = normalizePagePath(pathname).slice(0, 300);
    // Only the first view has an outside referrer; later ones are moves within the shop.
    const referrer = first && document.referrer ? document.referrer.slice(0, 500) : undefined;
    apiRequest("POST", "/api/analytics/pageview", referrer ? { path, referrer } : { path }).catch(() => {
      // A lost page view must never disturb the visitor.
    });
    if (gaMeasurementId && window.gtag) {
      window.gtag("event", "page_view", {
        page_location: `${window.location.origin}${path}`,
        send_to: gaMeasurementId,
      });
    }
  }, [pathname, search, gaMeasurementId]);
}
