import { Link } from "react-router";
import { formatUsd } from "../../../lib/money.ts";
import { cn } from "../../../lib/utils.ts";
import type { ProductJson } from "../catalog.schemas.ts";
import { productPriceCents } from "../product-price.ts";
import { ProductImageTile } from "./product-image-tile.tsx";
import { RatingSummary } from "./rating-summary.tsx";
import { StockBadge } from "./stock-badge.tsx";

/** One ready-made pin in the home page's shop grid; the whole card opens the product page. */
export function ProductCard({ product }: { product: ProductJson }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs transition-shadow duration-200 focus-within:ring-2 focus-within:ring-ring hover:shadow-lg">
      <ProductImageTile
        src={product.imageUrl}
        picture={product.picture}
        // One to four columns in a 72rem page, less the tile's padding.
        sizes="(min-width: 1280px) 14rem, (min-width: 1024px) 19rem, (min-width: 640px) calc(50vw - 6rem), calc(100vw - 5.5rem)"
        alt=""
        className="aspect-[5/4] p-6 sm:aspect-square sm:p-8"
        imageClassName={cn(
          "transition-transform duration-300 group-hover:scale-[1.04]",
          !product.inStock && "opacity-75 saturate-[.8]",
        )}
      />
      <div className="flex flex-1 flex-col gap-2 border-t p-5">
        <h3 className="font-display text-lg leading-snug">
          <Link
            to={`/product/${product.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {product.name}
          </Link>
        </h3>
        <RatingSummary rating={product.rating} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-semibold tabular-nums">{formatUsd(productPriceCents(product))}</p>
          <StockBadge inStock={product.inStock} />
        </div>
      </div>
    </article>
  );
}
