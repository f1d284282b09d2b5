// `npm start`: the laptop command. Builds the shop and serves the production build. With no
// DATABASE_URL it runs on the embedded database in ./data with demo data, test-mode payments and
// the mail outbox. A server on the internet builds once and runs `npm run serve` (docs/deploy.md).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { readOrCreateSecret } from "../app/lib/env.server.ts";

const started = performance.now();
const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) process.exit(build.status ?? 1);
process.stdout.write(`Built in ${Math.round(performance.now() - started)} ms\n`);

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
const hasPaypal = Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
if (!env.DATABASE_URL && !hasPaypal && env.PAYMENTS_TEST_MODE === undefined) {
  // A laptop run: payments go to the built-in PayPal emulator, clearly announced.
  env.PAYMENTS_TEST_MODE = "true";
  process.stdout.write("Payments run in TEST MODE against the built-in PayPal emulator.\n");
}
if (!env.DATABASE_URL) {
  // Production requires both; on a laptop the shop is at localhost and its one process keeps its
  // secret in the data folder. With PostgreSQL, processes may be several: they must be named.
  env.PUBLIC_URL ??= `http://localhost:${env.PORT || 3000}`;
  env.SESSION_SECRET ??= readOrCreateSecret(path.resolve(env.DATA_DIR || "./data"));
}

const child = spawn(process.execPath, ["server.ts"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
