import { FlagTriangleRightIcon } from "lucide-react";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import type { Picture } from "../../../lib/picture.ts";
import { cn } from "../../../lib/utils.ts";

/**
 * A post's featured image, or, for a post without one, a quiet brand tile so the grid keeps
 * its rhythm. Decorative in cards (the title says it all); described on the post page.
 */
export function PostImage({
  src,
  picture,
  sizes,
  alt = "",
  priority = false,
  className,
}: {
  src: string | null;
  picture: Picture | null;
  /** How wide the image is laid out (the `sizes` attribute). */
  sizes: string;
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
    <ResponsiveImage
      src={src}
      picture={picture}
      sizes={sizes}
      // A post's image is laid out 16:9 (2:1 on wide screens) whatever its own shape.
      width={1600}
      height={900}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={cn("bg-secondary object-cover", className)}
    />
  );
}
