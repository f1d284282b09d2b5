import { useEffect, useRef, useState } from "react";

/**
 * The rendered width of an element, followed as it resizes, so an SVG chart draws at its real
 * size (its text stays legible at 390 px instead of shrinking with a scaled viewBox). Until it is
 * measured (on the server, and in the first frame) it is `fallback`.
 */
export function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(120, Math.round(el.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
