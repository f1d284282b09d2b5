import type { ComponentType } from "react";
import { useLocation } from "react-router";
import { useExitIntent } from "../use-exit-intent.ts";

// Issue 8's budget: only this small trigger is in every page's first load; the popup itself is
// its own chunk, fetched when the offer arms (3 s in), before anyone can see it. It is rendered
// from the loaded module rather than through lazy/Suspense, so showing it never waits on a
// fallback's reveal timer (which a paused test clock, or a throttled background tab, delays).
type DialogComponent = ComponentType<{ onClose: () => void }>;
let loading: Promise<DialogComponent> | null = null;
let loaded: DialogComponent | null = null;
const loadDialog = () => {
  loading ??= import("./exit-intent-dialog.tsx").then((m) => {
    loaded = m.default;
    return m.default;
  });
  return loading;
};

/** Asks the server whether the offer runs, and fetches the popup's code meanwhile. */
async function arm(): Promise<boolean> {
  const ready = loadDialog();
  const res = await fetch("/api/exit-intent-discount", { credentials: "include" });
  if (!res.ok) return false;
  const available = ((await res.json()) as { available?: boolean }).available === true;
  // Armed only with the popup at hand, so the moment it is due it can be shown.
  return available && (await ready.then(() => true));
}

/**
 * The exit-intent offer (docs/product-rules.md#exit-intent-offer), mounted once for the whole site
 * in app/root.tsx.
 */
export function ExitIntentOffer() {
  const { pathname } = useLocation();
  const { open, close } = useExitIntent(pathname, arm);
  // The offer is armed only once the popup's code is loaded, so it is here whenever it is due.
  const Dialog = loaded;
  if (!open || !Dialog) return null;
  return <Dialog onClose={close} />;
}
