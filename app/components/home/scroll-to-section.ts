// The hero's "Design your pins" scrolls to the builder: smoothly, unless the
// visitor asked the system for less motion. Focus follows, so keyboard and screen-reader users
// land where the page moved to.

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Scrolls the element with this id into view and focuses it; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  return true;
}
