// Real server-side rendering inside an API test: Vite (in middleware mode, no watcher, no HMR)
// loads the app's server entry and React Router's server build, as `npm run dev` does, and the
// test asks the resulting Hono app for page HTML with `app.request`. The loaders reach the test
// database through the process-wide holder (app/lib/db.server.ts keeps it on globalThis).
import path from "node:path";
import type { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { AppEnv } from "../../app/server/hono-env.ts";

type EntryModule = typeof import("../../app/server/entry.ts");

export interface SsrApp {
  app: Hono<AppEnv>;
  close(): Promise<void>;
}

export async function startSsrApp(): Promise<SsrApp> {
  const vite: ViteDevServer = await createServer({
    configFile: path.resolve("vite.config.ts"),
    // A private cache: the shared node_modules/.vite belongs to the developers' dev servers.
    cacheDir: path.resolve(".tmp/vite-ssr-test"),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const entry = (await vite.ssrLoadModule("/app/server/entry.ts")) as EntryModule;
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const handler = createRequestHandler(build, "development");
  const app = entry.createApp({ ssr: (request, context) => handler(request, context) });
  return { app, close: () => vite.close() };
}
