import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { pageFaults, requestContext } from "./lib/context.ts";
import { databaseUnavailable } from "./server/middleware/errors.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, with its meta tags and JSON-LD.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A page's deferred sections (components/deferred.tsx) are complete when the shell is:
        // they stay in place in the HTML, instead of being moved in by a script after it (React
        // outlines big completed boundaries past 12,800 bytes), so the page reads the same without
        // JavaScript and paints at once.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportRenderError(error);
        },
      },
    );
  });
}

/**
 * A loader that could not reach the database marks the request, and the server renders the page
 * again as "back in a moment" (app/server/app.ts); anything else is logged once.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (databaseUnavailable(error)) {
    context.get(pageFaults).databaseAway = true;
    return;
  }
  if (!request.signal.aborted) reportRenderError(error);
};

function reportRenderError(error: unknown) {
  // Loaded lazily so that pino stays out of any browser bundle.
  void import("./lib/logger.server.ts").then(({ logger }) => logger().error({ err: error }, "render error"));
}
