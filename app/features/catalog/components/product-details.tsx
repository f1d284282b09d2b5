import { ArrowLeftIcon, CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { formatUsd } from "../../../lib/money.ts";
import { PostBody } from "../../blog/components/post-body.tsx";
import type { ProductJson, ReviewJson } from "../catalog.schemas.ts";
import { productPriceCents } from "../product-price.ts";
import { AddToCart } from "./add-to-cart.tsx";
import { CustomPinsNudge } from "./custom-pins-nudge.tsx";
import { ProductImageTile } from "./product-image-tile.tsx";
import { RatingSummary } from "./rating-summary.tsx";
import { ReviewList } from "./review-list.tsx";
import { StockBadge } from "./stock-badge.tsx";

/**
 * Everything about one ready-made pin. The description comes as HTML the server rendered from its
 * markdown (the blog's renderer, raw HTML shown as text), so the markdown renderer never ships
 * to the shopper's browser.
 */
export function ProductDetails({
  product,
  descriptionHtml,
  reviews,
}: {
  product: ProductJson;
  descriptionHtml: string;
  reviews: ReviewJson[];
}) {
  return (
    <main className="flex-1">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 md:pt-10 md:pb-24">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-primary"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
          <div className="md:sticky md:top-24 md:self-start">
            <ProductImageTile
              src={product.imageUrl}
              picture={product.picture}
              // Half of a 72rem page from 768 px, the whole width below, less the tile's padding.
              sizes="(min-width: 1152px) 28rem, (min-width: 768px) calc(50vw - 9rem), (min-width: 640px) calc(100vw - 9rem), calc(100vw - 6rem)"
              alt={product.images[0]?.alt || product.name}
              priority
              className="rounded-3xl border p-8 sm:p-12"
            />
            {product.images.length > 1 && (
              <ul aria-label="More pictures" className="mt-4 grid grid-cols-4 gap-3">
                {product.images.slice(1).map((image) => (
                  <li key={image.id}>
                    <a href={image.url} className="block overflow-hidden rounded-xl border">
                      <ResponsiveImage
                        src={image.thumbnailUrl}
                        picture={image.picture}
                        sizes="(min-width: 1152px) 8rem, (min-width: 768px) 11vw, 22vw"
                        width={480}
                        height={480}
                        alt={image.alt || product.name}
                        loading="lazy"
                        className="aspect-square w-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col">
            <StockBadge inStock={product.inStock} />
            <h1 className="mt-4 text-3xl leading-tight sm:text-4xl">{product.name}</h1>
            <p className="mt-2 text-xs tracking-wide text-muted-foreground">SKU {product.sku}</p>
            <RatingSummary rating={product.rating} className="mt-3" />
            <p className="mt-5 text-3xl font-semibold tabular-nums">
              {formatUsd(productPriceCents(product))}
            </p>
            <PostBody
              html={descriptionHtml}
              className="mt-5 text-base leading-relaxed text-muted-foreground sm:text-base sm:leading-relaxed"
            />
            <div className="mt-8">
              <AddToCart product={product} />
              {!product.inStock && (
                <p className="mt-3 text-sm text-muted-foreground">This pin is sold out at the moment.</p>
              )}
            </div>
            {product.features.length > 0 && (
              <section aria-labelledby="features" className="mt-10 border-t pt-8">
                <h2 id="features" className="font-sans text-sm font-semibold tracking-[0.14em] uppercase">
                  Features
                </h2>
                <ul className="mt-4 grid gap-3">
                  {product.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-3">
                      <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                        <CheckIcon className="size-3.5" aria-hidden="true" />
                      </span>
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <CustomPinsNudge />
          </div>
        </div>
        {reviews.length > 0 && (
          <section aria-labelledby="reviews" className="mt-16 md:mt-20">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="reviews" className="text-2xl sm:text-3xl">
                Customer reviews
              </h2>
              <RatingSummary rating={product.rating} />
            </div>
            <div className="mt-6">
              <ReviewList reviews={reviews} />
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
