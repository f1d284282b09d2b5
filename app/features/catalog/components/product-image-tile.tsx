import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import type { Picture } from "../../../lib/picture.ts";
import { cn } from "../../../lib/utils.ts";

/** A pin's artwork on the soft cream tile the shop shows every product on. */
export function ProductImageTile({
  src,
  picture,
  sizes,
  alt,
  priority = false,
  className,
  imageClassName,
}: {
  src: string;
  picture: Picture | null;
  /** How wide the picture is laid out (the `sizes` attribute). */
  sizes: string;
  alt: string;
  priority?: boolean;
  className?: string;
  imageClassName?: string;
}) {
  return (
    <div
      className={cn(
        "flex aspect-square items-center justify-center overflow-hidden bg-[radial-gradient(circle_at_50%_38%,var(--color-card)_0%,color-mix(in_oklch,var(--color-secondary)_70%,var(--color-card))_100%)]",
        className,
      )}
    >
      <ResponsiveImage
        src={src}
        picture={picture}
        sizes={sizes}
        alt={alt}
        width={800}
        height={800}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn(
          "size-full object-contain drop-shadow-[0_14px_18px_rgb(40_50_30/0.18)]",
          imageClassName,
        )}
      />
    </div>
  );
}
