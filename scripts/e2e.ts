// `npm run test:e2e`: the Playwright suite against a production build, as a shopper would meet
// it. Builds (unless --no-build), starts `node server.ts` on a free port with a fresh embedded
// database and demo data, runs Playwright (other arguments go to it), then stops the server with
// SIGTERM and requires a clean exit within 10 s: graceful shutdown is part of what is tested.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./lib/chromium.ts";
import { bin, freePort, run, waitUntilHealthy } from "./lib/commands.ts";

// Generous: a busy 2-core CI machine has taken over a minute to build the embedded database.
const SHUTDOWN_TIMEOUT_MS = 10_000;

const args = process.argv.slice(2);
const playwrightArgs = args.filter((a) => a !== "--no-build");

function fail(message: string): never {
  process.stderr.write(`e2e: ${message}\n`);
  process.exit(1);
}

let logPrinted = false;
function printServerLog() {
  if (logPrinted) return;
  logPrinted = true;
  const lines = readFileSync(logFile, "utf8").trimEnd().split("\n");
  process.stderr.write(
    `--- last lines of ${path.relative(process.cwd(), logFile)} ---\n${lines.slice(-40).join("\n")}\n`,
  );
}

let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (!args.includes("--no-build") && (await run(bin("react-router"), ["build"])) !== 0)
  fail("the build failed");

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
mkdirSync(".tmp", { recursive: true });
// Per run, so two runs in one tree never mix their logs; kept only when something failed.
const logFile = path.resolve(".tmp", `e2e-server-${port}.log`);
const dataDir = mkdtempSync(path.resolve(".tmp", "e2e-data-"));
const admin = {
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: `E2e-${randomBytes(18).toString("base64url")}`,
  ADMIN_EMAIL: "admin@example.com",
};

// The server gets the embedded database and no outside services, whatever this shell has set.
const { DATABASE_URL, TEST_DATABASE_URL, SMTP_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, ...inherited } =
  process.env;
const log = openSync(logFile, "w");
const server: ChildProcess = spawn(process.execPath, ["server.ts"], {
  stdio: ["ignore", log, log],
  env: {
    ...inherited,
    ...admin,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    PAYMENTS_TEST_MODE: "true",
    RATE_LIMITS: "false",
  },
});
closeSync(log);
const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));

/** Stops the server gracefully; answers an error message when it did not exit cleanly in time. */
async function stopServer(): Promise<string | undefined> {
  if (server.exitCode !== null) return `the server had already exited with code ${server.exitCode}`;
  server.kill("SIGTERM");
  const timeout = new Promise<"timeout">((resolve) =>
    setTimeout(resolve, SHUTDOWN_TIMEOUT_MS, "timeout").unref(),
  );
  const code = await Promise.race([exited, timeout]);
  if (code === "timeout") {
    server.kill("SIGKILL");
    return `the server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of SIGTERM`;
  }
  return code === 0 ? undefined : `the server exited with code ${code} after SIGTERM`;
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void stopServer().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

let code = 1;
const started = performance.now();
if (await waitUntilHealthy(baseUrl, server)) {
  process.stdout.write(`Server healthy at ${baseUrl} after ${Math.round(performance.now() - started)} ms\n`);
  code = await run(bin("playwright"), ["test", ...playwrightArgs], {
    ...process.env,
    ...admin,
    BASE_URL: baseUrl,
    CHROMIUM_PATH: chromium,
  });
} else {
  process.stderr.write(`e2e: the server did not answer ${baseUrl}/healthz\n`);
  printServerLog();
}
const shutdownError = await stopServer();
if (shutdownError) {
  process.stderr.write(`e2e: ${shutdownError}\n`);
  printServerLog();
  code = 1;
} else {
  process.stdout.write("Server stopped cleanly after SIGTERM\n");
}
rmSync(dataDir, { recursive: true, force: true });
if (code === 0) rmSync(logFile, { force: true });
else process.stderr.write(`e2e: the server's log is in ${path.relative(process.cwd(), logFile)}\n`);
process.exit(code);
