import type * as React from "react";

import { cn } from "../../lib/utils.ts";

/** Placeholder block; give it the final element's dimensions so nothing shifts when content loads. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted-foreground/15", className)}
      {...props}
    />
  );
}

export { Skeleton };
