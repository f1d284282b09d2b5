// The process: `node server.ts` serves the production build, `node server.ts --dev` runs Vite
// in middleware mode. Both hand every request to the one Hono app.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

const dev = process.argv.includes("--dev");
const started = performance.now();

type EntryModule = typeof import("./app/server/entry.ts");

let entry: EntryModule;
let listener: ReturnType<typeof getRequestListener>;
let vite: import("vite").ViteDevServer | undefined;

if (dev) {
  const { createServer: createVite } = await import("vite");
  vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
  entry = (await vite.ssrLoadModule("/app/server/entry.ts")) as EntryModule;
} else {
  // A variable path: the build exists only after `npm run build`, so tsc must not resolve it.
  const built = "./build/server/index.js";
  entry = (await import(built)) as EntryModule;
}

try {
  entry.env();
} catch (error) {
  // A setting missing or wrong: say which, before anything opens, and do not start.
  process.stderr.write(
    `${error instanceof Error ? error.message : String(error)}\nThe shop did not start.\n`,
  );
  process.exit(1);
}
const app = await entry.createServerApp({ dev });
listener = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
server.keepAliveTimeout = 65_000;

const port = entry.env().PORT;
server.listen(port, () => {
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `Shop ready at ${entry.env().publicUrl} (${dev ? "development" : "production"}, ${ms} ms)\n`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: finishing in-flight requests\n`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await vite?.close();
    await entry.shutdown();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
