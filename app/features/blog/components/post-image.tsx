import { FlagTriangleRightIcon } from "lucide-react";
import { cn } from "../../../lib/utils.ts";

/**
 * A post's featured image, or, for a post without one, a quiet brand tile so the grid keeps
 * its rhythm. Decorative in cards (the title says it all); described on the post page.
 */
export function PostImage({
  src,
  alt = "",
  priority = false,
  className,
}: {
  src: string | null;
  alt?: string;
  priority?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          "flex items-center justify-center bg-gradient-to-br from-primary/90 to-primary text-primary-foreground/70",
          className,
        )}
      >
        <FlagTriangleRightIcon className="size-12" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={cn("bg-secondary object-cover", className)}
    />
  );
}
