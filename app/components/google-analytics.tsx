import { useState } from "react";
import { useLocation } from "react-router";
import { normalizePagePath } from "../features/analytics/index.ts";
import { useNonce } from "./nonce.tsx";

const asScriptLiteral = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Google Analytics beside the first-party page views, only when configured. GA is told the
 * token-free path instead of the real address, and `usePageViews` sends every page view.
 */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const [path] = useState(() => normalizePagePath(pathname));
  const boot = [
    "window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};",
    'gtag("js",new Date());',
    `gtag("config",${asScriptLiteral(measurementId)},{send_page_view:false,page_location:location.origin+${asScriptLiteral(path)}});`,
  ].join("");
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed boot snippet; the values are JSON-escaped */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}
