import { useEffect, useState } from "react";
import { useMediaQuery } from "./use-media-query.ts";

// The logo carousel rotates every 4 s, 3 logos per view,
// 1 under 768 px width. It stands still for visitors who prefer reduced motion (WCAG 2.2.2).
export const ROTATION_MS = 4000;
export const WIDE_QUERY = "(min-width: 768px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
export const WIDE_PER_VIEW = 3;
export const NARROW_PER_VIEW = 1;

export function useCarousel(slideCount: number, paused: boolean) {
  // The server renders the wide layout; CSS shows one logo on phones until hydration.
  const wide = useMediaQuery(WIDE_QUERY, true);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const perView = wide ? WIDE_PER_VIEW : NARROW_PER_VIEW;
  const positions = Math.max(1, slideCount - perView + 1);
  const [start, setStart] = useState(0);
  const current = Math.min(start, positions - 1);
  const rotating = !reducedMotion && !paused && positions > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setStart((s) => (Math.min(s, positions - 1) + 1) % positions),
      ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, positions]);

  return {
    perView,
    current,
    rotating,
    next: () => setStart((current + 1) % positions),
    previous: () => setStart((current - 1 + positions) % positions),
  };
}
