import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, toast as sonnerToast, ToasterProps } from "sonner";

// Issue 8's budget: sonner is fetched with the first toast, not with every page. `toast` keeps
// sonner's call shapes; what is called before the outlet has loaded is replayed once it has.

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let sonner: Sonner | null = null;
let queued: Array<(s: Sonner) => void> = [];
let wanted = false;
const listeners = new Set<() => void>();

function send(call: (s: Sonner) => void) {
  if (sonner) return call(sonner);
  queued.push(call);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function ready(loaded: Sonner) {
  sonner = loaded;
  const calls = queued;
  queued = [];
  for (const call of calls) call(loaded);
}

const SonnerOutlet = lazy(() => import("./toaster.tsx"));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * App-wide toast outlet. Render once near the root (e.g. in root.tsx) and call `toast("…")`,
 * `toast.success("…")`, `toast.error("…")` anywhere.
 */
function Toaster(props: ToasterProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerOutlet {...props} onReady={ready} />
    </Suspense>
  );
}

const toast = Object.assign((message: Message, data?: ExternalToast) => send((s) => s(message, data)), {
  success: (message: Message, data?: ExternalToast) => send((s) => s.success(message, data)),
  error: (message: Message, data?: ExternalToast) => send((s) => s.error(message, data)),
  dismiss: (id?: number | string) => {
    // Nothing was shown yet: no reason to fetch sonner.
    if (sonner || wanted) send((s) => s.dismiss(id));
  },
});

export type { ToasterProps };
export { Toaster, toast };
