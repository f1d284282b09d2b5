import { useNonce } from "./nonce.tsx";

/**
 * A tap that comes before the page has hydrated lands on the server's HTML, where a button has
 * no handler yet: on a phone on a slow network the header's menu, the cart and the admin's menu
 * are on screen for a second or more before their code is, and a tap there did nothing at all.
 *
 * A button marked with `data-early-tap` keeps such a tap: a classic script in the head (it runs
 * before the body is parsed, so before anything can be tapped) catches a click on one before any
 * other listener sees it and keeps the button; once the page has hydrated, `replayEarlyTaps`
 * clicks each kept button again, now with its handler, once however often it was tapped. Only
 * for buttons whose click opens something (a menu, a drawer): opening twice is opening once,
 * whereas a button that submits, adds or pays must never be pressed again on a shopper's behalf.
 *
 * The listener is on `window`, in the capture phase: the first stop of every click, ahead of
 * React's own listeners on the document, so a tap is handled once, by the replay, even when React
 * has hydrated the button in the moment before the page is marked hydrated.
 */
const SCRIPT = `(()=>{const kept=new Set();const keep=(e)=>{const b=e.target instanceof Element&&e.target.closest("[data-early-tap]");if(b){e.stopPropagation();kept.add(b)}};addEventListener("click",keep,true);window.__replayEarlyTaps=()=>{removeEventListener("click",keep,true);for(const b of kept)if(b.isConnected)b.click();kept.clear()}})();`;

declare global {
  interface Window {
    __replayEarlyTaps?: () => void;
  }
}

/** The head's script that keeps taps on `data-early-tap` buttons until the page has hydrated. */
export function EarlyTaps() {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet, no data in it
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/** Clicks again, now hydrated, each `data-early-tap` button tapped before; then stops keeping taps. */
export function replayEarlyTaps() {
  window.__replayEarlyTaps?.();
  window.__replayEarlyTaps = undefined;
}

/** Marks a button whose tap before hydration is kept and replayed (it must only open something). */
export const earlyTap = { "data-early-tap": "" } as const;
