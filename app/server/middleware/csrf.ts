import { createMiddleware } from "hono/factory";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.server.ts";
import type { AppEnv } from "../hono-env.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Calls that carry their own proof, from senders that are not the shop's pages: PayPal signs
 * its webhooks, and a mail provider's one-click unsubscribe (RFC 8058) posts a form with no
 * Origin to the secret link it was given.
 */
const EXEMPT = [/^\/api\/paypal\/webhook$/, /^\/api\/unsubscribe\/[^/]+$/];
/** What an HTML form, or a script's request that needs no preflight, can send across sites. */
const FORM_LIKE = /^\s*(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const refuse = () => new AppError("forbidden", "Cross-site request refused");

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origins the shop's own pages have. A shop whose PUBLIC_URL is on this machine (a laptop
 * run, `npm start`) is the same shop whether the browser opened localhost, 127.0.0.1 or [::1]
 * at that port; no other site can have a loopback origin, so this opens nothing to anyone else.
 */
function ownOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  if (!LOOPBACK.has(url.hostname)) return new Set([url.origin]);
  return new Set([...LOOPBACK].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`));
}

/**
 * State-changing calls must come from the shop's own pages. The page's origin is PUBLIC_URL's,
 * never the request's Host header, which the caller writes. A browser names the page in
 * `Origin` (or, failing that, `Referer`) and says `Sec-Fetch-Site: cross-site` for another
 * site's; none of these can be forged by a page. A call with neither header and a body a form
 * could send is refused too: it is what an old browser's cross-site form looks like, unless it
 * names its own credentials in `Authorization` (a server's call, such as an OAuth token request
 * to the PayPal emulator), which no cross-site form can set. A call with neither header and a
 * JSON body is not a browser's cross-site request (that would need a preflight, which this
 * server does not grant); it is a script or a server, which carries no visitor's cookie unless
 * it was given one.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || EXEMPT.some((path) => path.test(c.req.path))) return next();
  if (c.req.header("sec-fetch-site") === "cross-site") throw refuse();
  const own = ownOrigins(env().publicUrl);
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    if (!own.has(origin)) throw refuse();
    return next();
  }
  const referer = c.req.header("referer");
  if (referer !== undefined) {
    if (!own.has(originOf(referer) ?? "")) throw refuse();
    return next();
  }
  if (FORM_LIKE.test(c.req.header("content-type") ?? "") && !c.req.header("authorization")) throw refuse();
  return next();
});
