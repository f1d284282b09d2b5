// The public read cache: what an anonymous shopper reads (home, builder page, products, blog) is
// rendered once and served again until the database says it changed (content-changes.server.ts,
// migration 0006). It exists for issue 8's budgets: a server-rendered page costs milliseconds of
// CPU, a kept one microseconds. An entry is served only while every table it was read from is
// unchanged as far as this process has heard, the listener is connected, and no scheduled post
// has come due. PostgreSQL delivers the notification a moment after the write commits, so for
// those few milliseconds an anonymous reader may still get the page from before it (in the
// writer's process too); signed-in readers never do.
// Signed-in people (who may see more) and every private or token page always get a fresh render.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { sessionCookieName } from "../features/accounts/index.server.ts";
import { countViewOfSlug, nextScheduledPostAt } from "../features/blog/index.server.ts";
import { type ContentTable, contentGeneration } from "../lib/content-changes.server.ts";
import { clientIp } from "./client-ip.ts";
import type { AppEnv } from "./hono-env.ts";

/** Time-derived bits (a date on a page) are at most this old. */
const MAX_AGE_MS = 60_000;
/** About 50 KB each (page and its gzip); a bounded memory whatever URLs are asked for. */
const MAX_ENTRIES = 500;

interface CacheableRoute {
  path: RegExp;
  tables: readonly ContentTable[];
  /** Runs on a hit; answering true renders afresh instead (the hit changed what the page shows). */
  beforeHit?: (c: Context<AppEnv>) => Promise<boolean>;
}

const CATALOGUE: readonly ContentTable[] = [
  "products",
  "product_images",
  "pictures",
  "product_reviews",
  "settings",
];
// Every page's footer shows the shop's settings.
const BLOG: readonly ContentTable[] = ["blog_posts", "blog_comments", "pictures", "settings"];

/** A blog post counts its reader (once a day) even when served from the cache. */
const countReader = (c: Context<AppEnv>) =>
  countViewOfSlug(decodeURIComponent(c.req.path.slice("/blog/".length)), {
    ip: clientIp(c),
    userAgent: c.req.header("user-agent") ?? "",
  });

const ROUTES: CacheableRoute[] = [
  { path: /^\/$/, tables: CATALOGUE },
  { path: /^\/custom$/, tables: CATALOGUE },
  { path: /^\/product\/\d{1,9}$/, tables: CATALOGUE },
  { path: /^\/blog$/, tables: BLOG },
  { path: /^\/blog\/[\w-]{1,200}$/, tables: BLOG, beforeHit: countReader },
  { path: /^\/api\/products(\/\d{1,9}(\/reviews)?)?$/, tables: CATALOGUE },
  { path: /^\/api\/blog\/posts$/, tables: BLOG },
];

interface Entry {
  generation: string;
  expiresAt: number;
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const entries = new Map<string, Entry>();

/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(["x-request-id", "content-length", "content-encoding", "date", "set-cookie"]);

/** Executable inline scripts; JSON-LD and other data blocks are not subject to script-src. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * A kept page cannot carry one answer's nonce to the next (a nonce must never repeat), so its
 * Content-Security-Policy allows its inline scripts by their hashes instead.
 */
function policyByHashes(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = "", code = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  const sources = [...hashes].join(" ");
  return policy
    .replace(/\s*'nonce-[^']*'/g, "")
    .replace(/script-src ([^;]*)/, (_m, rest: string) =>
      `script-src ${rest}${sources ? ` ${sources}` : ""}`.trim(),
    );
}

function routeOf(c: Context<AppEnv>): CacheableRoute | undefined {
  if (c.req.method !== "GET") return undefined;
  const path = c.req.path;
  return ROUTES.find((route) => route.path.test(path));
}

function serve(c: Context<AppEnv>, entry: Entry): Response {
  const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const headers = new Headers(entry.headers);
  headers.set("X-Cache", "hit");
  if (gzip) headers.set("Content-Encoding", "gzip");
  const body = gzip ? entry.gzip : entry.body;
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: entry.status, headers });
}

/** The earliest moment a kept blog page may be wrong without any write: a post coming due. */
async function expiryFor(route: CacheableRoute, now: number): Promise<number> {
  const limit = now + MAX_AGE_MS;
  if (!route.tables.includes("blog_posts")) return limit;
  const due = await nextScheduledPostAt(new Date(now));
  return due ? Math.min(limit, due.getTime()) : limit;
}

async function keep(key: string, generation: string, route: CacheableRoute, res: Response, now: number) {
  const body = new Uint8Array(await res.arrayBuffer());
  const headers: Array<[string, string]> = [];
  const html = (res.headers.get("content-type") ?? "").startsWith("text/html");
  for (const [name, value] of res.headers) {
    if (PER_ANSWER.has(name)) continue;
    const kept =
      name === "content-security-policy"
        ? policyByHashes(value, html ? Buffer.from(body).toString() : "")
        : value;
    headers.push([name, kept]);
  }
  headers.push(["vary", "Accept-Encoding"]);
  const entry: Entry = {
    generation,
    expiresAt: await expiryFor(route, now),
    status: res.status,
    headers,
    body,
    gzip: new Uint8Array(gzipSync(body)),
  };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return body;
}

export const publicCache = createMiddleware<AppEnv>(async (c, next) => {
  const route = routeOf(c);
  if (!route || getCookie(c, sessionCookieName())) return next();
  const generation = contentGeneration(route.tables);
  if (generation === undefined) return next();
  const url = new URL(c.req.url);
  const key = url.pathname + url.search;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && hit.expiresAt > now) {
    if (!(await route.beforeHit?.(c))) return serve(c, hit);
  }
  await next();
  const res = c.res;
  // Only a whole, shareable answer is kept: no cookie set, not compressed by someone else.
  if (res.status !== 200 || res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
  const body = await keep(key, generation, route, res, now);
  c.res = new Response(body, res);
  c.res.headers.set("X-Cache", "miss");
});

/** Tests: start from nothing. */
export function clearPublicCache(): void {
  entries.clear();
}
