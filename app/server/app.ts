import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { RouterContextProvider } from "react-router";
import { z } from "zod";
import { EMULATOR_MOUNT } from "../features/payments/index.ts";
import { paypalApi } from "../features/payments/payments.api.server.ts";
import { isUploadPath, mediaApi, uploadsApi } from "../features/uploads/uploads.api.server.ts";
import { type PageFaults, pageFaults, requestContext } from "../lib/context.ts";
import { getDatabase } from "../lib/db.server.ts";
import { env } from "../lib/env.server.ts";
import { createApi } from "./api.ts";
import { clientIp } from "./client-ip.ts";
import { feedsApi } from "./feeds.ts";
import type { AppEnv } from "./hono-env.ts";
import { compression } from "./middleware/compression.ts";
import { csrf } from "./middleware/csrf.ts";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, handleError } from "./middleware/errors.ts";
import { requestLog } from "./middleware/request-log.ts";
import { session } from "./middleware/session.ts";
import { publicCache } from "./public-cache.ts";
import { namedFieldError } from "./validate.ts";

export type SsrHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppOptions {
  /** React Router's request handler; absent in API tests. */
  ssr?: SsrHandler;
  /** Serves built static files (production). */
  staticFiles?: Hono<AppEnv>;
  /** The public read cache (public-cache.ts); off in development, where code changes under it. */
  publicCache?: boolean;
}

/** JSON bodies are small; uploads set their own larger limit on their route. */
const JSON_BODY_LIMIT = 1024 * 1024;

type Policy = NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"];

/**
 * PayPal's JavaScript SDK loads from these hosts (PayPal's published CSP list for the SDK: the
 * same three wildcards for scripts, frames, child frames, connections, images and styles). The
 * nonce is used instead of 'unsafe-inline' for scripts, as PayPal documents as the alternative.
 */
const PAYPAL_SOURCES = ["https://*.paypal.com", "https://*.paypalobjects.com", "https://*.venmo.com"];

/** The pages' policy: scripts from here, PayPal and analytics, inline ones only with the nonce. */
function pagePolicy(): Policy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...PAYPAL_SOURCES, "https://www.googletagmanager.com"],
    styleSrc: ["'self'", "'unsafe-inline'", ...PAYPAL_SOURCES],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:", "https://*.paypalobjects.com"],
    connectSrc: [
      "'self'",
      ...PAYPAL_SOURCES,
      "https://www.google-analytics.com",
      ...(env().production ? [] : ["ws:"]),
    ],
    frameSrc: ["'self'", ...PAYPAL_SOURCES],
    childSrc: ["'self'", ...PAYPAL_SOURCES],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/** What an API answer or a build file needs: nothing loads from it, nothing frames it. */
const LEAN_POLICY: Policy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

function securityHeaders(contentSecurityPolicy: Policy) {
  return secureHeaders({
    contentSecurityPolicy,
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: env().production ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    // A page or file that sets its own header keeps it (token pages: Referrer-Policy no-referrer).
    overwrite: false,
  });
}

/**
 * Refuses a JSON body over the limit. A declared length is checked without touching the body,
 * so the handler still reads it through @hono/node-server's fast path (straight from the socket,
 * not through a web stream); a chunked body is counted as it arrives, by Hono's own limit.
 */
function jsonBodyLimit(): MiddlewareHandler<AppEnv> {
  const onError = (c: Context<AppEnv>) =>
    c.json({ message: "The request is too large", code: "payload_too_large" }, 413);
  const counted = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError });
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    return Number(length) > JSON_BODY_LIMIT ? Promise.resolve(onError(c)) : next();
  };
}

type WebhookDelivery = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The PayPal emulator lives outside app/ (emulators/paypal) and is imported on its first request,
 * so the production bundle only holds it as a separate chunk that a shop with real PayPal never
 * loads. Loaded late, it answers as its own Hono app: the request's CSP nonce and id are handed
 * over so its approval page's script runs under this response's policy.
 */
function testModeEmulator(deliverWebhook: WebhookDelivery): MiddlewareHandler<AppEnv> {
  let loaded: Promise<Hono<AppEnv>> | undefined;
  const load = async () => {
    const { createPaypalEmulator } = await import("../../emulators/paypal/emulator.server.ts");
    const mounted = new Hono<AppEnv>();
    mounted.onError(handleError);
    mounted.use(async (c, next) => {
      const outer = (c.env as { outer: Context<AppEnv> }).outer;
      c.set("requestId", outer.get("requestId"));
      c.set("secureHeadersNonce", outer.get("secureHeadersNonce"));
      await next();
    });
    mounted.route(EMULATOR_MOUNT, createPaypalEmulator({ deliverWebhook }));
    return mounted;
  };
  return async (c) => {
    loaded ??= load();
    return (await loaded).fetch(c.req.raw, { outer: c });
  };
}

