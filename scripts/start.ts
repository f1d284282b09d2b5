// `npm start`: builds the shop and serves the production build. With no DATABASE_URL it runs on
// the embedded database in ./data with demo data, test-mode payments and the mail outbox.
import { spawn, spawnSync } from "node:child_process";

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

const child = spawn(process.execPath, ["server.ts"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
