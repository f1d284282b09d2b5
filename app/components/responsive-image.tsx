import type { ImgHTMLAttributes } from "react";
import { type Picture, pictureFallback, pictureSrcSet } from "../lib/picture.ts";

type ImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt"
>;

/**
 * An uploaded picture as the browser should fetch it: AVIF where it is understood, else WEBP,
 * at the width `sizes` says the layout needs, with the original's size so the page keeps its
 * place while it loads. Art without resized copies (the demo pins' SVG) is one `<img>`.
 */
export function ResponsiveImage({
  src,
  alt,
  picture,
  sizes,
  width,
  height,
  ...image
}: ImageProps & {
  src: string;
  /** Empty for a decorative picture (a card whose title says it all). */
  alt: string;
  picture: Picture | null | undefined;
  /** How wide the image is laid out, as the `sizes` attribute says it. */
  sizes: string;
  /** The box's size for art without copies (an SVG scales to any). */
  width: number;
  height: number;
}) {
  const fallback = picture ? pictureFallback(picture) : undefined;
  if (!picture || !fallback) return <img src={src} alt={alt} width={width} height={height} {...image} />;
  return (
    // `contents`: the <picture> adds no box, so the <img> lays out as the parent's child.
    <picture className="contents">
      <source type="image/avif" srcSet={pictureSrcSet(picture, "avif")} sizes={sizes} />
      <img
        src={fallback.url}
        alt={alt}
        srcSet={pictureSrcSet(picture, "webp")}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        {...image}
      />
    </picture>
  );
}