export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Every zod refusal the server answers names its field, wherever the parse happened.
  z.config({ customError: namedFieldError });

  // Probes come first, outside the access log: a load balancer asks every few seconds, and a
  // line each would bury the requests people made.
  // Its failure is JSON (503 while the database is away) whatever the caller accepts.
  app.get("/healthz", async (c) => {
    try {
      await getDatabase().query("select 1");
    } catch (err) {
      return handleError(err as Error, c);
    }
    return c.json({ status: "ok" });
  });
  // Liveness without the database: a load balancer's "is the process up" probe, and the
  // baseline of `npm run bench` (the framework's own cost, with no query behind it).
  app.get("/livez", (c) => c.json({ status: "ok" }));
  app.use(requestLog);
  app.use(compression);
  // Inside compression (a kept answer carries its own gzip) and outside everything else.
  if (options.publicCache !== false) app.use(publicCache);
  const pageHeaders = securityHeaders(pagePolicy());
  const leanHeaders = securityHeaders(LEAN_POLICY);
  // JSON answers and hashed build files are never rendered as documents: they get the policy an
  // API should send (nothing may load, nothing may frame it), and no per-request script nonce.
  app.use((c, next) =>
    c.req.path.startsWith("/api/") || c.req.path.startsWith("/assets/")
      ? leanHeaders(c, next)
      : pageHeaders(c, next),
  );
  if (options.staticFiles) app.route("/", options.staticFiles);
  // PayPal's stand-in exists only in test mode; webhooks it emits come back in-process.
  if (env().paymentsTestMode) {
    const deliverWebhook = async (path: string, init: RequestInit) =>
      app.request(`${env().publicUrl}${path}`, init);
    app.all(`${EMULATOR_MOUNT}/*`, testModeEmulator(deliverWebhook));
  }

  // Stored files by their random key, with headers that keep them inert.
  app.route("/uploads", uploadsApi);
  // Public pictures' resized copies, named by a hash of their bytes (cached for a year).
  app.route("/media", mediaApi);
  // RSS, sitemap and robots.txt, before React Router's catch-all (and needing no session).
  app.route("/", feedsApi);

  app.use(session);
  const jsonLimit = jsonBodyLimit();
  // Routes that take a file set their own 10 MB limit (uploads.api.server.ts).
  app.use("/api/*", csrf, (c, next) => (isUploadPath(c.req.path) ? next() : jsonLimit(c, next)));
  app.route("/api", createApi());
  app.use("/paypal/*", csrf, jsonLimit);
  app.route("/paypal", paypalApi);

  const ssr = options.ssr;
  if (ssr) {
    const render = (c: Context<AppEnv>, faults: PageFaults) => {
      const context = new RouterContextProvider();
      context.set(requestContext, {
        user: c.get("user") ?? null,
        nonce: c.get("secureHeadersNonce") ?? "",
        requestId: c.get("requestId"),
        clientIp: clientIp(c),
      });
      context.set(pageFaults, faults);
      return ssr(c.req.raw, context);
    };
    // A page whose loaders found the database away is rendered again as "back in a moment"
    // (root.tsx answers it before any loader runs): 503 with Retry-After, as the API answers.
    const databaseAwayPage = async (c: Context<AppEnv>) => {
      const res = await render(c, { databaseAway: true });
      const headers = new Headers(res.headers);
      headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    };
    app.use("*", csrf);
    app.all("*", async (c) => {
      const faults = { databaseAway: false };
      const res = await render(c, faults);
      if (!faults.databaseAway) return res;
      await res.body?.cancel();
      return databaseAwayPage(c);
    });
    // The session lookup, before any page, can be what finds the database away.
    app.onError((err, c) =>
      databaseUnavailable(err) && isPageRequest(c) ? databaseAwayPage(c) : handleError(err, c),
    );
  }
  return app;
}

/** A browser asking for a document, or its router for a page's data (`/blog.data`). */
const isPageRequest = (c: Context<AppEnv>) =>
  (c.req.method === "GET" || c.req.method === "HEAD") &&
  !c.req.path.startsWith("/api/") &&
  (c.req.path.endsWith(".data") || (c.req.header("accept") ?? "").includes("text/html"));
