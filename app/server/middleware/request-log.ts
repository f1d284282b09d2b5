import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { accessLogger } from "../../lib/logger.server.ts";
import { redactTokenPath } from "../../lib/token-paths.ts";
import type { AppEnv } from "../hono-env.ts";

/** One structured access line per request, with a request id echoed to the client. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  c.set("requestId", requestId);
  const started = performance.now();
  await next();
  // On the answer's own headers, as Hono's secure-headers does: `c.header()` after the handler
  // copies the finished answer into a streamed one and loses @hono/node-server's fast path
  // (`npm run bench` showed it as most of a small JSON answer's cost).
  c.res.headers.set("X-Request-Id", requestId);
  const path = c.req.path;
  if (path.startsWith("/assets/")) return;
  accessLogger().info(
    {
      requestId,
      method: c.req.method,
      // Paths only (query strings can carry tokens), and private links' tokens hidden.
      path: redactTokenPath(path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
});
