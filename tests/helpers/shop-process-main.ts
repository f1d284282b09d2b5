// The process tests/helpers/shop-process.ts starts: the app of `node server.ts`, loaded from this
// tree's source through Vite's module runner (the mail templates are .tsx, which Node does not
// run), served by @hono/node-server with nothing in front. `node server.ts --dev` puts Vite's
// middlewares before every request: on the embedded database, where a campaign batch holds the
// event loop, their file checks made each request wait for the whole run, which a production
// server does not do.
import { serve } from "@hono/node-server";
import { createServer } from "vite";

type EntryModule = typeof import("../../app/server/entry.ts");

// Vite in serve mode makes React Router's plugin regenerate `.react-router/types` (delete, then
// write). Several of these processes start at once when the two API runs go side by side, and
// one's delete can pull the folder from under another's write. The types are for the editor and
// tsc, never used at run time, so that failure is reported and the process keeps serving; any
// other unhandled rejection still ends it.
process.on("unhandledRejection", (reason) => {
  const where = (reason as { path?: unknown } | null)?.path;
  if (typeof where === "string" && where.includes(".react-router")) {
    process.stderr.write(`React Router's type generation failed beside another process: ${String(reason)}\n`);
    return;
  }
  throw reason;
});

const vite = await createServer({
  appType: "custom",
  // Only the module runner: no HMR socket, no restart when other work edits the tree, no scan of
  // the browser's dependencies.
  server: { middlewareMode: true, ws: false, watch: { ignored: ["**/*"] } },
  optimizeDeps: { noDiscovery: true },
  logLevel: "warn",
});
const entry = (await vite.ssrLoadModule("/app/server/entry.ts")) as EntryModule;
const app = await entry.createServerApp({ dev: true });
const server = serve({ fetch: app.fetch, port: entry.env().PORT });

process.on("SIGTERM", () => {
  server.close(async () => {
    await entry.shutdown();
    await vite.close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
});
