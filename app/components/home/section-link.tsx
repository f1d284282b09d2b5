import type * as React from "react";
import { scrollToSection } from "./scroll-to-section.ts";

/**
 * An in-page link to a section of the home page. Without JavaScript it is a plain `#id` jump;
 * with it, the scroll honours reduced motion and moves focus to the section.
 */
export function SectionLink({
  sectionId,
  onClick,
  ...props
}: React.ComponentProps<"a"> & { sectionId: string }) {
  return (
    <a
      {...props}
      href={`#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (scrollToSection(sectionId)) event.preventDefault();
      }}
    />
  );
}
