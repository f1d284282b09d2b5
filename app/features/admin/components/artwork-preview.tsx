import { DownloadIcon, FileTextIcon } from "lucide-react";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";

/**
 * The customer's artwork: a raster image or an SVG is drawn as an <img>, where an SVG's
 * script never runs; a PDF is offered as a file. Every kind can be downloaded.
 */
export function ArtworkPreview({ order }: { order: CustomOrderJson }) {
  if (!order.logoUrl) return <p className="text-sm text-muted-foreground">No artwork uploaded.</p>;
  const name = order.logoFileName ?? "artwork";
  const isPdf = /\.pdf$/i.test(order.logoUrl) || /\.pdf$/i.test(name);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-[repeating-conic-gradient(#f1f1f1_0_25%,#fff_0_50%)] bg-[length:12px_12px]">
        {isPdf ? (
          <FileTextIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        ) : (
          <img
            src={order.logoUrl}
            alt={`Artwork for order #${order.id}`}
            className="size-full object-contain p-1"
          />
        )}
      </div>
      <div className="grid min-w-0 gap-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <a
          href={order.logoUrl}
          download={name}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          {isPdf ? "Download PDF" : "Download artwork"}
        </a>
      </div>
    </div>
  );
}
