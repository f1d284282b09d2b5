// A public picture's resized copies, as pages receive them: browser-safe, so a component can
// write `srcset` from them. The server makes them (app/features/uploads/pictures.server.ts).

export const PICTURE_FORMATS = ["avif", "webp"] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** One resized copy as the database keeps it: the store key is a hash of its bytes. */
export interface StoredPictureVariant {
  format: PictureFormat;
  width: number;
  height: number;
  key: string;
}

export interface PictureVariant {
  format: PictureFormat;
  width: number;
  height: number;
  url: string;
}

/** The original's upright size and its copies, narrowest first in each format. */
export interface Picture {
  width: number;
  height: number;
  variants: PictureVariant[];
}

/** Where `/media/:key` serves a resized copy (app/features/uploads/uploads.api.server.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** `url 320w, url 640w, …` for one format. */
export function pictureSrcSet(picture: Picture, format: PictureFormat): string {
  return picture.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** The copy an old browser without `srcset` shows: the WEBP nearest 640 px wide. */
export function pictureFallback(picture: Picture): PictureVariant | undefined {
  const webp = picture.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return webp.find((v) => v.width >= 640) ?? webp.at(-1);
}
