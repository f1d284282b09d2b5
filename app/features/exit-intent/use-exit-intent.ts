import { useCallback, useEffect, useState } from "react";
import {
  ARM_DELAY_MS,
  CLAIMED_KEY,
  FALLBACK_DELAY_MS,
  isLeavingTop,
  offersExitIntent,
  SHOWN_KEY,
} from "./exit-intent.ts";

// The timing: nothing for 3 s; from then on the pointer leaving through the top of the
// window shows the offer; otherwise it shows at 60 s. Once per browser session (sessionStorage),
// never on the quiet pages, nor in a browser that already claimed the code. The clock starts
// again when a visitor comes back from a quiet page.

/** In memory when storage is unavailable (private modes may throw), so it still shows once. */
let shownInMemory = false;

function wasShown(): boolean {
  try {
    if (window.localStorage.getItem(CLAIMED_KEY) === "1") return true;
    return shownInMemory || window.sessionStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return shownInMemory;
  }
}

function markShown(): void {
  shownInMemory = true;
  try {
    window.sessionStorage.setItem(SHOWN_KEY, "1");
  } catch {
    // The in-memory flag covers this page's life.
  }
}

/**
 * Whether the offer is open. `onArm` runs when the 3 s pass (to fetch the popup's code early
 * and check the offer still runs); when it answers false, nothing is shown on this visit.
 */
export function useExitIntent(pathname: string, onArm: () => Promise<boolean>) {
  const [open, setOpen] = useState(false);
  const allowed = offersExitIntent(pathname);

  useEffect(() => {
    if (!allowed || wasShown()) return;
    let armed = false;
    /** The 60 s passed before arming finished: show as soon as it does. */
    let due = false;
    let cancelled = false;
    const show = () => {
      if (cancelled || wasShown()) return;
      markShown();
      setOpen(true);
      stop();
    };
    const onMouseOut = (event: MouseEvent) => {
      if (armed && isLeavingTop(event)) show();
    };
    const armTimer = window.setTimeout(() => {
      onArm().then(
        (available) => {
          if (!available) return stop();
          armed = true;
          if (due) show();
        },
        () => stop(),
      );
    }, ARM_DELAY_MS);
    const fallbackTimer = window.setTimeout(() => {
      due = true;
      if (armed) show();
    }, FALLBACK_DELAY_MS);
    function stop() {
      cancelled = true;
      window.clearTimeout(armTimer);
      window.clearTimeout(fallbackTimer);
      document.removeEventListener("mouseout", onMouseOut);
    }
    document.addEventListener("mouseout", onMouseOut);
    return stop;
  }, [allowed, onArm]);

  const close = useCallback(() => setOpen(false), []);
  return { open: open && allowed, close };
}
