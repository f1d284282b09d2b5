import { createMiddleware } from "hono/factory";
import { env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.server.ts";
import type { AppEnv } from "../hono-env.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server calls that carry their own proof (PayPal signs its webhooks). */
const EXEMPT = ["/api/paypal/webhook"];

/**
 * State-changing calls must come from this site: browsers send `Sec-Fetch-Site` and
 * `Origin` on cross-site requests, and neither can be forged by a page.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || EXEMPT.includes(c.req.path)) return next();
  const site = c.req.header("sec-fetch-site");
  if (site === "cross-site") throw new AppError("forbidden", "Cross-site request refused");
  const origin = c.req.header("origin");
  if (origin && origin !== "null") {
    const own = new URL(c.req.url).origin;
    if (origin !== own && origin !== env().publicUrl) {
      throw new AppError("forbidden", "Cross-site request refused");
    }
  } else if (origin === "null") {
    throw new AppError("forbidden", "Cross-site request refused");
  }
  return next();
});
