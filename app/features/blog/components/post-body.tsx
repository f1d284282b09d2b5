import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** A site path (not `//host`), followed by the router without a full page load. */
const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** A plain left click, without a modifier asking for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The post's body as the server rendered it (post-html.server.tsx). Links to the shop's own
 * pages stay in the app, as the markdown renderer's router links did: one listener on the body
 * catches their clicks (keyboard activation of a link is a click too).
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const followSiteLink = (event: MouseEvent) => {
      const href = (event.target as Element).closest("a")?.getAttribute("href");
      if (!href || !isSitePath(href) || event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener("click", followSiteLink);
    return () => element.removeEventListener("click", followSiteLink);
  }, [navigate]);
  return (
    <div
      ref={body}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped render of the post (post-html.server.tsx)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
