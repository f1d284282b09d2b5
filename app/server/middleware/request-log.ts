import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { logger } from "../../lib/logger.server.ts";
import type { AppEnv } from "../hono-env.ts";

/** One structured access line per request, with a request id echoed to the client. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  c.set("requestId", requestId);
  const started = performance.now();
  await next();
  c.header("X-Request-Id", requestId);
  const path = c.req.path;
  if (path.startsWith("/assets/")) return;
  logger().info(
    {
      requestId,
      method: c.req.method,
      // Paths only: query strings can carry tokens (D4b).
      path:
        path.startsWith("/balance-payment/") || path.startsWith("/proof/")
          ? path.replace(/\/[^/]+$/, "/:token")
          : path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
});
