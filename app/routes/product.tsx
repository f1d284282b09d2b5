import { data } from "react-router";
import { deferred } from "../components/deferred.tsx";
import { renderPostHtml } from "../features/blog/index.server.ts";
import {
  findProduct,
  getProductRating,
  imagesFor,
  listReviews,
  toProductJson,
} from "../features/catalog/index.server.ts";
import { productJsonLd } from "../features/catalog/index.ts";
import { absoluteUrl, DEFAULT_SHOP_NAME, seo, shopFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/product";

// The page as the server rendered it, hydrated once it has loaded (issue 8's first-load budget).
const ProductNotFound = deferred(() =>
  import("../features/catalog/components/product-not-found.tsx").then((m) => m.ProductNotFound),
);
const ProductDetails = deferred(() =>
  import("../features/catalog/components/product-details.tsx").then((m) => m.ProductDetails),
);

/** Ids are PostgreSQL integers; anything else cannot name a product (same rule as the API). */
function productId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

export async function loader({ params }: Route.LoaderArgs) {
  const id = productId(params.id);
  const row = id === null ? null : await findProduct(id);
  if (!row) return data({ product: null, descriptionHtml: "", reviews: [] }, { status: 404 });
  const [rating, images] = await Promise.all([getProductRating(row.id), imagesFor([row.id])]);
  const product = toProductJson(row, rating, images.get(row.id) ?? []);
  // Reviews exist only when there is a rating; skip the query otherwise.
  const reviews = rating ? await listReviews(row.id) : [];
  // The description's markdown is rendered here, as a blog post's body is: the renderer stays on
  // the server and the page's script stays within its budget.
  return { product, descriptionHtml: renderPostHtml(row.description), reviews };
}

const DESCRIPTION_LENGTH = 155;

function summary(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, "")}…`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const product = loaderData?.product;
  if (!product) {
    return seo(matches, {
      title: "Product Not Found",
      description: "The product you're looking for doesn't exist or has been removed.",
      path: location.pathname,
      noindex: true,
    });
  }
  const shop = shopFromMatches(matches);
  return seo(matches, {
    title: product.name,
    description: summary(product.description),
    path: `/product/${product.id}`,
    type: "product",
    jsonLd: productJsonLd(product, {
      shopName: shop?.name ?? DEFAULT_SHOP_NAME,
      absoluteUrl: (path) => absoluteUrl(shop, path),
    }),
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, descriptionHtml, reviews } = loaderData;
  if (!product) return <ProductNotFound />;
  return <ProductDetails product={product} descriptionHtml={descriptionHtml} reviews={reviews} />;
}
