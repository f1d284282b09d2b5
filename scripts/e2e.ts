// `npm run test:e2e`: the Playwright suite against a production build, as a shopper would meet
// it. Builds (unless --no-build), starts `node server.ts` on a free port with a fresh embedded
// database and demo data, runs Playwright (other arguments go to it), then stops the server with
// SIGTERM and requires a clean exit within 10 s: graceful shutdown is part of what is tested.
//
// The specs that change the whole shop (the shipping and tax rates, the catalogue, published blog
// posts) get servers of their own, one per width, each with its own database: there they run one
// spec at a time, beside the rest of the suite, which never sees what they set
// (playwright.config.ts, the `shop-wide-*` projects).
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

let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (!args.includes("--no-build") && (await run(bin("react-router"), ["build"])) !== 0)
  fail("the build failed");

const admin = {
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: `E2e-${randomBytes(18).toString("base64url")}`,
  ADMIN_EMAIL: "admin@example.com",
};
mkdirSync(".tmp", { recursive: true });

interface E2eServer {
  name: string;
  baseUrl: string;
  /** Per run, so two runs in one tree never mix their logs; kept only when something failed. */
  logFile: string;
  healthy: () => Promise<boolean>;
  /** Stops the server gracefully; answers an error message when it did not exit cleanly in time. */
  stop: () => Promise<string | undefined>;
  printLog: () => void;
  /** Removes its database folder, and its log unless the run failed. */
  cleanUp: (keepLog: boolean) => void;
}

async function startServer(name: string): Promise<E2eServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.resolve(".tmp", `e2e-server-${port}.log`);
  const dataDir = mkdtempSync(path.resolve(".tmp", "e2e-data-"));
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
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "true",
      PAYMENTS_TEST_MODE: "true",
      RATE_LIMITS: "false",
    },
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  let logPrinted = false;
  return {
    name,
    baseUrl,
    logFile,
    healthy: () => waitUntilHealthy(baseUrl, server),
    async stop() {
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
    },
    printLog() {
      if (logPrinted) return;
      logPrinted = true;
      const lines = readFileSync(logFile, "utf8").trimEnd().split("\n");
      process.stderr.write(
        `--- last lines of ${path.relative(process.cwd(), logFile)} (${name}) ---\n${lines.slice(-40).join("\n")}\n`,
      );
    },
    cleanUp(keepLog) {
      rmSync(dataDir, { recursive: true, force: true });
      if (!keepLog) rmSync(logFile, { force: true });
    },
  };
}

/**
 * The shop-wide servers only when their projects may run: `--project desktop` alone (a
 * developer's quick run) does not start them. Each answers at the address in its variable.
 */
const projects = playwrightArgs.flatMap((arg, i) =>
  arg === "--project" ? [playwrightArgs[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
);
const wanted = (project: string) => projects.length === 0 || projects.includes(project);
const serverVariables: Record<string, string> = { main: "BASE_URL" };
if (wanted("shop-wide-desktop")) serverVariables["shop-wide-desktop"] = "SHOP_WIDE_DESKTOP_URL";
if (wanted("shop-wide-phone")) serverVariables["shop-wide-phone"] = "SHOP_WIDE_PHONE_URL";
const servers = await Promise.all(Object.keys(serverVariables).map(startServer));

const stopAll = async () => Promise.all(servers.map((s) => s.stop()));
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void stopAll().finally(() => {
      for (const s of servers) s.cleanUp(true);
      process.exit(130);
    });
  });
}

let code = 1;
const started = performance.now();
const health = await Promise.all(servers.map((s) => s.healthy()));
if (health.every(Boolean)) {
  process.stdout.write(
    `Servers healthy at ${servers.map((s) => s.baseUrl).join(" and ")} after ${Math.round(performance.now() - started)} ms\n`,
  );
  code = await run(bin("playwright"), ["test", ...playwrightArgs], {
    ...process.env,
    ...admin,
    ...Object.fromEntries(servers.map((s) => [serverVariables[s.name], s.baseUrl])),
    CHROMIUM_PATH: chromium,
  });
} else {
  servers.forEach((s, i) => {
    if (health[i]) return;
    process.stderr.write(`e2e: the ${s.name} server did not answer ${s.baseUrl}/healthz\n`);
    s.printLog();
  });
}
const shutdownErrors = await stopAll();
servers.forEach((s, i) => {
  const error = shutdownErrors[i];
  if (error) {
    process.stderr.write(`e2e: ${s.name}: ${error}\n`);
    s.printLog();
    code = 1;
  } else {
    process.stdout.write(`The ${s.name} server stopped cleanly after SIGTERM\n`);
  }
});
for (const s of servers) {
  s.cleanUp(code !== 0);
  if (code !== 0)
    process.stderr.write(
      `e2e: the ${s.name} server's log is in ${path.relative(process.cwd(), s.logFile)}\n`,
    );
}
process.exit(code);
