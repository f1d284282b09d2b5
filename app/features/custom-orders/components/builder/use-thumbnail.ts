import { useEffect, useState } from "react";

/** Images a browser draws safely as a thumbnail; an SVG, which can carry script, is never shown inline. */
const RASTER = /^image\/(png|jpe?g|gif|webp)$/;

/**
 * A blob URL for a raster logo's thumbnail, revoked when the file changes. Apart from the upload
 * field, so the order summary can show it without the upload's code in the builder's first load.
 */
export function useThumbnail(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !RASTER.test(file.type) || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
