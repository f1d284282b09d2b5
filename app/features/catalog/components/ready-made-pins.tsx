import type { ProductJson } from "../catalog.schemas.ts";
import { ProductCard } from "./product-card.tsx";

/** The home page's shop (the ready-made pins), the hero's "Shop ready-made pins" target. */
export function ReadyMadePins({ products }: { products: ProductJson[] }) {
  return (
    <section
      id="shop"
      tabIndex={-1}
      aria-labelledby="shop-heading"
      className="scroll-mt-16 bg-background focus-visible:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-4 sm:px-6 md:pt-24 md:pb-6">
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-xs font-semibold tracking-[0.18em] text-primary uppercase">In the pro shop</p>
            <h2 id="shop-heading" className="mt-3 text-3xl sm:text-4xl">
              Ready-made pins
            </h2>
          </div>
          <p className="max-w-md text-muted-foreground">
            Our own designs, ready to ship. Made for gifts, prizes and your own golf bag.
          </p>
        </div>
        {products.length > 0 ? (
          <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-2xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
            New ready-made pins are on their way. In the meantime, design your own above.
          </p>
        )}
      </div>
    </section>
  );
}
