// What `npm run bench` loads: the shop's hot paths as a shopper's browser calls them. Each probe
// is checked once before it is loaded, so a missing route is reported as missing, not measured
// as a stream of 404s.
import { randomBytes } from "node:crypto";
import type { Probe } from "./load.ts";

/** Which target a probe is held to (bench/targets.ts). */
export type ProbeKind = "db-free" | "read" | "ssr" | "cart" | "other";

export interface ShopProbe extends Probe {
  kind: ProbeKind;
}

export type Discovery = {
  productId: number | undefined;
  postSlug: string | undefined;
  /** A product whose main picture is an upload with resized copies (the demo's phone photo). */
  photoProductId?: number;
};

/** A probe that cannot run because what it needs is not there (reported, never crashed on). */
export interface MissingProbe {
  kind: ProbeKind;
  label: string;
  missing: string;
}

/** What a browser sends with every request (the answer is compressed as it would be). */
const BROWSER = { "accept-encoding": "gzip, deflate, br", "user-agent": "fairway-bench" };

async function firstJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: BROWSER });
  return res.ok ? res.json() : undefined;
}

/** The first object with a `key` in an array, or in the first array property of an object. */
function firstWith(value: unknown, key: string): Record<string, unknown> | undefined {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? Object.values(value).find(Array.isArray)
      : undefined;
  return (list as unknown[] | undefined)?.find((item): item is Record<string, unknown> =>
    Boolean(item && typeof item === "object" && key in item),
  );
}

/** A product in stock and a published post, from the public API (the demo data has both). */
export async function discover(baseUrl: string): Promise<Discovery> {
  const products = await firstJson(`${baseUrl}/api/products`);
  const list = Array.isArray(products)
    ? (products as Array<{ id: number; inStock?: boolean; picture?: unknown }>)
    : [];
  const drawn = list.filter((p) => !p.picture);
  const product = drawn.find((p) => p.inStock !== false) ?? drawn[0] ?? list[0];
  const photo = list.find((p) => p.picture);
  const post = firstWith(await firstJson(`${baseUrl}/api/blog/posts`), "slug");
  return {
    productId: product?.id,
    postSlug: typeof post?.slug === "string" ? post.slug : undefined,
    photoProductId: photo?.id,
  };
}

const NO_PRODUCT = "no product in /api/products";

/** A browser's cart id, 128 random bits; a new one per request, so no line reaches its cap. */
const newCartId = () => randomBytes(16).toString("base64url");

export function shopProbes(baseUrl: string, found: Discovery): Array<ShopProbe | MissingProbe> {
  const json = { ...BROWSER, accept: "application/json" };
  // The CSRF guard wants the shop's own Origin on writes, as the browser sends it.
  const write = { ...json, "content-type": "application/json", origin: baseUrl };
  const html = { ...BROWSER, accept: "text/html" };
  const productId = found.productId;
  const slug = found.postSlug;
  return [
    { kind: "db-free", label: "GET /livez (no database)", path: "/livez", headers: json },
    productId
      ? { kind: "read", label: "GET /api/products/{id}", path: `/api/products/${productId}`, headers: json }
      : { kind: "read", label: "GET /api/products/{id}", missing: NO_PRODUCT },
    { kind: "read", label: "GET /api/blog/posts", path: "/api/blog/posts", headers: json },
    productId
      ? { kind: "ssr", label: "GET /product/{id} (page)", path: `/product/${productId}`, headers: html }
      : { kind: "ssr", label: "GET /product/{id} (page)", missing: NO_PRODUCT },
    slug
      ? { kind: "ssr", label: "GET /blog/{slug} (page)", path: `/blog/${slug}`, headers: html }
      : { kind: "ssr", label: "GET /blog/{slug} (page)", missing: "no published post in /api/blog/posts" },
    productId
      ? {
          kind: "cart",
          label: "POST /api/cart",
          path: "/api/cart",
          method: "POST",
          headers: write,
          body: JSON.stringify({ productId, quantity: 1 }),
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "x-session-id": newCartId() },
          }),
        }
      : { kind: "cart", label: "POST /api/cart", missing: NO_PRODUCT },
    {
      kind: "other",
      label: "POST /api/discount-codes/validate",
      path: "/api/discount-codes/validate",
      method: "POST",
      headers: write,
      body: JSON.stringify({ code: "SAVE15", orderAmount: 120 }),
    },
  ];
}

/** One request as the load will send it; answers why it is unusable, or undefined when it is fine. */
export async function preflight(baseUrl: string, probe: Probe): Promise<string | undefined> {
  const base = { method: probe.method ?? "GET", path: probe.path, headers: probe.headers, body: probe.body };
  const request = probe.setupRequest ? probe.setupRequest(base, {}) : base;
  try {
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await res.text();
    if (res.status === 404) return "missing (404)";
    if (!res.ok) return `answers ${res.status}: ${text.slice(0, 160)}`;
    return undefined;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}
