import { useRef, useState } from "react";
import { earlyTap } from "./early-taps.tsx";

/**
 * Issue 8's budget: a header sheet (Radix dialog and its contents) is its own chunk, fetched when
 * the visitor reaches for its button (hover or focus) and mounted on the first click, so no page
 * pays for it up front. The button carries the attributes Radix's trigger would have, and focus
 * returns to it when the sheet closes (Radix only knows its own trigger).
 */
export function useDeferredSheet(
  open: boolean,
  setOpen: (open: boolean) => void,
  load: () => Promise<unknown>,
) {
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void load();
  return {
    /** Whether the sheet has been opened once, and so is rendered from then on. */
    mounted,
    triggerProps: {
      ref: trigger,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      "data-state": open ? "open" : "closed",
      // A tap before the page hydrates opens the sheet once it has (early-taps.tsx).
      ...earlyTap,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
  };
}
