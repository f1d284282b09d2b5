import { Loader2 } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/utils.ts";

/**
 * Accessible loading indicator. `label` is read by screen readers (visually hidden).
 * Size it with `size-*` on `className`; the icon follows the current text colour.
 */
function Spinner({
  className,
  label = "Loading…",
  ...props
}: React.ComponentProps<"span"> & { label?: string }) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn("relative inline-flex size-4 shrink-0 items-center justify-center", className)}
      {...props}
    >
      <Loader2 className="size-full animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
